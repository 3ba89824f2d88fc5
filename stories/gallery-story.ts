/**
 * Helpers for the sqs-gallery stories: the server HTML of a gallery (one `<figure>` per slide,
 * as packages/server/demo/gallery.html writes them, CONTRACT.md §4) over the demo's generated
 * photos, and the few steps the `play` functions repeat. Everything the gallery renders lives
 * in its shadow root.
 */
import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * The demo's photos (packages/server/demo/assets/gallery), served by Vite as asset URLs:
 * .storybook/main.ts has no staticDirs.
 */
const PHOTO_URLS = import.meta.glob<string>('../packages/server/demo/assets/gallery/photo-*.png', { eager: true, query: '?url', import: 'default' });

/** Title and real size of photo-1 … photo-12, as the demo page gives them. */
const PHOTOS: ReadonlyArray<{ title: string; size: string }> = [
  { title: 'Harbour at dawn', size: '600x400' },
  { title: 'Lighthouse', size: '400x600' },
  { title: 'Fresh bread', size: '600x600' },
  { title: 'The terrace', size: '800x450' },
  { title: 'Coffee bar', size: '500x400' },
  { title: 'Evening tide', size: '600x300' },
  { title: 'Market day', size: '600x400' },
  { title: 'Rope and sail', size: '400x600' },
  { title: 'Breakfast plate', size: '600x600' },
  { title: 'Sunset pier', size: '800x450' },
  { title: 'The kitchen', size: '500x400' },
  { title: 'Fog bank', size: '600x300' },
];

/** The URL of photo `n` (1-12). */
export function photoUrl(n: number): string {
  const url = PHOTO_URLS[`../packages/server/demo/assets/gallery/photo-${n}.png`];
  if (!url) throw new Error(`No demo photo ${n}`);
  return url;
}

/** A platform size in the fallback `<img>`, as the demo writes it (a data URL takes none). */
const sized = (url: string, width: number) => (url.startsWith('data:') ? url : `${url}?format=${width}w`);

export interface FigureOptions {
  /** A `<figcaption>` with the title (default true). */
  caption?: boolean;
  /** Extra attributes on the `<figure>` (`data-lightbox-theme="light"`, …). */
  attrs?: string;
}

/**
 * One slide: photo `n` with SPEC.md §3's slide attributes. The id and url are `prefix-n`,
 * so every gallery in the story file has its own (a deep link names one slide only).
 */
export function figure(prefix: string, n: number, { caption = true, attrs = '' }: FigureOptions = {}): string {
  const photo = PHOTOS[n - 1];
  if (!photo) throw new Error(`No demo photo ${n}`);
  const [width, height] = photo.size.split('x');
  const url = photoUrl(n);
  return `<figure data-slide-id="${prefix}-${n}" data-slide-url="${prefix}-${n}" data-title="${photo.title}" data-description="Photo ${n} of the harbour café." data-image-dimensions="${photo.size}" data-image-focal-point="0.5,0.5" data-src="${url}"${attrs ? ` ${attrs}` : ''}>
      <img src="${sized(url, 300)}" alt="${photo.title}" width="${width}" height="${height}" loading="lazy">${caption ? `\n      <figcaption>${photo.title}</figcaption>` : ''}
    </figure>`;
}

/** Figures for photos `from`..`to` (inclusive). */
export function figures(prefix: string, from: number, to: number, options?: FigureOptions): string {
  return Array.from({ length: to - from + 1 }, (_, i) => figure(prefix, from + i, options)).join('\n    ');
}

/** `value` as the text of a single-quoted attribute (the JSON is the story's own, trusted). */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The block as a page sends it: settings in `data-block-json`, the figures as data and fallback. */
export function galleryHtml(id: string, settings: Record<string, unknown>, slides: string, attrs = ''): string {
  return `<sqs-gallery id="${id}" data-load-on="eager"${attrs ? ` ${attrs}` : ''} data-block-json='${attribute(JSON.stringify(settings))}'>
    ${slides}
  </sqs-gallery>`;
}

/**
 * Opening the lightbox writes `#itemId=…` into the address, and a gallery that upgrades with
 * such an address opens that slide at once (a deep link). Use as the stories' `beforeEach`: the
 * address is cleaned before each story and again when it is left.
 */
export function clearGalleryAddress(): () => void {
  const clean = () => {
    if (/[#&]itemId=/.test(location.hash)) history.replaceState(null, '', location.pathname + location.search);
  };
  clean();
  return clean;
}

/** The gallery `selector` in the story once it has rendered, and its shadow root. */
export async function renderedGallery(canvasElement: HTMLElement, selector = 'sqs-gallery') {
  const host = canvasElement.querySelector<HTMLElement>(selector);
  await waitFor(() => expect(host?.getAttribute('data-sqs-state')).toBe('ready'));
  const root = host!.shadowRoot!;
  return {
    host: host!,
    root,
    $: <E extends Element = HTMLElement>(s: string) => root.querySelector<E>(s),
    $$: <E extends Element = HTMLElement>(s: string) => [...root.querySelectorAll<E>(s)],
    /** The position of the current slide (moving designs). */
    activeIndex: () => [...root.querySelectorAll('.slide')].findIndex((s) => s.classList.contains('sqs-active-slide')),
  };
}

/** Clicks slide `index` (its lightbox button) and waits for the lightbox dialog to open. */
export async function openLightboxAt(root: ShadowRoot, index: number): Promise<HTMLDialogElement> {
  const opener = root.querySelectorAll<HTMLButtonElement>('button.opener')[index];
  await expect(opener, `a lightbox button on slide ${index + 1}`).toBeTruthy();
  await userEvent.click(opener!);
  return waitFor(() => {
    const dialog = root.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    return dialog!;
  });
}
