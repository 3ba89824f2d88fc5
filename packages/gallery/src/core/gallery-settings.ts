/**
 * The gallery's settings from its block data (SPEC.md §3 "Gallery block data" and "Gallery
 * settings", §9 "Gallery"; CONTRACT.md §4: the keys spelled as in SPEC.md, plus `loop`).
 *
 * Forgiving, in the manner of Lit's defaultConverter: a value of the wrong type or out of range
 * keeps its default and adds a line to `problems`; nothing here throws. Defaults depend on the
 * design (a grid has 4 per row, a carousel 3 with gutter 1...), so the design is read first.
 *
 * - `json` may be the parsed block data or its text. Text that is not JSON is SPEC.md §5's
 *   'Error decoding gallery block data.'; missing data, or JSON that is not an object, is
 *   'Error evaluating gallery block data.'. Either is also `blockDataError`, so the element can
 *   keep its server fallback and report (CONTRACT.md §4). Missing data is no error when the
 *   settings come as attributes instead.
 * - Attributes (CONTRACT.md §4): the kebab-case name of each key (`slides-per-row`,
 *   `lightbox-theme`); an attribute wins over the JSON; a boolean attribute is true when present.
 * - `nomotion=true` in the page query (SPEC.md §2) sets `nomotion`, which turns autoplay off.
 *
 * Keys the SPEC lists with no default get ours, each marked "ours" below. Keys that are ours
 * altogether (not in SPEC.md's list), read because the designs need them: `transition`,
 * `scroll-direction`, `click-behavior`, `rowHeight`, `keyboard`, `currentIndex`,
 * `autoplay-randomize`, `nomotion`.
 */
import { kebabCase, parseBlockData, showValue, toNumber, type BlockData } from '@sqs/runtime/contracts/block-data';
import { parseQuery } from '@sqs/runtime/contracts/query';
import { SLIDESHOW_AUTOPLAY_TIMEOUT_MS } from './autoplay';
import { blockDataDecodeText, blockDataMissingText } from './gallery-messages';
import {
  CLICK_BEHAVIOURS,
  DEFAULT_DESIGN,
  META_POSITIONS,
  SCROLL_DIRECTIONS,
  STACKED_DEFAULTS,
  STRIP_DEFAULTS,
  checkColumnWidth,
  checkStackedTransition,
  checkStripAlignment,
  mapDesignName,
  type ClickBehaviour,
  type MetaPosition,
  type ScrollDirection,
  type StackedTransition,
  type StripAlignment,
} from './designs';
import { designOf, type GalleryDesign } from './design-table';

export type LightboxTheme = 'light' | 'dark';
export const LIGHTBOX_THEMES: readonly LightboxTheme[] = ['light', 'dark'];

/** SPEC.md §3 "Gallery settings": autoplayOptions timeout 5000 ms (the slideshow widget's, §9). */
export const DEFAULT_AUTOPLAY_TIMEOUT_MS = SLIDESHOW_AUTOPLAY_TIMEOUT_MS;

/** Timers fire at once past 2^31 - 1 ms; a huge duration means "rarely", not "constantly". */
export const MAX_TIMER_MS = 2_147_483_647;

/** SPEC.md §9: the placeholder is 65% as tall as wide for an Auto aspect ratio. */
export const AUTO_PLACEHOLDER_PERCENT = 65;

export interface GallerySettings {
  /** The design that renders, after SPEC.md §2's name map. */
  design: GalleryDesign;
  /** Width over height; null for 'Auto' (each image keeps its own). */
  imageAspectRatio: number | null;
  slidesPerRow: number;
  lightbox: boolean;
  /** Images and videos together. */
  mixedContent: boolean;
  /** px, above 0 (SPEC.md §5). */
  columnWidth: number;
  /** px, autorows (ours: key `rowHeight`). */
  rowHeight: number;
  /** px. */
  gutter: number;
  /** null: the design decides (SPEC.md gives no default). */
  listImageSize: number | null;
  autoplay: boolean;
  /** `autoplay-duration` is in seconds; this is ms. */
  autoplayTimeoutMs: number;
  /** SPEC.md §3: autoplayOptions randomize true. */
  autoplayRandomize: boolean;
  /** Strip alignment, default middle (SPEC.md §2). */
  activeAlignment: StripAlignment;
  thumbnailsPerRow: number | null;
  thumbnailStripHeight: number | null;
  thumbnailStripMargin: number | null;
  squareThumbs: boolean;
  /** Crop images to fill the slide (ours: true, so the slideshow box never changes size). */
  autoCrop: boolean;
  /** Ours: dark (the 0.95 overlay of §9 is dark unless a theme says light). */
  lightboxTheme: LightboxTheme;
  thumbnails: boolean;
  /** px, ours: 0. */
  padding: number;
  /** null: the design decides. */
  vSize: number | null;
  /** Ours: bottom-left. */
  metaPosition: MetaPosition;
  loop: boolean;
  preloadCount: number;
  /** SPEC.md §3: keyboard true. */
  keyboard: boolean;
  /** SPEC.md §3: currentIndex 0 (normalise it against the slide count with `normalizeIndex`). */
  currentIndex: number;
  /** Stacked transition (ours), default fade (SPEC.md §9). */
  transition: StackedTransition;
  scrollDirection: ScrollDirection;
  clickBehavior: ClickBehaviour;
  /** `nomotion=true` in the query (SPEC.md §2): no autoplay. */
  nomotion: boolean;
}

