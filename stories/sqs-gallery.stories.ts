import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import '../packages/gallery/src/gallery/gallery.define';
import standin from '../packages/server/demo/assets/video-standin.html?url';
import { serverHtml } from './story-html';
import { clearGalleryAddress, figure, figures, galleryHtml, openLightboxAt, photoUrl, renderedGallery } from './gallery-story';

const meta: Meta = {
  title: 'Gallery/sqs-gallery',
  component: 'sqs-gallery',
  parameters: {
    docs: {
      description: {
        component:
          'An image and video gallery built from server-rendered `<figure>`s (CONTRACT.md §4): every design of SPEC.md §2, the lightbox with its themes, autoplay with a pause control, linked galleries, meta positions, fixed ratios, video slides, and the fallback kept when the settings cannot be read.',
      },
    },
  },
  beforeEach: clearGalleryAddress,
};
export default meta;

const story = (description: string, html: string, extra: Partial<StoryObj> = {}): StoryObj => ({
  parameters: { docs: { description: { story: description } } },
  render: () => serverHtml(html),
  ...extra,
});

// Designs, one story each (SPEC.md §2 design map: slider → strip, slideshow → stacked, stacked → base).

export const Grid = story(
  'Four per row (the default), 12 px gutter, lightbox on.',
  galleryHtml('grid', { design: 'grid', lightbox: true, slidesPerRow: 4, gutter: 12 }, figures('grid', 1, 8)),
);

export const Autogrid = story(
  'As many columns of at least `columnWidth` (here 220 px) as fit; each image keeps its own ratio.',
  galleryHtml('autogrid', { design: 'autogrid', columnWidth: 220, gutter: 10, lightbox: true }, figures('autogrid', 1, 9)),
);

export const Autocolumns = story(
  'Masonry columns of `columnWidth` (220 px); each slide keeps its own height.',
  galleryHtml('autocolumns', { design: 'autocolumns', columnWidth: 220, gutter: 10, lightbox: true }, figures('autocolumns', 2, 11, { caption: false })),
);

export const Autorows = story(
  'Justified rows `rowHeight` (180 px) high: a slide grows with its aspect ratio. Lightbox on by default for this design.',
  galleryHtml('autorows', { design: 'autorows', rowHeight: 180, gutter: 6 }, figures('autorows', 4, 12, { caption: false })),
);

