/**
 * Server HTML → gallery props (CONTRACT.md §4): each child `<figure>` is a slide with
 * SPEC.md §3's slide attributes around an `<img>` (its `alt` kept), an optional
 * `<figcaption>`, and for a video its embed in a `<template>` (cloned only on play).
 * Forgiving: a figure without an image source is still a slide (it shows its caption);
 * problems are reported and the rest renders. Unreadable block data keeps the fallback
 * with SPEC.md §5's text.
 */
import { keepFallback, type BlockFallback } from '@sqs/runtime/contracts/block-data';
import type { GallerySettings } from '../core/gallery-settings';
import { serverImageOf, type ServerImage } from '../image/image-sizing';
import { noImagesText } from '../core/gallery-messages';
import { parseSlideAttributes, type Slide } from '../core/slides';

export interface GallerySlide extends Slide {
  /** A stable key: the slide id, else its position. */
  key: string;
  alt: string;
  caption: string;
  /** The video's embed markup, inserted only when the visitor plays it. */
  embed: HTMLTemplateElement | null;
  /** In a page layout area: deep links skip it (SPEC.md §2). */
  inLayoutArea: boolean;
  /** The figure's own `<img>`, as the browser has it: adopted, not fetched again (issue 13). */
  serverImage: ServerImage | null;
}

/** What the server HTML gives: the slides, read once per upgrade. */
export interface GalleryContent {
  slides: GallerySlide[];
}

export interface GalleryProps extends GalleryContent {
  settings: GallerySettings;
}

export const figuresOf = (host: Element): HTMLElement[] =>
  [...host.children].filter((child): child is HTMLElement => child.localName === 'figure');

/** A video slide's embed: the figure's own `<template>`. */
const embedOf = (figure: Element): HTMLTemplateElement | null =>
  [...figure.children].find((c): c is HTMLTemplateElement => c.localName === 'template') ?? null;

const slideAttributes = (figure: Element, embed: HTMLTemplateElement | null) =>
  parseSlideAttributes((name) => figure.getAttribute(name), { hasVideoWrapper: embed !== null });

export function readSlides(host: Element): GallerySlide[] {
  return figuresOf(host).map((figure, index) => {
    const embed = embedOf(figure);
    const slide = slideAttributes(figure, embed);
    const img = figure.querySelector('img');
    const caption = figure.querySelector('figcaption')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return {
      ...slide,
      // An <img src> without data-src still works (a hand-written fallback).
      src: slide.src ?? img?.getAttribute('src') ?? null,
      key: slide.id ?? `slide-${index}`,
      alt: img?.getAttribute('alt') ?? slide.title,
      title: slide.title || caption,
      caption,
      embed,
      inLayoutArea: figure.hasAttribute('data-layout-area'),
      serverImage: serverImageOf(img),
    };
  });
}

/** The slides, or SPEC.md §8's 'No images' when there is no `<figure>`: the server HTML stays. */
export function readGallery(host: HTMLElement): GalleryContent | BlockFallback {
  const slides = readSlides(host);
  return slides.length > 0 ? { slides } : keepFallback(noImagesText());
}

/**
 * A click held on a slide's server `<figure>` before the upgrade (issue 13: no lost tap) lands
 * on that slide's opener: the lightbox opens on the tapped slide, or its click-through link is
 * followed. Anything else held inside the gallery is clicked where it was, if still there. The
 * same mapping moves keyboard focus from hidden server markup to the view at the upgrade.
 */
export function galleryReplayTarget(host: HTMLElement, target: Element): Element | null {
  const index = figuresOf(host).findIndex((figure) => figure.contains(target));
  if (index >= 0) return host.shadowRoot?.querySelector(`.opener[data-index="${index}"]`) ?? null;
  // A carousel's server arrow (README, "Server HTML for a carousel"): focus on it follows to the
  // carousel's own arrow of the same direction.
  const arrow = target.closest('[data-sqs-slide]')?.getAttribute('data-sqs-slide');
  if (arrow === 'previous' || arrow === 'next') return host.shadowRoot?.querySelector(`.control.${arrow}`) ?? null;
  return host.contains(target) ? target : null;
}
