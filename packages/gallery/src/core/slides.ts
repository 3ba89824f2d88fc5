/**
 * A slide, read from its server-rendered `<figure>` (CONTRACT.md §4; SPEC.md §3 "Gallery slide
 * attributes"): the server HTML is the data source, as PhotoSwipe's `_domElementToItemData` reads
 * its items. Pure: attributes come through a lookup, so this runs without a DOM.
 *
 * Forgiving, never throws: a malformed value reads as null (no dimensions, no focal point), an
 * unknown type as image, a missing text as ''. The click-through URL passes the library's link
 * rules (`safeHref`): a `javascript:` link in the data never becomes a live link.
 */
import { safeHref } from '@sqs/runtime/contracts/links';

export type SlideType = 'image' | 'video';

export interface Dimensions {
  width: number;
  height: number;
}

/** Fractions of the image's width and height, 0..1 (0.5, 0.5 is the centre). */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface Slide {
  /** `data-slide-id`; null when missing (the slide cannot be deep-linked by id). */
  id: string | null;
  /** `data-slide-url`, relative to the collection's full URL (SPEC.md §2 deep links). */
  url: string | null;
  /** `data-click-through-url`, safe, or null. */
  clickThroughUrl: string | null;
  /** `data-type`: video or image; video also when the figure has a video wrapper (SPEC.md §3). */
  type: SlideType;
  title: string;
  description: string;
  /** `data-lightbox-theme`; null: the gallery's theme. */
  lightboxTheme: 'light' | 'dark' | null;
  /** `data-image-dimensions` 'WxH'; reserves the box before the image arrives. */
  dimensions: Dimensions | null;
  /** `data-image-focal-point` 'x,y'. */
  focalPoint: FocalPoint | null;
  /** `data-src`. */
  src: string | null;
}

/** The attributes read, in CONTRACT.md §4's order. */
export const SLIDE_ATTRIBUTES = [
  'data-slide-id',
  'data-slide-url',
  'data-click-through-url',
  'data-type',
  'data-title',
  'data-description',
  'data-lightbox-theme',
  'data-image-dimensions',
  'data-image-focal-point',
  'data-src',
] as const;

export type SlideAttribute = (typeof SLIDE_ATTRIBUTES)[number];

export interface ParseSlideOptions {
  /** The figure holds a video wrapper (its `<template>` embed): the type is video (SPEC.md §3). */
  hasVideoWrapper?: boolean;
}

export function parseSlideAttributes(get: (name: SlideAttribute) => string | null, options: ParseSlideOptions = {}): Slide {
  const text = (name: SlideAttribute): string => get(name) ?? '';
  const nonEmpty = (name: SlideAttribute): string | null => {
    const value = get(name)?.trim();
    return value ? value : null;
  };
  const declaredType = text('data-type').trim().toLowerCase();
  const theme = text('data-lightbox-theme').trim().toLowerCase();
  const link = nonEmpty('data-click-through-url');
  return {
    id: nonEmpty('data-slide-id'),
    url: nonEmpty('data-slide-url'),
    clickThroughUrl: link === null ? null : safeHref(link),
    type: declaredType === 'video' || options.hasVideoWrapper === true ? 'video' : 'image',
    title: text('data-title'),
    description: text('data-description'),
    lightboxTheme: theme === 'light' || theme === 'dark' ? theme : null,
    dimensions: parseDimensions(get('data-image-dimensions')),
    focalPoint: parseFocalPoint(get('data-image-focal-point')),
    src: nonEmpty('data-src'),
  };
}

const NUMBER = '(\\d+(?:\\.\\d+)?|\\.\\d+)';
const DIMENSIONS = new RegExp(`^\\s*${NUMBER}\\s*[x×]\\s*${NUMBER}\\s*$`, 'i');
const FOCAL_POINT = new RegExp(`^\\s*(-?${NUMBER})\\s*,\\s*(-?${NUMBER})\\s*$`);

/** 'WxH' (also 'W×H', any spaces) with both sides above 0; anything else null. */
export function parseDimensions(value: string | null | undefined): Dimensions | null {
  const m = typeof value === 'string' ? DIMENSIONS.exec(value) : null;
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) ? { width, height } : null;
}

/** 'x,y' as fractions; values outside 0..1 are clamped (a point off the image means its edge). */
export function parseFocalPoint(value: string | null | undefined): FocalPoint | null {
  const m = typeof value === 'string' ? FOCAL_POINT.exec(value) : null;
  if (!m) return null;
  const clamp = (n: number): number => Math.min(1, Math.max(0, n));
  const x = Number(m[1]);
  const y = Number(m[3]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x: clamp(x), y: clamp(y) } : null;
}

/** Width over height, or null without dimensions. */
export function slideAspectRatio(slide: Pick<Slide, 'dimensions'>): number | null {
  return slide.dimensions ? slide.dimensions.width / slide.dimensions.height : null;
}
