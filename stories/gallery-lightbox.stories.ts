/**
 * The lightbox component on its own, as `<sqs-gallery>` mounts it: rendered by React into a
 * shadow root that has adopted `lightbox.css`, opened from a button in that root (standing in
 * for a slide), which gets focus back on close. The pictures are drawn here (SVG data URLs)
 * so the stories need no network.
 */
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { createElement as h, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { expect, fireEvent, userEvent, waitFor } from 'storybook/test';
import { adoptStyles } from '../packages/blocks/src/shared/adopt-styles';
import lightboxStyles from '../packages/gallery/src/lightbox/lightbox.css?inline';
import { Lightbox, type LightboxProps, type LightboxSlide, type LightboxTheme } from '../packages/gallery/src/lightbox/lightbox.view';

/** A picture of `width`x`height` with a label, as a data URL (the story's own, trusted text). */
function picture(label: string, from: string, to: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 8)}" fill="#fff">${label}</text>
  </svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const slide = (id: string, title: string, description: string, colours: [string, string], size: [number, number], theme?: LightboxTheme): LightboxSlide => ({
  id,
  title,
  description,
  src: picture(title || id, colours[0], colours[1], size[0], size[1]),
  alt: title ? `${title} (illustration)` : '',
  dimensions: { width: size[0], height: size[1] },
  type: 'image',
  theme,
});

const slides: LightboxSlide[] = [
  slide('harbour', 'Harbour', 'Fishing boats at dawn, from the sea wall.', ['#0b4f6c', '#01baef'], [1600, 900]),
  slide('tower', 'Tower', 'A tall picture: bands left and right are overlay.', ['#6a4c93', '#c084fc'], [800, 1400]),
  slide('field', 'Field', '', ['#2d6a4f', '#95d5b2'], [1200, 800]),
  slide('night', 'Night', 'This slide asks for the dark theme (data-lightbox-theme).', ['#14213d', '#fca311'], [1500, 1000], 'dark'),
];

let mounted: Root | null = null;

function unmount(): void {
  mounted?.unmount();
  mounted = null;
}

/** The gallery's side: owns `open` and `index`, and remembers which slide opened the lightbox. */
function Harness(props: { slides: LightboxSlide[]; theme: LightboxTheme; startIndex?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(props.startIndex ?? 0);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [closedBy, setClosedBy] = useState('');
  const lightbox: LightboxProps = {
    open,
    slides: props.slides,
    index,
    theme: props.theme,
    onIndexChange: setIndex,
    onClose: (reason) => {
      setClosedBy(reason);
      setOpen(false);
    },
    returnFocusTo: opener,
  };
  return h(
    'div',
    { className: 'story' },
    h(
      'button',
      {
        type: 'button',
        className: 'opener',
        ref: setOpener,
        onClick: () => setOpen(true),
      },
      `Open lightbox at slide ${index + 1}`,
    ),
    h('output', { className: 'closed-by' }, closedBy ? ` Closed by: ${closedBy}` : ''),
    h(Lightbox, lightbox),
  );
}

/** A host whose shadow root holds the lightbox and its sheet, as in `<sqs-gallery>`. */
function mount(props: { slides: LightboxSlide[]; theme: LightboxTheme; startIndex?: number }, hostStyles = ''): HTMLElement {
  unmount();
  const host = document.createElement('div');
  host.className = 'lightbox-host';
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, lightboxStyles);
  if (hostStyles) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(hostStyles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  mounted = createRoot(shadow, { identifierPrefix: 'story-lightbox-' });
  const root = mounted;
  // Committed before the story's play function looks for the opener.
  flushSync(() => root.render(h(Harness, props)));
  return host;
}

const meta: Meta = {
  title: 'Gallery/lightbox',
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The gallery lightbox (SPEC.md §4, §9): a native modal `<dialog>`, overlay at 0.95, light and dark themes, title and description, arrows and keys (200 ms throttle), left half previous, right half next, the 2% edges close; Escape through the dismiss stack.',
      },
    },
  },
  // Each story mounts its own React root; leaving the story unmounts it (and pops its dismiss layer).
  beforeEach: () => unmount,
};
export default meta;

const shadowOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.lightbox-host')!.shadowRoot!;