export interface GallerySettingsResult {
  settings: GallerySettings;
  problems: string[];
  /** SPEC.md §5's decoding or evaluating text when the block data itself is unusable, else null. */
  blockDataError: string | null;
}

export interface ReadGalleryOptions {
  /** Attribute lookup (`el.getAttribute`); attributes win over the JSON. */
  getAttribute?: (name: string) => string | null;
  /** The page's query string (`location.search`), for `nomotion=true`. */
  search?: string;
}

/** Settings for a design with nothing configured. */
export function defaultGallerySettings(design: GalleryDesign = DEFAULT_DESIGN): GallerySettings {
  const d = designOf(design).defaults;
  return {
    design,
    imageAspectRatio: null,
    slidesPerRow: d.slidesPerRow,
    lightbox: d.lightbox,
    mixedContent: false,
    columnWidth: d.columnWidth,
    rowHeight: d.rowHeight,
    gutter: d.gutter,
    listImageSize: null,
    autoplay: false,
    autoplayTimeoutMs: DEFAULT_AUTOPLAY_TIMEOUT_MS,
    autoplayRandomize: true,
    activeAlignment: STRIP_DEFAULTS.alignment,
    thumbnailsPerRow: null,
    thumbnailStripHeight: null,
    thumbnailStripMargin: null,
    squareThumbs: false,
    autoCrop: true,
    lightboxTheme: 'dark',
    thumbnails: false,
    padding: 0,
    vSize: null,
    metaPosition: 'bottom-left',
    loop: false,
    preloadCount: d.preloadCount,
    keyboard: true,
    currentIndex: 0,
    transition: STACKED_DEFAULTS.transition,
    scrollDirection: 'horizontal',
    clickBehavior: 'next',
    nomotion: false,
  };
}

type NumberRule = 'count' | 'positive' | 'size' | 'whole' | 'integer';

const NUMBER_RULES: Readonly<Record<NumberRule, { test: (n: number) => boolean; text: string }>> = {
  count: { test: (n) => Number.isInteger(n) && n >= 1, text: 'a whole number of at least 1' },
  positive: { test: (n) => n > 0, text: 'a number above 0' },
  size: { test: (n) => n >= 0, text: 'a number of at least 0' },
  whole: { test: (n) => Number.isInteger(n) && n >= 0, text: 'a whole number of at least 0' },
  integer: { test: (n) => Number.isInteger(n), text: 'a whole number' },
};

type Raw = { present: false } | { present: true; value: unknown; from: 'attribute' | 'json'; name: string };

/**
 * The block data as parsed once by the block glue (contracts/block-data.ts). SPEC.md §5: data
 * that does not decode is 'Error decoding gallery block data.', data that is not an object
 * 'Error evaluating gallery block data.'.
 */