export const Carousel: StoryObj = story(
  'Three per group (two under 480 px); previous is disabled at the start without `loop`; the controls hide when every slide fits.',
  galleryHtml('carousel', { design: 'carousel', slidesPerRow: 3, lightbox: true }, figures('carousel', 3, 10)),
  {
    play: async ({ canvasElement }) => {
      const { $, activeIndex } = await renderedGallery(canvasElement);
      expect($('.control.previous')?.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click($('.control.next')!);
      await waitFor(() => expect(activeIndex()).toBe(1));
    },
  },
);

const strip = (alignment: 'start' | 'middle' | 'end') =>
  story(
    `A strip (design \`slider\`) with the current slide (the fifth, \`currentIndex: 4\`) aligned to the ${alignment}. A click on a slide makes it current.`,
    galleryHtml(`strip-${alignment}`, { design: 'slider', 'active-alignment': alignment, 'thumbnail-strip-height': 140, gutter: 8, currentIndex: 4 }, figures(`strip-${alignment}`, 1, 10, { caption: false })),
  );

export const StripStart = strip('start');
export const StripMiddle: StoryObj = {
  ...strip('middle'),
  play: async ({ canvasElement }) => {
    const { $$, activeIndex } = await renderedGallery(canvasElement);
    await waitFor(() => expect(activeIndex()).toBe(4));
    await userEvent.click($$('.slide')[5]!);
    await waitFor(() => expect(activeIndex()).toBe(5));
    expect($$('.slide')[5]!.getAttribute('aria-current')).toBe('true');
  },
};
export const StripEnd = strip('end');

const SLIDESHOW = { design: 'slideshow', lightbox: true, loop: true, imageAspectRatio: '16:9' };

export const SlideshowFade: StoryObj = story(
  'One slide at a time in a 16:9 box, with a fade (the default transition). A click on the slide, the arrows or ← → move it.',
  galleryHtml('slideshow-fade', { ...SLIDESHOW, transition: 'fade', lightbox: false }, figures('slideshow-fade', 1, 6)),
  {
    play: async ({ canvasElement }) => {
      const { $, activeIndex } = await renderedGallery(canvasElement);
      expect(activeIndex()).toBe(0);
      await userEvent.click($('.control.next')!);
      await waitFor(() => expect(activeIndex()).toBe(1));
    },
  },
);

export const SlideshowKenBurns = story(
  'Ken burns: the current image slowly zooms to 1.075 (not under reduced motion).',
  galleryHtml('slideshow-ken-burns', { ...SLIDESHOW, transition: 'ken-burns' }, figures('slideshow-ken-burns', 7, 12)),
);

export const SlideshowScroll = story(
  'Scroll: slides slide in from the side (`scroll-direction` horizontal, the default).',
  galleryHtml('slideshow-scroll', { ...SLIDESHOW, transition: 'scroll' }, figures('slideshow-scroll', 1, 6)),
);

export const SlideshowScrollVertical = story(
  'Scroll with `scroll-direction: vertical`: slides come in from below.',
  galleryHtml('slideshow-scroll-vertical', { ...SLIDESHOW, transition: 'scroll', 'scroll-direction': 'vertical' }, figures('slideshow-scroll-vertical', 4, 9)),
);

export const SlideshowThumbnails = story(
  'With `thumbnails`: a slide picker under the stage, `thumbnails-per-row` 6, `square-thumbs`. One tab stop; Left/Right move the slides and focus follows; Home/End; Enter, Space or a click shows that slide.',
  galleryHtml('slideshow-thumbnails', { ...SLIDESHOW, transition: 'fade', thumbnails: true, 'thumbnails-per-row': 6, 'square-thumbs': true }, figures('slideshow-thumbnails', 1, 12)),
);

export const List = story(
  'One slide per row, title and description beside the image.',
  galleryHtml('list', { design: 'list' }, figures('list', 5, 7)),
);

export const Base = story(
  'Design `stacked` (SPEC.md §2 maps it to `base`): the images one under another.',
  galleryHtml('base', { design: 'stacked', gutter: 16 }, figures('base', 1, 3)),
);

// The lightbox: light and dark themes (the gallery's `lightboxTheme`, dark by default).

export const LightboxLight: StoryObj = story(
  '`lightboxTheme: light`. The play opens the second slide.',
  galleryHtml('lightbox-light', { design: 'grid', lightbox: true, lightboxTheme: 'light', slidesPerRow: 3, gutter: 8 }, figures('lightbox-light', 1, 6)),
  {
    play: async ({ canvasElement }) => {
      const { root } = await renderedGallery(canvasElement);
      const dialog = await openLightboxAt(root, 1);
      expect(dialog.dataset.theme).toBe('light');
      expect(dialog.textContent).toContain('Slide 2 of 6');
      await waitFor(() => expect(dialog.contains(root.activeElement)).toBe(true));
    },
  },
);

export const LightboxDark: StoryObj = story(
  'The default dark theme. The play opens the first slide.',
  galleryHtml('lightbox-dark', { design: 'grid', lightbox: true, slidesPerRow: 3, gutter: 8 }, figures('lightbox-dark', 7, 12)),
  {
    play: async ({ canvasElement }) => {
      const { root } = await renderedGallery(canvasElement);
      const dialog = await openLightboxAt(root, 0);
      expect(dialog.dataset.theme).toBe('dark');
      expect(dialog.textContent).toContain('Slide 1 of 6');
    },
  },
);

export const LightboxSlideTheme: StoryObj = story(
  'The gallery is dark; the third slide asks for light (`data-lightbox-theme="light"`), and wins.',
  galleryHtml(
    'lightbox-slide-theme',
    { design: 'grid', lightbox: true, slidesPerRow: 3, gutter: 8 },
    [figure('lightbox-slide-theme', 1), figure('lightbox-slide-theme', 2), figure('lightbox-slide-theme', 3, { attrs: 'data-lightbox-theme="light"' })].join('\n'),
  ),
  {
    play: async ({ canvasElement }) => {
      const { root } = await renderedGallery(canvasElement);
      const dialog = await openLightboxAt(root, 2);
      expect(dialog.dataset.theme).toBe('light');
    },
  },
);

// States.

export const AutoplayWithPause: StoryObj = story(
  'Autoplay every 1.5 s, in order (`autoplay-randomize: false`), with a visible pause control (WAI-ARIA carousel). It also pauses while the mouse is over it (desktop widths) or focus is inside.',
  galleryHtml('autoplay', { ...SLIDESHOW, autoplay: true, 'autoplay-duration': 1.5, 'autoplay-randomize': false }, figures('autoplay', 1, 6)),
  {
    play: async ({ canvasElement }) => {
      const { $, activeIndex } = await renderedGallery(canvasElement);
      const control = $('.control.autoplay');
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) {
        // Reduced motion: autoplay starts paused (see ReducedMotion).
        expect(control?.getAttribute('aria-label')).toBe('Play slideshow');
        return;
      }
      expect(control?.getAttribute('aria-label')).toBe('Pause slideshow');
      expect($('.stage')?.getAttribute('aria-live')).toBe('off'); // rotating: not announced
      await userEvent.click(control!);
      await waitFor(() => expect(control?.getAttribute('aria-label')).toBe('Play slideshow'));
      expect($('.stage')?.getAttribute('aria-live')).toBe('polite');
      const paused = activeIndex();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(activeIndex()).toBe(paused);
    },
  },
);

