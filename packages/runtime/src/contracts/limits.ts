/**
 * Caps of SPEC.md §9 "Caps" and the tag/category lengths of §5, with the small
 * checks that apply them. Every cap is inclusive: a count equal to the cap is allowed.
 * (The cart badge cap lives with the badge, in ./cart.)
 */

export const MAX_BLOCKS_PER_LAYOUT = 60;
export const MAX_TRACKS_PER_ALBUM = 60;
export const MAX_ITEMS_IN_USER_ORDERABLE_COLLECTION = 250;
export const MAX_PRODUCTS_IN_COLLECTION = 200;
export const MAX_NESTED_CATEGORIES = 10000;
export const MAX_PHOTO_SERVICE_GALLERY_COUNT = 20;
export const MAX_PHOTO_SERVICE_GALLERY_SIZE = 50;
export const MAX_SLIDER_ASPECT_RATIO = 50;

/** SPEC.md §5. Checked with `withinLength` (tag/category rules beyond length: ./links). */
export const MAX_TAG_LENGTH = 50;
export const MAX_CATEGORY_LENGTH = 25;

/** SPEC.md §9: "1 MB = 1,000,000 bytes" — decimal megabytes, not 1,048,576. */
export const BYTES_PER_MB = 1_000_000;

/** True when `count` is a whole number from 0 to `cap` inclusive. */
export function withinLimit(count: number, cap: number): boolean {
  return Number.isInteger(count) && count >= 0 && count <= cap;
}

/** How many more fit under `cap` (0 when full or over); a bad count leaves no room. */
export function remainingCapacity(count: number, cap: number): number {
  return withinLimit(count, cap) ? cap - count : 0;
}

/** True when `count` items can take `adding` more (default 1) without passing `cap`. */
export function canAdd(count: number, cap: number, adding = 1): boolean {
  return Number.isInteger(adding) && adding >= 0 && withinLimit(count, cap) && adding <= cap - count;
}

/**
 * True when `text` is at most `max` long. Length counts UTF-16 code units, as the
 * server's strings do; this is the stricter count, so what passes here fits there.
 */
export function withinLength(text: string, max: number): boolean {
  return text.length <= max;
}

/** Megabytes (decimal, §9) to bytes, e.g. for "file too large (with maximum size)". */
export function megabytesToBytes(mb: number): number {
  return mb * BYTES_PER_MB;
}

export function bytesToMegabytes(bytes: number): number {
  return bytes / BYTES_PER_MB;
}