export function readGallerySettingsFrom(blockData: BlockData, options: ReadGalleryOptions = {}): GallerySettingsResult {
  const problems: string[] = [];
  const getAttribute = options.getAttribute ?? (() => null);
  const data = blockData.ok ? blockData.data : {};
  const missing = blockData.ok && !blockData.given;
  const error = blockData.ok ? null : blockData.problem === 'decode' ? blockDataDecodeText() : blockDataMissingText();

  const raw = (...keys: string[]): Raw => {
    // The attribute of the first (SPEC) spelling wins; then the JSON, in the order of `keys`.
    const attribute = kebabCase(keys[0] as string);
    const attrValue = getAttribute(attribute);
    if (attrValue !== null) return { present: true, value: attrValue, from: 'attribute', name: attribute };
    for (const key of keys) if (Object.hasOwn(data, key)) return { present: true, value: data[key], from: 'json', name: key };
    return { present: false };
  };

  // Missing data is an error only when no attribute carries the settings instead.
  const blockError = error ?? (missing && !GALLERY_ATTRIBUTES.some((name) => getAttribute(name) !== null) ? blockDataMissingText() : null);
  if (blockError) problems.push(blockError);

  const designRaw = raw('design');
  let design = DEFAULT_DESIGN;
  if (designRaw.present) {
    const lookup = mapDesignName(designRaw.value);
    design = lookup.design;
    if (!lookup.known) problems.push(lookup.problem);
  }
  const s = defaultGallerySettings(design);

  const warn = (r: Raw & { present: true }, kind: string, fallback: unknown): void => {
    const where = r.from === 'attribute' ? `attribute ${r.name}` : `"${r.name}"`;
    problems.push(`${where}: ${showValue(r.value)} is not ${kind}; using ${showValue(fallback)}`);
  };

  const bool = (fallback: boolean, ...keys: string[]): boolean => {
    const r = raw(...keys);
    if (!r.present) return fallback;
    if (r.from === 'attribute') return true; // HTML boolean attribute: present means true
    if (typeof r.value === 'boolean') return r.value;
    if (r.value === 'true' || r.value === 'false') return r.value === 'true';
    warn(r, 'a boolean', fallback);
    return fallback;
  };

  const num = <F extends number | null>(fallback: F, rule: NumberRule, ...keys: string[]): number | F => {
    const r = raw(...keys);
    if (!r.present || r.value === null || r.value === '') return fallback;
    const n = toNumber(r.value);
    if (n !== null && NUMBER_RULES[rule].test(n)) return n;
    warn(r, NUMBER_RULES[rule].text, fallback);
    return fallback;
  };

  const pick = <T extends string>(values: readonly T[], fallback: T, ...keys: string[]): T => {
    const r = raw(...keys);
    if (!r.present) return fallback;
    const v = typeof r.value === 'string' ? r.value.trim().toLowerCase() : r.value;
    if (typeof v === 'string' && (values as readonly string[]).includes(v)) return v as T;
    warn(r, `one of ${values.join(', ')}`, fallback);
    return fallback;
  };

  const checked = <T>(fallback: T, check: (v: unknown) => { ok: true; value: T } | { ok: false; problem: string }, ...keys: string[]): T => {
    const r = raw(...keys);
    if (!r.present) return fallback;
    const result = check(typeof r.value === 'string' ? r.value.trim() : r.value);
    if (result.ok) return result.value;
    problems.push(result.problem);
    return fallback;
  };

  const aspect = raw('imageAspectRatio');
  if (aspect.present) {
    const parsed = parseAspectRatio(aspect.value);
    if (parsed === undefined) warn(aspect, "'Auto' or a width:height ratio", 'Auto');
    else s.imageAspectRatio = parsed;
  }

  s.slidesPerRow = num(s.slidesPerRow, 'count', 'slidesPerRow');
  s.lightbox = bool(s.lightbox, 'lightbox');
  s.mixedContent = bool(s.mixedContent, 'mixedContent');
  s.columnWidth = checked(s.columnWidth, checkColumnWidth, 'columnWidth');
  s.rowHeight = num(s.rowHeight, 'positive', 'rowHeight');
  s.gutter = num(s.gutter, 'size', 'gutter');
  s.listImageSize = num(s.listImageSize, 'size', 'listImageSize');
  s.autoplay = bool(s.autoplay, 'autoplay');
  const seconds = num(s.autoplayTimeoutMs / 1000, 'positive', 'autoplay-duration', 'autoplayDuration');
  s.autoplayTimeoutMs = Math.min(seconds * 1000, MAX_TIMER_MS);
  s.autoplayRandomize = bool(s.autoplayRandomize, 'autoplay-randomize', 'autoplayRandomize');
  s.activeAlignment = checked(s.activeAlignment, checkStripAlignment, 'active-alignment', 'activeAlignment');
  s.thumbnailsPerRow = num(s.thumbnailsPerRow, 'count', 'thumbnails-per-row', 'thumbnailsPerRow');
  s.thumbnailStripHeight = num(s.thumbnailStripHeight, 'size', 'thumbnail-strip-height', 'thumbnailStripHeight');
  s.thumbnailStripMargin = num(s.thumbnailStripMargin, 'size', 'thumbnail-strip-margin', 'thumbnailStripMargin');
  s.squareThumbs = bool(s.squareThumbs, 'square-thumbs', 'squareThumbs');
  s.autoCrop = bool(s.autoCrop, 'auto-crop', 'autoCrop');
  s.lightboxTheme = pick(LIGHTBOX_THEMES, s.lightboxTheme, 'lightboxTheme', 'lightbox-theme');
  s.thumbnails = bool(s.thumbnails, 'thumbnails');
  s.padding = num(s.padding, 'size', 'padding');
  s.vSize = num(s.vSize, 'size', 'vSize');
  s.metaPosition = pick(META_POSITIONS, s.metaPosition, 'meta-position', 'metaPosition');
  s.loop = bool(s.loop, 'loop');
  s.preloadCount = num(s.preloadCount, 'whole', 'preloadCount');
  s.keyboard = bool(s.keyboard, 'keyboard');
  s.currentIndex = num(s.currentIndex, 'integer', 'currentIndex');
  s.transition = checked(s.transition, checkStackedTransition, 'transition');
  s.scrollDirection = pick(SCROLL_DIRECTIONS, s.scrollDirection, 'scroll-direction', 'scrollDirection');
  s.clickBehavior = pick(CLICK_BEHAVIOURS, s.clickBehavior, 'click-behavior', 'clickBehavior');
  s.nomotion = bool(false, 'nomotion') || noMotionQuery(options.search);

  return { settings: s, problems, blockDataError: blockError };
}