const REDUCED_MOTION_NOTE = `<p style="max-width:60ch"><strong>Reduced motion.</strong> Under <code>prefers-reduced-motion: reduce</code> this
  autoplaying ken-burns slideshow starts paused (the control offers "Play slideshow"), slide changes are instant and the zoom does not run.
  Storybook cannot switch the media feature itself: turn it on in the system settings, or in Chrome DevTools → Rendering →
  "Emulate CSS media feature prefers-reduced-motion", then reload the story. <code>?nomotion=true</code> in the page address (or the
  <code>nomotion</code> setting, see NoMotion) turns autoplay off altogether.</p>`;

export const ReducedMotion: StoryObj = story(
  'A note, and a gallery to try it on. The play checks whichever preference the browser has.',
  REDUCED_MOTION_NOTE +
    galleryHtml('reduced-motion', { ...SLIDESHOW, transition: 'ken-burns', autoplay: true, 'autoplay-duration': 3, 'autoplay-randomize': false }, figures('reduced-motion', 7, 12)),
  {
    play: async ({ canvasElement }) => {
      const { $ } = await renderedGallery(canvasElement);
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      expect($('.gallery')?.hasAttribute('data-reduced-motion')).toBe(reduced);
      expect($('.control.autoplay')?.getAttribute('aria-label')).toBe(reduced ? 'Play slideshow' : 'Pause slideshow');
    },
  },
);

export const NoMotion: StoryObj = story(
  'The `nomotion` setting (as `?nomotion=true` in the address does): autoplay is off and no pause control is shown.',
  galleryHtml('nomotion', { ...SLIDESHOW, autoplay: true, nomotion: true }, figures('nomotion', 1, 6)),
  {
    play: async ({ canvasElement }) => {
      const { $ } = await renderedGallery(canvasElement);
      expect($('.control.autoplay')).toBeNull();
    },
  },
);

