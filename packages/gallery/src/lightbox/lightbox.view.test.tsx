// @vitest-environment happy-dom
/**
 * The component in happy-dom: its dialog has showModal() and close() but no top layer, no
 * inert and no layout, so this checks the wiring (focus, names, the dismiss stack, keys,
 * clicks by geometry, swipe, unmounting); the Storybook story and the gallery's browser
 * tests see it in Chromium.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerCount, pushLayer } from '@sqs/runtime/overlays/dismiss-stack';
import { setMessages } from '@sqs/runtime/contracts/messages';
import type { LightboxCloseReason, LightboxSlide } from './lightbox-logic';
import { Lightbox, type LightboxProps } from './lightbox.view';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const slides: LightboxSlide[] = [
  { id: 'a', title: 'Harbour', description: 'Boats at dawn', src: '/a.jpg', alt: 'Boats', dimensions: { width: 1600, height: 800 }, type: 'image' },
  { id: 'b', title: '', description: '', src: '/b.jpg', alt: 'Hills', dimensions: null, type: 'image', theme: 'dark' },
  { id: 'c', title: 'Clip', description: '', src: '/c.jpg', alt: '', dimensions: { width: 16, height: 9 }, type: 'video' },
];

let host: HTMLElement;
let shadow: ShadowRoot;
let root: Root;
let opener: HTMLButtonElement;
let media: { mobile: boolean; reduced: boolean };

function stubMatchMedia() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const matches = query.includes('max-width') ? media.mobile : query.includes('reduced-motion') ? media.reduced : false;
    return { matches, media: query, addEventListener: () => {}, removeEventListener: () => {} } as unknown as MediaQueryList;
  });
}

/** The gallery's part: owns open and index, mounts the lightbox in its shadow root. */
function render(overrides: Partial<LightboxProps> = {}) {
  const calls = { close: [] as LightboxCloseReason[], index: [] as number[] };
  let setOpen: (open: boolean) => void = () => {};
  function Owner() {
    const [open, set] = useState(overrides.open ?? true);
    const [index, setIndex] = useState(overrides.index ?? 0);
    setOpen = set;
    return (
      <Lightbox
        slides={slides}
        theme="light"
        returnFocusTo={opener}
        {...overrides}
        open={open}
        index={index}
        onIndexChange={(i) => {
          calls.index.push(i);
          setIndex(i);
        }}
        onClose={(reason) => {
          calls.close.push(reason);
          set(false);
        }}
      />
    );
  }
  act(() => root.render(<Owner />));
  return { calls, setOpen: (open: boolean) => act(() => setOpen(open)) };
}

const $ = <E extends Element = HTMLElement>(selector: string) => shadow.querySelector<E>(selector);
const dialog = () => $<HTMLDialogElement>('dialog');
const key = (k: string, init: KeyboardEventInit = {}) =>
  act(() => {
    $('.lightbox-close')!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true, ...init }));
  });
const click = (target: Element, clientX: number, clientY = 300) =>
  act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX, clientY }));
  });

