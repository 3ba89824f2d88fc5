/**
 * The image loader's arithmetic (SPEC.md §3 "Image loading settings", §4 "Images", §5,
 * §9 "Images"): which of the platform's widths to fetch for a rendered box, where a
 * cropped image sits, and the image URL for a width. Pure: no DOM, no React; the device
 * (pixel ratio, Save-Data) comes in as arguments.
 */

/** SPEC.md §9: the widths the platform stores for every uploaded image, largest first. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** SPEC.md §9: an image starts loading when it comes within 200 px of the viewport. */
export const LAZY_MARGIN = '200px';

/**
 * Device pixel ratio bounds when the block sets none. Below 1 would fetch fewer pixels
 * than CSS pixels; above 2 the eye gains little while the bytes grow by (dpr/2)².
 */
export const DEFAULT_DPR_MIN = 1;
export const DEFAULT_DPR_MAX = 2;

/**
 * SPEC.md §5: fit (contain), fill (cover, placed by the focal point) or none (the box's
 * width, the image's own height). The platform's older names are accepted as aliases.
 */
export type ImageMode = 'fit' | 'fill' | 'none';
const MODE_ALIASES: Readonly<Record<string, ImageMode>> = {
  fit: 'fit',
  'content-fit': 'fit',
  contain: 'fit',
  fill: 'fill',
  'content-fill': 'fill',
  cover: 'fill',
  none: 'none',
};

/** `sizeFormat`: `?format=750w` (default) or `name-750w.jpg`, the platform's two URL forms. */
export type SizeFormat = 'queryString' | 'filename';

/** One definition with the slide model's (data-image-dimensions, data-image-focal-point). */
export type { Dimensions, FocalPoint } from '../core/slides';
import type { Dimensions, FocalPoint } from '../core/slides';

export interface FitAlignment {
  horizontal: 'left' | 'center' | 'right';
  vertical: 'top' | 'center' | 'bottom';
}

export const CENTER: FitAlignment = { horizontal: 'center', vertical: 'center' };
export const DEFAULT_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

/** The rendered box in CSS pixels. */
export interface Box {
  width: number;
  height: number;
}

export interface SizingOptions {
  mode: ImageMode;
  dimensions: Dimensions | null;
  /** Multiplies the pixels fetched; ≥ 0 (SPEC.md §5). */
  sizeAdjustment: number;
  dprMin: number;
  dprMax: number;
  /** Honour the visitor's Save-Data request by fetching less. */
  allowSaveData: boolean;
}