/** Opens the lightbox from its opener and checks focus moved into the dialog. */
async function openLightbox(canvasElement: HTMLElement) {
  const shadow = shadowOf(canvasElement);
  const opener = await waitFor(() => {
    const found = shadow.querySelector<HTMLButtonElement>('.opener');
    expect(found).toBeTruthy();
    return found!;
  });
  await userEvent.click(opener);
  const dialog = await waitFor(() => {
    const found = shadow.querySelector('dialog');
    expect(found?.open).toBe(true);
    return found!;
  });
  await waitFor(() => expect(shadow.activeElement).toBe(shadow.querySelector('.lightbox-close')));
  expect(dialog.matches(':modal')).toBe(true);
  return { shadow, opener, dialog };
}

/** A key pressed where focus is (the dismiss stack listens on the window, capture phase). */
const press = (shadow: ShadowRoot, key: string) => fireEvent.keyDown(shadow.activeElement ?? shadow.host, { key });

/** The lightbox open in its light theme: a modal dialog, arrows move, Escape closes and focus returns. */
export const Light: StoryObj = {
  render: () => mount({ slides, theme: 'light' }),
  play: async ({ canvasElement }) => {
    const { shadow, opener, dialog } = await openLightbox(canvasElement);
    const status = shadow.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Slide 1 of 4');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(dialog.dataset.theme).toBe('light');
    press(shadow, 'ArrowRight');
    await waitFor(() => expect(status.textContent).toBe('Slide 2 of 4'));
    press(shadow, 'Escape');
    await waitFor(() => expect(dialog.open).toBe(false));
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
    expect(shadow.querySelector('.closed-by')!.textContent).toContain('escape');
  },
};

/** The lightbox in its dark theme. */
export const Dark: StoryObj = {
  render: () => mount({ slides, theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openLightbox(canvasElement);
    expect(dialog.dataset.theme).toBe('dark');
  },
};

export const SlideThemeWins: StoryObj = {
  parameters: { docs: { description: { story: 'The gallery is light; the fourth slide asks for dark (data-lightbox-theme).' } } },
  render: () => mount({ slides, theme: 'light', startIndex: 3 }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openLightbox(canvasElement);
    expect(dialog.dataset.theme).toBe('dark');
  },
};

/** Closed from its close button; focus returns to the slide that opened it. */
export const ClosesFromTheControl: StoryObj = {
  render: () => mount({ slides, theme: 'light' }),
  play: async ({ canvasElement }) => {
    const { shadow, opener, dialog } = await openLightbox(canvasElement);
    await userEvent.click(shadow.querySelector('.lightbox-close')!);
    await waitFor(() => expect(dialog.open).toBe(false));
    await waitFor(() => expect(shadow.activeElement).toBe(opener));
    expect(shadow.querySelector('.closed-by')!.textContent).toContain('control');
  },
};

export const SingleSlide: StoryObj = {
  parameters: { docs: { description: { story: 'One slide: no previous and next controls.' } } },
  render: () => mount({ slides: slides.slice(0, 1), theme: 'light' }),
  play: async ({ canvasElement }) => {
    const { shadow } = await openLightbox(canvasElement);
    expect(shadow.querySelector('.lightbox-previous')).toBeNull();
    expect(shadow.querySelector('.lightbox-next')).toBeNull();
  },
};

export const WithoutMeta: StoryObj = {
  parameters: { docs: { description: { story: 'No title or description: the position names the dialog.' } } },
  render: () => mount({ slides: slides.map((s) => ({ ...s, title: '', description: '' })), theme: 'dark' }),
  play: async ({ canvasElement }) => {
    const { dialog } = await openLightbox(canvasElement);
    expect(dialog.getAttribute('aria-label')).toBe('Slide 1 of 4');
  },
};

export const Themed: StoryObj = {
  parameters: { docs: { description: { story: 'Custom properties on the host and a ::part rule.' } } },
  render: () =>
    mount(
      { slides, theme: 'light' },
      `.lightbox-host { --sqs-lightbox-overlay: #f4efe6; --sqs-lightbox-color: #3b2f2f; --sqs-lightbox-padding: 60px;
         --sqs-lightbox-control-background: rgb(255 255 255 / 0.7); font-family: Georgia, serif; }
       .lightbox-host::part(lightbox-title) { font-style: italic; }`,
    ),
  play: async ({ canvasElement }) => {
    await openLightbox(canvasElement);
  },
};
