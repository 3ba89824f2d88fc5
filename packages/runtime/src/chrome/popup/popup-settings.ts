/**
 * A forgiving reader for `websiteSettings.popupOverlaySettings` (SPEC.md §3 "Page context").
 * The spec names the object but not its fields, apart from those §4 uses (version,
 * displayFrequency, showUntilSignup, style, mobile). The names below are the ones platform
 * page contexts carry (`style`, `version`, `displayFrequency`, `showUntilSignup`,
 * `enableMobile`, `showOnTimer`, `timerDelay`, `showOnScroll`, `scrollPercentage`,
 * `showOnAllPages`, `enabledPages`); the content fields (`title`, `body`, `form`) are ours,
 * since the platform renders the popup's content on the server. Never throws: a field of the
 * wrong type takes its default.
 *
 * | field | type | default | meaning |
 * |---|---|---|---|
 * | style | number or string | none | layout; absent, null, '', 0 or 'none' (any case) = no popup |
 * | version | number (or numeric string) | 0 | bumped by the owner to show the popup again to everyone |
 * | displayFrequency | days (number or numeric string) | 1 | wait after a close; 0 = every page; negative (-1) = never again |
 * | showUntilSignup | boolean | false | a visitor who signed up never sees it again |
 * | enableMobile | boolean (alias `mobileEnabled`) | true | false = never on a mobile viewport (432 px or less, SPEC.md §9) |
 * | showOnTimer / timerDelay | boolean / milliseconds | true / 0 | show after this delay |
 * | showOnScroll / scrollPercentage | boolean / 0-100 | false / 25 | show once the visitor has scrolled this far (whichever trigger comes first) |
 * | showOnAllPages / enabledPages | boolean / collection ids | true / [] | where it may show |
 * | title, body | strings (body alias `text`) | '' | shown as plain text |
 * | form | object or JSON text (alias `newsletterForm`) | none | the `sqs-newsletter` definition (CONTRACT.md §4) |
 */
import { isNoneStyle } from './none-style';

export interface PopupSettings {
  /** The raw style, kept for theming (`popup-style` on the element); `enabled` says whether it means "none". */
  style: string;
  enabled: boolean;
  version: number;
  displayFrequency: number;
  showUntilSignup: boolean;
  enableMobile: boolean;
  showOnTimer: boolean;
  timerDelayMs: number;
  showOnScroll: boolean;
  scrollPercentage: number;
  showOnAllPages: boolean;
  enabledPages: string[];
  title: string;
  body: string;
  form: Record<string, unknown> | null;
}

/** The platform's page contexts carry 1 when the owner has not changed it. */
export const DEFAULT_DISPLAY_FREQUENCY_DAYS = 1;
export const DEFAULT_SCROLL_PERCENTAGE = 25;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Finite numbers, and numeric strings (some settings arrive as text). */
export function toNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

const toBool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : fallback;

const toText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');


function readForm(value: unknown): Record<string, unknown> | null {
  if (isObject(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function readPopupSettings(raw: unknown): PopupSettings {
  const s = isObject(raw) ? raw : {};
  const enabled = !isNoneStyle(s.style);
  return {
    style: enabled ? String(s.style) : 'none',
    enabled,
    version: toNumber(s.version, 0),
    displayFrequency: toNumber(s.displayFrequency, DEFAULT_DISPLAY_FREQUENCY_DAYS),
    showUntilSignup: toBool(s.showUntilSignup, false),
    enableMobile: toBool(s.enableMobile ?? s.mobileEnabled, true),
    showOnTimer: toBool(s.showOnTimer, true),
    timerDelayMs: Math.max(0, toNumber(s.timerDelay, 0)),
    showOnScroll: toBool(s.showOnScroll, false),
    scrollPercentage: Math.min(100, Math.max(0, toNumber(s.scrollPercentage, DEFAULT_SCROLL_PERCENTAGE))),
    showOnAllPages: toBool(s.showOnAllPages, true),
    enabledPages: Array.isArray(s.enabledPages) ? s.enabledPages.filter((p): p is string => typeof p === 'string') : [],
    title: toText(s.title),
    body: toText(s.body ?? s.text),
    form: readForm(s.form ?? s.newsletterForm),
  };
}