export interface Device {
  devicePixelRatio: number;
  /** `navigator.connection.saveData`: the visitor asked for less data. */
  saveData: boolean;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** `data-image-dimensions="1500x1000"` → `{width: 1500, height: 1000}`; anything else → null. */
export function parseDimensions(value: string | null | undefined): Dimensions | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** `data-image-focal-point="0.3,0.7"` → `{x: 0.3, y: 0.7}`, clamped to 0..1; else the centre. */
export function parseFocalPoint(value: string | FocalPoint | null | undefined): FocalPoint {
  if (value && typeof value === 'object') {
    return isFiniteNumber(value.x) && isFiniteNumber(value.y) ? { x: clamp(value.x, 0, 1), y: clamp(value.y, 0, 1) } : DEFAULT_FOCAL_POINT;
  }
  const parts = (value ?? '').split(',').map((part) => (part.trim() === '' ? NaN : Number(part)));
  const [x, y] = parts;
  if (parts.length !== 2 || !isFiniteNumber(x) || !isFiniteNumber(y)) return DEFAULT_FOCAL_POINT;
  return { x: clamp(x, 0, 1), y: clamp(y, 0, 1) };
}

/**
 * SPEC.md §5: the mode must be fit, fill, none or null (null means none). Returns null
 * for anything else, so the caller can warn and fall back.
 */
export function parseMode(value: string | null | undefined): ImageMode | null {
  if (value === null || value === undefined || value.trim() === '') return 'none';
  return MODE_ALIASES[value.trim().toLowerCase()] ?? null;
}

/**
 * A fit image's alignment from words in any order ("top left", "bottom-right", "center").
 * Null when no alignment word is there: the caller warns and centres (SPEC.md §5).
 */
export function parseFitAlignment(value: string | null | undefined): FitAlignment | null {
  const words = new Set((value ?? '').toLowerCase().split(/[\s,_-]+/).filter(Boolean));
  const horizontal = words.has('left') ? 'left' : words.has('right') ? 'right' : 'center';
  const vertical = words.has('top') ? 'top' : words.has('bottom') ? 'bottom' : 'center';
  const named = ['left', 'right', 'top', 'bottom', 'center', 'middle'].some((word) => words.has(word));
  return named ? { horizontal, vertical } : null;
}

/** SPEC.md §5: clamped to 0 or more; anything that is not a number becomes 1. */
export function normaliseSizeAdjustment(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseFloat(value) : NaN;
  return Number.isNaN(n) ? 1 : Math.max(0, n);
}

/**
 * A usable image source: a path or an http(s) URL, or an inline `data:image/` or `blob:`
 * image. Other schemes (`javascript:`, `file:`) and empty values are not.
 */
export function isValidSource(source: string | null | undefined): source is string {
  const value = source?.trim() ?? '';
  if (value === '') return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true; // relative or protocol-relative
  if (scheme === 'http' || scheme === 'https' || scheme === 'blob') return true;
  return scheme === 'data' && /^data:image\//i.test(value);
}

/** The ratio the device renders at, within the block's bounds; Save-Data brings it to 1 at most. */
export function effectiveDpr(device: Device, options: Pick<SizingOptions, 'dprMin' | 'dprMax' | 'allowSaveData'>): number {
  const dpr = isFiniteNumber(device.devicePixelRatio) && device.devicePixelRatio > 0 ? device.devicePixelRatio : 1;
  const min = Math.max(0, options.dprMin);
  const max = Math.max(min, options.dprMax);
  const clamped = clamp(dpr, min, max);
  return options.allowSaveData && device.saveData ? Math.min(clamped, 1) : clamped;
}

/**
 * How wide the image is drawn in CSS pixels: fill covers the box (the larger scale),
 * fit fits inside it (the smaller), none takes the box's width. Without dimensions, or
 * a box of no height, the box's width.
 */
export function displayedWidth(mode: ImageMode, box: Box, dimensions: Dimensions | null): number {
  if (!dimensions || mode === 'none' || box.height <= 0) return box.width;
  const scaleX = box.width / dimensions.width;
  const scaleY = box.height / dimensions.height;
  const scale = mode === 'fill' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  return dimensions.width * scale;
}

/**
 * The platform width to fetch (SPEC.md §9 widths): the drawn width × device pixel ratio ×
 * sizeAdjustment, never more than the original, rounded up to the next stored width (the
 * largest when beyond it). Under Save-Data (when allowed) it rounds down instead, after
 * the ratio was already brought to 1: the visitor asked for fewer bytes.
 */
export function chooseWidth(box: Box, options: SizingOptions, device: Device): number {
  const dpr = effectiveDpr(device, options);
  let needed = displayedWidth(options.mode, box, options.dimensions) * dpr * normaliseSizeAdjustment(options.sizeAdjustment);
  if (options.dimensions) needed = Math.min(needed, options.dimensions.width);
  const ascending = [...IMAGE_WIDTHS].reverse();
  if (options.allowSaveData && device.saveData) {
    const down = IMAGE_WIDTHS.find((width) => width <= needed);
    return down ?? ascending[0]!;
  }
  // Sub-pixel noise (399.99 for 400) must not cost a whole step.
  const target = Math.round(needed * 100) / 100;
  return ascending.find((width) => width >= target) ?? IMAGE_WIDTHS[0];
}

/**
 * SPEC.md §4: re-fetch only when the new width is larger than the one loaded, or when
 * the update is forced (then any different width).
 */
/**
 * The platform width an image URL asks for (`photo.jpg?format=750w`, or `photo-750w.jpg`), or
 * null when it names none: what the server's `<img>` already fetched (issue 13: images once).
 */
export function platformWidthOf(url: string): number | null {
  const match = /[?&]format=(\d+)w(?:[&#]|$)/i.exec(url) ?? /-(\d+)w\.[a-z0-9]+(?:[?#]|$)/i.exec(url);
  const width = match ? Number(match[1]) : NaN;
  return Number.isInteger(width) && width > 0 ? width : null;
}

/** The image the server's HTML already loads: its URL and the width it is, when known. */
export interface ServerImage {
  url: string;
  width: number | null;
  /** Already loaded: shown at once, before any measuring. */
  complete: boolean;
}

/**
 * What the server's `<img>` shows (its `currentSrc`, the candidate its `srcset` chose, else its
 * `src`) and how wide that is: the platform width in its URL, else its natural width once
 * loaded. Null when it has no source yet, or has a `srcset` it has not chosen from yet.
 */
export function serverImageOf(img: HTMLImageElement | null): ServerImage | null {
  if (!img) return null;
  // A srcset <img> that has chosen nothing yet (lazy, not yet near) will fetch its srcset's
  // candidate, not its `src`: taking `src` here made the block fetch that width on top of the
  // browser's own choice when the lazy load started during the upgrade (issue 13: images once).
  if (!img.currentSrc && img.getAttribute('srcset')) return null;
  const url = img.currentSrc || img.getAttribute('src') || '';
  if (!url || /^data:/i.test(url)) return null;
  const complete = img.complete && img.naturalWidth > 0;
  return { url, width: platformWidthOf(url) ?? (complete ? img.naturalWidth : null), complete };
}

export function shouldFetch(loadedWidth: number | null, neededWidth: number, force = false): boolean {
  if (loadedWidth === null) return true;
  if (neededWidth > loadedWidth) return true;
  return force && neededWidth !== loadedWidth;
}

/**
 * The URL of `source` at `width`. The platform's convention (its image loader): a
 * `format=<width>w` query parameter (`photo.jpg?format=750w`), or with sizeFormat
 * `filename` the width before the extension (`photo-750w.jpg`). Any earlier format
 * parameter is replaced; the fragment is kept; inline `data:` and `blob:` sources have
 * no sizes and come back unchanged.
 */
export function imageUrl(source: string, width: number, sizeFormat: SizeFormat = 'queryString'): string {
  const value = source.trim();
  if (/^(data|blob):/i.test(value)) return value;
  const hashAt = value.indexOf('#');
  const hash = hashAt >= 0 ? value.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? value.slice(0, hashAt) : value;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '';
  const params = query.split('&').filter((part) => part !== '' && !/^format=/i.test(part));
  if (sizeFormat === 'filename') {
    const file = /^(.*\/)?([^/]*?)(?:-\d+w)?(\.[a-z0-9]+)$/i.exec(path);
    if (file) {
      const sized = `${file[1] ?? ''}${file[2]}-${width}w${file[3]}`;
      return `${sized}${params.length ? `?${params.join('&')}` : ''}${hash}`;
    }
  }
  params.push(`format=${width}w`);
  return `${path}?${params.join('&')}${hash}`;
}

/**
 * Where a filled (cropped) image sits: as the platform's loader does, the focal point is
 * brought to the centre of the box as far as the image allows, then expressed as an
 * `object-position` percentage per axis. Without a box or dimensions: the focal point itself.
 */
export function fillPosition(focalPoint: FocalPoint, box: Box | null, dimensions: Dimensions | null): string {
  if (!box || !dimensions || box.width <= 0 || box.height <= 0) return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
  const scale = Math.max(box.width / dimensions.width, box.height / dimensions.height);
  const axis = (imageSize: number, boxSize: number, focal: number) => {
    const overflow = imageSize * scale - boxSize;
    if (overflow <= 0.5) return focal; // nothing is cropped on this axis
    return clamp(imageSize * scale * focal - boxSize / 2, 0, overflow) / overflow;
  };
  return `${percent(axis(dimensions.width, box.width, focalPoint.x))} ${percent(axis(dimensions.height, box.height, focalPoint.y))}`;
}

/** A fit image's `object-position` from its alignment. */
export function fitPosition(alignment: FitAlignment): string {
  const x = { left: '0%', center: '50%', right: '100%' }[alignment.horizontal];
  const y = { top: '0%', center: '50%', bottom: '100%' }[alignment.vertical];
  return `${x} ${y}`;
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 10000) / 100}%`;
}

/** The CSS `aspect-ratio` of the reserved box, e.g. `1500 / 1000`, or null without dimensions. */
export function aspectRatio(dimensions: Dimensions | null): string | null {
  return dimensions ? `${dimensions.width} / ${dimensions.height}` : null;
}
