/**
 * Server HTML → image props. The block holds one `<img>` carrying the slide attributes
 * of SPEC.md §3 (`data-src`, `data-image-dimensions`, `data-image-focal-point`) and its
 * alt text. Reads only; odd markup gives an image with no source (and a warning), never
 * an exception.
 */
import { keepFallback, type BlockFallback, type SettingsOf } from '@sqs/runtime/contracts/block-data';
import { imageWarningText } from './image-messages';
import { parseDimensions, parseFocalPoint, serverImageOf, type Dimensions, type FocalPoint, type ServerImage } from './image-sizing';
import type { imageSettings } from './image.settings';

export interface ImageData {
  src: string;
  alt: string;
  dimensions: Dimensions | null;
  focalPoint: FocalPoint;
  /** `data-alignment` on the `<img>`, as the platform's older markup has it; the setting wins. */
  alignment: string;
  /** The `<img>` as the browser has it: adopted, not fetched again (issue 13). */
  serverImage: ServerImage | null;
}

/** What the server HTML gives, read once per upgrade. */
export interface ImageContent {
  image: ImageData | null;
}

export type ImageProps = SettingsOf<typeof imageSettings> & ImageContent;

/** The block's `<img>`: a direct child first, else the first one inside (a `<picture>`, a link). */
export function imageOf(host: Element): HTMLImageElement | null {
  const direct = [...host.children].find((child): child is HTMLImageElement => child.localName === 'img');
  return direct ?? host.querySelector('img');
}

/** The dimensions from `data-image-dimensions`, else the `width` and `height` attributes. */
export function dimensionsOf(img: Element): Dimensions | null {
  return (
    parseDimensions(img.getAttribute('data-image-dimensions')) ??
    parseDimensions(`${img.getAttribute('width') ?? ''}x${img.getAttribute('height') ?? ''}`)
  );
}

/**
 * No `<img>`: SPEC.md §8's 'No image', reported once, and the server HTML stays (issue 20: an
 * empty frame would hide whatever the server sent in its place).
 */
export function readImage(host: HTMLElement): ImageContent | BlockFallback {
  const img = imageOf(host);
  if (!img) return keepFallback(imageWarningText({ code: 'no-image' }));
  return {
    image: {
      src: (img.getAttribute('data-src') ?? img.getAttribute('src') ?? '').trim(),
      alt: img.getAttribute('alt') ?? '',
      dimensions: dimensionsOf(img),
      focalPoint: parseFocalPoint(img.getAttribute('data-image-focal-point')),
      alignment: img.getAttribute('data-alignment') ?? '',
      serverImage: serverImageOf(img),
    },
  };
}
