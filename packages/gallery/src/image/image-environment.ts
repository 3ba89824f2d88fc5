/**
 * The browser side of the image loader: the device it reads, the shared queue and the
 * default load function. Kept apart from the pure modules so those run in Node.
 */
import { createImageQueue, queueConcurrency, type ImageQueue } from './image-queue';
import type { Device } from './image-sizing';

interface NavigatorExtras {
  connection?: { saveData?: boolean };
  userAgentData?: { mobile?: boolean };
}

/** SPEC.md §9 breakpoints: a phone is 432 px wide or less (or says it is mobile). */
export function isMobileDevice(win: Window = window): boolean {
  const mobile = (win.navigator as Navigator & NavigatorExtras).userAgentData?.mobile;
  if (typeof mobile === 'boolean') return mobile || win.matchMedia('(max-width: 432px)').matches;
  return win.matchMedia('(max-width: 432px)').matches;
}

/** Read at the moment a width is chosen: a window moved to another screen changes it. */
export function currentDevice(win: Window = window): Device {
  const saveData = (win.navigator as Navigator & NavigatorExtras).connection?.saveData === true;
  return { devicePixelRatio: win.devicePixelRatio || 1, saveData };
}

let shared: ImageQueue | null = null;

/** The one queue every image on the page shares (16 loads at once, 1 on a phone). */
export function sharedImageQueue(): ImageQueue {
  shared ??= createImageQueue({ concurrency: queueConcurrency(isMobileDevice()) });
  return shared;
}

/**
 * Fetches and decodes an image off-screen. The visible `<img>` then takes the same URL
 * from the browser's image cache: no second request, and no half-drawn image.
 */
export function loadImage(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      // decode() waits for rendering, which a hidden tab never does: there, loaded is
      // enough. It also fails on some very large images that display fine.
      if (image.ownerDocument.visibilityState === 'hidden') resolve();
      else image.decode().then(resolve, () => resolve());
    };
    image.onerror = () => reject(new Error(`Image failed to load: ${url}`));
    image.src = url;
  });
}
