import galleryStyles from './gallery.css?inline';
import lightboxStyles from '../lightbox/lightbox.css?inline';
import { responsiveImageStyles } from '../image/responsive-image';
import { createBlockElement } from '@sqs/blocks/shared/block-element';
import { designOf } from '../core/design-table';
import { galleryReplayTarget, readGallery } from './gallery.read';
import { prepareGalleryParts } from './prepare-parts';
import { gallerySettingsReader } from './gallery.settings';
import { GalleryView } from './gallery.view';

/**
 * A gallery of images and videos in every design of SPEC.md §2 (grid, autogrid,
 * autocolumns, autorows, carousel, strip, slideshow, list), with a lightbox, deep links
 * and history. Each child `<figure>` is a slide (CONTRACT.md §4).
 *
 * @summary An image and video gallery with a lightbox, built from server-rendered figures.
 * @tag sqs-gallery
 *
 * @attr {string} data-block-json - The gallery's settings (SPEC.md "Gallery block data": `design`, `lightbox`, `autoplay`, `autoplay-duration`, `slidesPerRow`, `meta-position`, `loop`, ...).
 * @attr {'grid' | 'autogrid' | 'autocolumns' | 'autorows' | 'carousel' | 'slider' | 'slideshow' | 'stacked' | 'list'} design - The layout: slider is the strip, slideshow the stacked one (core/designs.ts DESIGN_NAME_MAP; test/dist holds the two equal).
 * @attr {boolean} lightbox - Open slides in a lightbox.
 * @attr {boolean} autoplay - Advance the slideshow by itself (never with nomotion=true or reduced motion).
 * @attr {boolean} loop - Wrap from the last slide to the first.
 * @attr {string} data-linked-to - The id of a gallery this one follows (a thumbnail strip under a slideshow).
 * @attr {'eager' | 'idle' | 'visible' | 'interaction'} data-load-on - When the block loads (default visible).
 *
 * @fires {CustomEvent<{index: number, previousIndex: number, slideId: string | null}>} sqs-gallery-request-slide-change - Before the visitor's change of slide. Cancelable.
 * @fires {CustomEvent<{index: number, previousIndex: number, slideId: string | null}>} sqs-gallery-slide-change - The current slide changed (also once at the upgrade of a gallery that starts on a later slide than the first, `previousIndex` 0).
 * @fires {CustomEvent<{index: number, slideId: string | null}>} sqs-lightbox-open - The lightbox opened.
 * @fires {CustomEvent<{index: number}>} sqs-lightbox-close - The lightbox closed.
 * @fires {CustomEvent<{index: number}>} sqs-gallery-linked-select - A gallery following this one (`data-linked-to`) asks it to show a slide.
 * @fires {CustomEvent<{tag: string}>} sqs-block-ready - After the first render.
 * @fires {CustomEvent<{tag: string, message: string}>} sqs-block-error - The block could not render; its fallback stays.
 *
 * @csspart gallery - The gallery region.
 * @csspart slides - The list or stage of slides.
 * @csspart slide - One slide; `slide-active` on the current one.
 * @csspart slide-active - The current slide of a carousel, strip or slideshow (with `slide`).
 * @csspart opener - The button (lightbox) or link (click-through) around a slide.
 * @csspart image-frame - The box an image fills.
 * @csspart image - An image.
 * @csspart meta - A slide's title and description.
 * @csspart meta-title - A slide's title.
 * @csspart meta-description - A slide's description.
 * @csspart previous - The previous control.
 * @csspart next - The next control.
 * @csspart autoplay - The pause and play control of a slideshow.
 * @csspart thumbnails - The row of thumbnails under a slideshow (`thumbnails: true`).
 * @csspart thumbnail - One thumbnail button; `thumbnail-current` on the current slide's.
 * @csspart thumbnail-current - The current slide's thumbnail (with `thumbnail`).
 * @csspart lightbox - The lightbox dialog; `lightbox-light` or `lightbox-dark` names its theme.
 * @csspart lightbox-light - The lightbox dialog in the light theme (`lightboxTheme` or a slide's `data-lightbox-theme`).
 * @csspart lightbox-dark - The lightbox dialog in the dark theme.
 * @csspart lightbox-overlay - The backdrop behind the lightbox's slide.
 * @csspart lightbox-media - The box that holds the lightbox's image or video.
 * @csspart lightbox-title - The slide's title in the lightbox.
 * @csspart lightbox-description - The slide's description in the lightbox.
 * @csspart lightbox-close - The lightbox's close button.
 * @csspart lightbox-previous - The lightbox's previous button.
 * @csspart lightbox-next - The lightbox's next button.
 *
 * @cssprop [--sqs-gallery-control-size=44px] - Size of the previous, next and pause controls.
 * @cssprop [--sqs-gallery-control-color=#fff] - Colour of the controls' icons.
 * @cssprop [--sqs-gallery-control-background=rgba(0,0,0,.55)] - Background of the controls.
 * @cssprop [--sqs-gallery-meta-color=inherit] - Colour of slide titles and descriptions.
 * @cssprop [--sqs-gallery-duration=400ms] - Slide transition time (0s under reduced motion).
 * @cssprop [--sqs-gallery-focus-color=#1a1a1a] - Focus ring colour (inside its halo).
 * @cssprop [--sqs-gallery-focus-halo=#fff] - The light halo around the focus ring, so it shows on dark and light areas.
 * @cssprop [--sqs-gallery-meta-scrim=rgba(0,0,0,.6)] - Background under titles shown over the image.
 * @cssprop [--sqs-image-ratio=auto] - Aspect ratio of an image's frame where the design gives none.
 * @cssprop [--sqs-image-position=50% 50%] - Focal point of a cropped image (`object-position`).
 * @cssprop [--sqs-image-fade=0.3s] - Fade-in time of a loaded image (none under reduced motion).
 * @cssprop [--sqs-lightbox-overlay=#fff] - The lightbox's background (#000 in the dark theme).
 * @cssprop [--sqs-lightbox-color=#111] - The lightbox's text and control colour (#fff in the dark theme).
 * @cssprop [--sqs-lightbox-overlay-opacity=0.95] - Opacity of the lightbox's background.
 * @cssprop [--sqs-lightbox-padding=100px] - Space around the lightbox's slide (64px 0 on narrow screens).
 * @cssprop [--sqs-lightbox-speed=0.6s] - Fade time of the lightbox's slide (0s under reduced motion).
 * @cssprop [--sqs-lightbox-overlay-speed=0.3s] - Fade time of the lightbox's background.
 * @cssprop [--sqs-lightbox-control-size=44px] - Size of the lightbox's close, previous and next buttons.
 * @cssprop [--sqs-lightbox-control-background=transparent] - Background of the lightbox's buttons.
 * @cssprop [--sqs-lightbox-focus-color=currentColor] - Focus ring colour of the lightbox's buttons (the theme's text colour, on its own background).
 * @cssprop [--sqs-lightbox-focus-halo=the overlay colour] - The halo around the lightbox buttons' focus ring, so it shows over a light or dark image too.
 */
export class SqsGalleryElement extends createBlockElement({
  tag: 'sqs-gallery',
  settings: gallerySettingsReader,
  read: readGallery,
  prepare: prepareGalleryParts,
  replayTarget: galleryReplayTarget,
  // A grid of the server's figures already looks like the grid designs: render those when the
  // visitor is about to use them, or idle; designs that move need their controls at once.
  settles: (_host, { settings }) => !designOf(settings.design).moving,
  View: GalleryView,
  styles: [galleryStyles, responsiveImageStyles, lightboxStyles].join('\n'),
}) {}