export const LinkedThumbnailStrip: StoryObj = story(
  'A slideshow and a thumbnail strip that follows it (`data-linked-to="linked-show"`): the slideshow moves the strip, and a click on a thumbnail is meant to move the slideshow. The play checks the first direction.',
  galleryHtml('linked-show', { ...SLIDESHOW, lightbox: true }, figures('linked-show', 1, 6)) +
    galleryHtml(
      'linked-thumbs',
      { design: 'slider', 'active-alignment': 'start', 'thumbnail-strip-height': 80, gutter: 8 },
      figures('linked-thumbs', 1, 6, { caption: false }),
      'data-linked-to="linked-show" aria-label="Slideshow thumbnails" style="margin-top:8px"',
    ),
  {
    play: async ({ canvasElement }) => {
      const show = await renderedGallery(canvasElement, '#linked-show');
      const thumbs = await renderedGallery(canvasElement, '#linked-thumbs');
      await userEvent.click(show.$('.control.next')!);
      await waitFor(() => expect(show.activeIndex()).toBe(1));
      await waitFor(() => expect(thumbs.activeIndex()).toBe(1));
    },
  },
);

const META_POSITIONS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'center', 'top', 'bottom'] as const;

export const MetaPositions = story(
  'Each `meta-position` on a square-thumbed grid: the corners and centre lay the title and description over the image; `top` and `bottom` keep them in the flow.',
  META_POSITIONS.map(
    (position) => `<h3 style="font:600 14px system-ui;margin:16px 0 6px">meta-position: ${position}</h3>
    ${galleryHtml(`meta-${position}`, { design: 'grid', slidesPerRow: 4, gutter: 8, 'square-thumbs': true, 'meta-position': position }, figures(`meta-${position}`, 1, 4, { caption: false }))}`,
  ).join('\n'),
);

export const SquareThumbs = story(
  '`square-thumbs`: every image cropped to a square around its focal point.',
  galleryHtml('square', { design: 'grid', slidesPerRow: 4, gutter: 8, 'square-thumbs': true, lightbox: true }, figures('square', 1, 8, { caption: false })),
);

export const AspectRatio = story(
  '`imageAspectRatio: "16:9"`: every image cropped to 16:9 (portraits too).',
  galleryHtml('ratio', { design: 'grid', slidesPerRow: 3, gutter: 8, imageAspectRatio: '16:9', lightbox: true }, figures('ratio', 1, 6, { caption: false })),
);

const VIDEO_SLIDE = `<figure data-slide-id="video-pier" data-slide-url="video-pier" data-type="video" data-title="A walk along the pier" data-image-dimensions="800x450" data-src="${photoUrl(10)}">
      <img src="${photoUrl(10)}" alt="A walk along the pier" width="800" height="450" loading="lazy">
      <template><iframe src="${standin}" data-provider="youtube" title="A walk along the pier" width="800" height="450" allowfullscreen></iframe></template>
    </figure>`;

export const VideoSlide: StoryObj = story(
  'A video slide (`data-type="video"`): its poster until played; the embed in its `<template>` is inserted only then. The embed is the local stand-in player (packages/server/demo/assets/video-standin.html): video hosts cannot be reached here.',
  galleryHtml('video', { design: 'grid', slidesPerRow: 2, gutter: 8, imageAspectRatio: '16:9' }, `${figure('video', 4)}\n    ${VIDEO_SLIDE}`),
  {
    play: async ({ canvasElement }) => {
      const { $ } = await renderedGallery(canvasElement);
      expect($('iframe')).toBeNull();
      await userEvent.click($('.sqs-video-play')!);
      await waitFor(() => expect($('.sqs-video-stage iframe')).toBeTruthy());
    },
  },
);

export const BrokenSettingsKeepFallback: StoryObj = story(
  'Malformed `data-block-json` (`{"design": "grid", "lightbox": tru`): the element does not upgrade, the server figures stay, and the error is reported.',
  `<sqs-gallery id="broken" data-load-on="eager" data-block-json='{"design": "grid", "lightbox": tru'>
    ${figures('broken', 1, 3)}
  </sqs-gallery>`,
  {
    play: async ({ canvasElement }) => {
      const host = canvasElement.querySelector('sqs-gallery')!;
      await waitFor(() => expect(host.getAttribute('data-sqs-state')).toBe('error'));
      expect(host.querySelector('figure img')?.checkVisibility()).toBe(true);
    },
  },
);
