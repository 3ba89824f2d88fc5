import imageStyles from './image.css?inline';
import reservedBoxStyles from './reserved-box.css?inline';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { currentDevice } from './image-environment';
import { aspectRatio, chooseWidth, imageUrl, isValidSource } from './image-sizing';
import { dimensionsOf, imageOf, readImage } from './image.read';
import { imageSettings } from './image.settings';
import { ImageView } from './image.view';
import { reserveBox } from './reserve-box';
import { responsiveImageStyles } from './responsive-image';

const styles = `${reservedBoxStyles}\n${responsiveImageStyles}\n${imageStyles}`;

/**
 * A responsive, lazy image (SPEC.md §3 "Image loading settings", §4 "Images", §5, §9).
 * Server HTML: one `<img data-src data-image-dimensions="WxH" data-image-focal-point="x,y" alt>`.
 * The box is reserved from `data-image-dimensions` as soon as the element is defined, so
 * nothing moves when the block upgrades or the image arrives; the image loads within
 * 200 px of the viewport, at the smallest platform width (2500, 1500, 1000, 750, 500,
 * 300, 100) that covers its rendered size × device pixel ratio, through a page-wide queue
 * of 16 loads (1 on a phone), and again only when a larger width is needed.
 *
 * Before the module is defined the page alone holds the box: give the `<img>` `width` and
 * `height` (Chromium ignores them on an `<img>` with alt text and no `src`, so add a small
 * `src` with `loading="lazy"` where the first paint matters).
 *
 * @summary A lazy, responsive image whose box is reserved before it loads.
 * @tag sqs-image
 *
 * @attr {'fit' | 'fill' | 'none'} mode - fit (contain), fill (cover around the focal point, default) or none.
 * @attr {string} fit-alignment - For fit: `top`, `bottom left`, `center`... (JSON `fitAlignment`); missing warns and centres.
 * @attr {'viewport' | 'true' | 'false'} load - Load within 200 px of the viewport (default), now, or not yet.
 * @attr {number} size-adjustment - Multiplies the pixels fetched (JSON `sizeAdjustment`, default 1, at least 0).
 * @attr {number} dpr-min - Lowest device pixel ratio assumed (JSON `dprMin`, default 1).
 * @attr {number} dpr-max - Highest device pixel ratio honoured (JSON `dprMax`, default 2).
 * @attr {boolean} allow-save-data - Fetch less when the visitor asks to save data (JSON `allowSaveData`, default true).
 * @attr {boolean} force-image-update - Fetch again on every size change, smaller too (JSON `forceImageUpdate`).
 * @attr {'queryString' | 'filename'} size-format - `photo.jpg?format=750w` (default) or `photo-750w.jpg`.
 * @attr {string} data-block-json - The settings as a JSON object.
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block renders (default visible).
 *
 * @fires {CustomEvent<{url: string, width: number}>} sqs-image-load - The image, or a larger width of it, has loaded.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; the server image is shown instead.
 *
 * @csspart frame - The reserved box; has the class `loading` or `loaded`.
 * @csspart image - The `<img>`.
 *
 * @cssprop [--sqs-image-fade=0.3s] - Fade-in time of a loaded image (none under reduced motion).
 *
 * @slot - The server's `<img>`: shown until the block renders, and again if it fails.
 */
export class SqsImageElement extends createBlockElement({
  tag: 'sqs-image',
  settings: imageSettings,
  read: readImage,
  // The server's <img> already shows the picture: render when about to be used, or idle.
  settles: () => true,
  View: ImageView,
  styles,
}) {
  #listening = false;

  override connectedCallback(): void {
    const img = imageOf(this);
    reserveBox(this, styles, img ? aspectRatio(dimensionsOf(img)) : null);
    if (!this.#listening) {
      this.#listening = true;
      this.addEventListener('sqs-block-error', this.#showFallback);
    }
    super.connectedCallback();
  }

  /** The block failed: the server `<img>` shows again, so give it a source of a fitting width. */
  #showFallback = (): void => {
    const img = imageOf(this);
    const source = img?.getAttribute('data-src');
    if (!img || img.getAttribute('src') || !isValidSource(source)) return;
    const box = this.getBoundingClientRect();
    const width = chooseWidth(
      { width: box.width, height: box.height },
      { mode: 'fill', dimensions: dimensionsOf(img), sizeAdjustment: 1, dprMin: 1, dprMax: 2, allowSaveData: true },
      currentDevice(),
    );
    img.src = imageUrl(source, width);
  };
}