beforeEach(() => {
  media = { mobile: false, reduced: true };
  stubMatchMedia();
  opener = document.createElement('button');
  document.body.append(opener);
  host = document.createElement('div');
  document.body.append(host);
  shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  opener.remove();
  vi.restoreAllMocks();
  setMessages({});
});

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render({ open: false });
    expect(shadow.childNodes).toHaveLength(0);
    expect(layerCount()).toBe(0);
  });

  it('opens as a modal dialog with focus on the close button and one dismiss layer', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog()!.open).toBe(true);
    expect(shadow.activeElement).toBe($('.lightbox-close'));
    expect(layerCount()).toBe(1);
  });

  it('names the dialog by the title, describes it by the description, and announces the position', () => {
    render();
    const d = dialog()!;
    expect(shadow.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Harbour');
    expect(shadow.getElementById(d.getAttribute('aria-describedby')!)!.textContent).toBe('Boats at dawn');
    const status = $('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Slide 1 of 3');
    expect($('.lightbox-close')!.getAttribute('aria-label')).toBe('Close');
    expect($('.lightbox-previous')!.getAttribute('aria-label')).toBe('Previous slide');
    expect($('.lightbox-next')!.getAttribute('aria-label')).toBe('Next slide');
  });

  it('falls back to the position as its name when the slide has no title', () => {
    render({ index: 1 });
    const d = dialog()!;
    expect(d.hasAttribute('aria-labelledby')).toBe(false);
    expect(d.getAttribute('aria-label')).toBe('Slide 2 of 3');
    expect(d.hasAttribute('aria-describedby')).toBe(false);
    expect($('.lightbox-meta')).toBeNull();
  });

  it('takes its texts from the message table', () => {
    setMessages({ 'lightbox.position': 'Bild {n} von {count}', 'lightbox.close': 'Schließen' }, 'de');
    render();
    expect($('[role="status"]')!.textContent).toBe('Bild 1 von 3');
    expect($('.lightbox-close')!.getAttribute('aria-label')).toBe('Schließen');
  });

  it('uses the gallery theme unless the slide has its own', () => {
    render();
    expect(dialog()!.dataset.theme).toBe('light');
    expect(dialog()!.getAttribute('part')).toBe('lightbox lightbox-light');
    act(() => $('.lightbox-next')!.click());
    expect(dialog()!.dataset.theme).toBe('dark');
  });

  it('renders the current slide and its neighbours, only the current one shown', () => {
    render({ index: 1 });
    const rendered = [...shadow.querySelectorAll('.lightbox-slide')];
    expect(rendered).toHaveLength(3);
    expect(rendered.filter((slide) => !slide.hasAttribute('hidden'))).toHaveLength(1);
    expect(shadow.querySelector('.lightbox-slide:not([hidden]) img')!.getAttribute('src')).toBe('/b.jpg');
    expect(shadow.querySelector('.lightbox-slide:not([hidden]) img')!.getAttribute('part')).toBe('lightbox-image');
  });

  it('uses the gallery renderer when given one', () => {
    const renderSlide = vi.fn((slide: LightboxSlide, active: boolean) => <span className="custom">{`${slide.id}:${active}`}</span>);
    render({ renderSlide });
    expect([...shadow.querySelectorAll('.custom')].map((node) => node.textContent)).toEqual(['a:true', 'b:false', 'c:false']);
  });

  it('closes by the control', () => {
    const { calls } = render();
    act(() => $('.lightbox-close')!.click());
    expect(calls.close).toEqual(['control']);
  });

  it('closes on Escape through the dismiss stack, and refuses the native cancel', () => {
    const { calls } = render();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
    act(() => {
      $('.lightbox-close')!.dispatchEvent(escape);
    });
    expect(escape.defaultPrevented).toBe(true);
    expect(calls.close).toEqual(['escape']);
  });

  it('lets a layer above it take Escape first', () => {
    const { calls } = render();
    const above: string[] = [];
    const pop = pushLayer({ dismiss: () => above.push('dialog above') });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
      dialog()!.dispatchEvent(cancel);
    });
    expect(above).toEqual(['dialog above']);
    expect(cancel.defaultPrevented).toBe(true);
    expect(calls.close).toEqual([]);
    pop();
  });

  it('closes on a platform close request (cancel) when it is the top layer, once', () => {
    const { calls } = render();
    act(() => {
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(calls.close).toEqual(['escape']);
  });

  it('follows when the browser closes the dialog by itself', () => {
    const { calls } = render();
    act(() => dialog()!.close());
    expect(calls.close).toEqual(['escape']);
  });

  it('on close: closes the dialog, pops its layer, returns focus, then unmounts', async () => {
    const { calls, setOpen } = render();
    const d = dialog()!;
    setOpen(false);
    expect(d.open).toBe(false);
    expect(layerCount()).toBe(0);
    expect(document.activeElement).toBe(opener);
    expect(calls.close).toEqual([]); // closed by the owner: no request echoed back
    await vi.waitFor(() => expect(shadow.querySelector('dialog')).toBeNull());
  });

  it('keeps the dialog through the 0.6 s fade-out without reduced motion', async () => {
    media.reduced = false;
    vi.useFakeTimers();
    try {
      const { setOpen } = render();
      setOpen(false);
      act(() => vi.advanceTimersByTime(599));
      expect(dialog()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(dialog()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reopens cleanly during the fade-out', () => {
    media.reduced = false;
    vi.useFakeTimers();
    try {
      const { setOpen } = render();
      setOpen(false);
      act(() => vi.advanceTimersByTime(300));
      setOpen(true);
      act(() => vi.advanceTimersByTime(1000));
      expect(dialog()!.open).toBe(true);
      expect(layerCount()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves nothing behind after 50 opens and closes', async () => {
    const { setOpen } = render({ open: false });
    for (let i = 0; i < 50; i += 1) {
      setOpen(true);
      setOpen(false);
    }
    await vi.waitFor(() => expect(shadow.querySelector('dialog')).toBeNull());
    expect(layerCount()).toBe(0);
  });

  it('steps with the arrow keys, at most once per 200 ms, and jumps with Home and End', () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { calls } = render();
    key('ArrowRight');
    key('ArrowRight');
    expect(calls.index).toEqual([1]);
    now += 200;
    key('ArrowLeft');
    expect(calls.index).toEqual([1, 0]);
    now += 200;
    key('End');
    expect(calls.index).toEqual([1, 0, 2]);
    expect($('[role="status"]')!.textContent).toBe('Slide 3 of 3');
    now += 200;
    key('ArrowRight', { altKey: true });
    expect(calls.index).toEqual([1, 0, 2]);
  });

  it('wraps on desktop and stops at the ends on mobile (SPEC.md §4)', () => {
    const desktop = render({ index: 2 });
    act(() => $('.lightbox-next')!.click());
    expect(desktop.calls.index).toEqual([0]);
    act(() => root.unmount());

    media.mobile = true;
    root = createRoot(shadow);
    const mobile = render({ index: 2 });
    expect($('.lightbox-next')!.getAttribute('aria-disabled')).toBe('true');
    expect($('.lightbox-previous')!.hasAttribute('aria-disabled')).toBe(false);
    act(() => $('.lightbox-next')!.click());
    expect(mobile.calls.index).toEqual([]);
  });

  describe('pointer', () => {
    // happy-dom has no layout: the media box is given here. Viewport 1024 wide.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('lightbox-media')
          ? ({ left: 100, top: 100, width: 800, height: 400, right: 900, bottom: 500, x: 100, y: 100 } as DOMRect)
          : new DOMRect();
      });
    });

    it('goes back on the left half of the picture and forward on the right half', () => {
      // Slide b has no dimensions: the whole box is the picture. Slide a, 1600x800, fills it.
      const { calls } = render({ index: 1 });
      click($('.lightbox-slide:not([hidden]) img')!, 300);
      click($('.lightbox-slide:not([hidden]) img')!, 700);
      expect(calls.index).toEqual([0, 1]);
    });

    it('closes on the overlay beside the picture', () => {
      const { calls } = render({ index: 0 });
      click($('.lightbox-stage')!, 950);
      expect(calls.close).toEqual(['overlay']);
    });

    it('closes on the letterbox band of a contained picture', () => {
      // A 400x800 picture in the 800x400 box shows 200 wide, from x 400 to 600.
      const tall = [{ ...slides[0]!, dimensions: { width: 400, height: 800 } }, slides[1]!];
      const { calls } = render({ slides: tall, index: 0 });
      const image = $('.lightbox-slide:not([hidden]) img')!;
      click(image, 590);
      expect(calls.index).toEqual([1]);
      act(() => $('.lightbox-previous')!.click());
      click(image, 350);
      expect(calls.close).toEqual(['overlay']);
    });

    it('closes from the 2% edge strips', () => {
      const { calls } = render();
      click($('.lightbox-overlay')!, 10);
      expect(calls.close).toEqual(['outside']);
    });

    it('leaves clicks on the title, the description and a video player alone', () => {
      const { calls } = render({ index: 0 });
      click($('.lightbox-title')!, 10);
      click($('.lightbox-description')!, 500);
      expect(calls.close).toEqual([]);
      act(() => $('.lightbox-next')!.click());
      act(() => $('.lightbox-next')!.click());
      click($('.lightbox-slide:not([hidden]) .lightbox-media')!, 500);
      expect(calls.close).toEqual([]);
      expect(calls.index).toEqual([1, 2]);
    });

    it('swipes with touch, and the click that ends the swipe does nothing more', () => {
      const { calls } = render({ index: 0 });
      const stage = $('.lightbox-stage')!;
      const pointer = (type: string, clientX: number, pointerType = 'touch') =>
        act(() => {
          stage.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerId: 7, pointerType, isPrimary: true, clientX, clientY: 300 }));
        });
      pointer('pointerdown', 600);
      pointer('pointerup', 500);
      click(stage, 500);
      expect(calls.index).toEqual([1]);
      expect(calls.close).toEqual([]);
      pointer('pointerdown', 400);
      pointer('pointerup', 520);
      expect(calls.index).toEqual([1, 0]);
      // A mouse drag is not a swipe.
      pointer('pointerdown', 600, 'mouse');
      pointer('pointerup', 400, 'mouse');
      expect(calls.index).toEqual([1, 0]);
    });

    it('changes slide after a slow drag past half the width, not a shorter one (core/swipe.ts)', () => {
      let now = 0;
      vi.spyOn(performance, 'now').mockImplementation(() => now);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
      const { calls } = render({ index: 0 });
      const stage = $('.lightbox-stage')!;
      const drag = (xs: number[]) => {
        xs.forEach((clientX, i) => {
          const type = i === 0 ? 'pointerdown' : i === xs.length - 1 ? 'pointerup' : 'pointermove';
          act(() => {
            stage.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerId: 3, pointerType: 'touch', isPrimary: true, clientX, clientY: 300 }));
          });
          now += 500;
        });
      };
      drag([900, 800, 700, 600, 500, 400, 350, 350]);
      expect(calls.index).toEqual([1]);
      drag([400, 450, 500, 550, 600]);
      expect(calls.index).toEqual([1]);
    });
  });
});