/**
 * The placeholder's height as a percentage of its width (SPEC.md §9): 65 for Auto, else 100
 * divided by the ratio.
 */
export function placeholderPercent(imageAspectRatio: number | null): number {
  return imageAspectRatio === null || !(imageAspectRatio > 0) ? AUTO_PLACEHOLDER_PERCENT : 100 / imageAspectRatio;
}

/**
 * `imageAspectRatio` → width / height: a positive number, or text `'16:9'`, `'4/3'`, `'1.5'`.
 * `'Auto'` (any case) means none: null. Anything else: undefined.
 */
export function parseAspectRatio(value: unknown): number | null | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.toLowerCase() === 'auto') return null;
  const m = /^(\d+(?:\.\d+)?)\s*(?:[:/x]\s*(\d+(?:\.\d+)?))?$/i.exec(text);
  if (!m) return undefined;
  const ratio = Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
  return Number.isFinite(ratio) && ratio > 0 ? ratio : undefined;
}

/** SPEC.md §2: the page query `nomotion=true` disables autoplay. */
export function noMotionQuery(search: string | undefined): boolean {
  if (!search) return false;
  const value = parseQuery(search).nomotion;
  return Array.isArray(value) ? value.includes('true') : value === 'true';
}

/** Every attribute the reader looks at, for `observedAttributes`. */
export const GALLERY_ATTRIBUTES: readonly string[] = [
  'design',
  'image-aspect-ratio',
  'slides-per-row',
  'lightbox',
  'mixed-content',
  'column-width',
  'row-height',
  'gutter',
  'list-image-size',
  'autoplay',
  'autoplay-duration',
  'autoplay-randomize',
  'active-alignment',
  'thumbnails-per-row',
  'thumbnail-strip-height',
  'thumbnail-strip-margin',
  'square-thumbs',
  'auto-crop',
  'lightbox-theme',
  'thumbnails',
  'padding',
  'v-size',
  'meta-position',
  'loop',
  'preload-count',
  'keyboard',
  'current-index',
  'transition',
  'scroll-direction',
  'click-behavior',
  'nomotion',
];

/** The same from the block data's text, an object already parsed, or nothing (tests, the server). */
export function readGallerySettings(json: unknown, options: ReadGalleryOptions = {}): GallerySettingsResult {
  const blockData: BlockData =
    typeof json === 'string' || json === null || json === undefined
      ? parseBlockData(json)
      : typeof json === 'object' && !Array.isArray(json)
        ? { ok: true, data: json as Record<string, unknown>, given: true }
        : { ok: false, problem: 'evaluate', detail: 'not an object' };
  return readGallerySettingsFrom(blockData, options);
}
