/**
 * Forgiving readers for the three bars' settings (SPEC.md §3 "Page context"). The spec names
 * `mobileInfoBarSettings` and `showAnnouncementBar` but none of their fields; the names read
 * here are those platform page contexts carry. Never throws: a field of the wrong type is
 * left out.
 *
 * Mobile information bar, `websiteSettings.mobileInfoBarSettings`:
 * - `style`: absent, null, '', 0 or 'none' = no bar (SPEC.md §4 "style set and not none").
 * - `isContactPhoneNumberEnabled`, `isContactEmailEnabled`, `isLocationEnabled`,
 *   `isBusinessHoursEnabled`: each item shows unless its flag is false, when it has data.
 * - The data: `phone`, `email`, `location`, `businessHours` on the bar's own settings, else
 *   the site's `websiteSettings.contactPhoneNumber`, `contactEmail`, `location`,
 *   `businessHours`. A location is text or an address object (`addressTitle`,
 *   `addressLine1`, `addressLine2`, `addressCountry`, SPEC.md §3 "Map location"); business
 *   hours are text or `{monday: {text}, ..., sunday: {text}}`.
 * - `text` (a short message) and `link` (a URL, or `{url, text}`) are our additions.
 *
 * Badge: `ssBadgeType` (none as in bars-rules.ts); 3 or 'dark' picks the dark look.
 * `ssBadgePosition` 1-4 = top left, top right, bottom left, bottom right (4, the default).
 *
 * Announcement bar, `websiteSettings.announcementBarSettings`: `text` (HTML from the site's
 * editor, shown as plain text, paragraph by paragraph) and `clickthroughUrl` `{url, newWindow}`.
 */
import { isNoneStyle } from '../popup/none-style';
import { hasAnnouncementText, isBadgeTypeNone } from './bars-rules';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export interface BusinessHours {
  /** 0 = Monday … 6 = Sunday; null for hours given as one text. */
  day: number | null;
  text: string;
}

export interface MobileBarSettings {
  style: string;
  enabled: boolean;
  text: string;
  phone: string;
  email: string;
  location: string;
  hours: BusinessHours[];
  link: { url: string; text: string } | null;
}

function address(value: unknown): string {
  if (!isObject(value)) return text(value);
  return [value.addressTitle, value.addressLine1, value.addressLine2, value.addressCountry].map(text).filter(Boolean).join(', ');
}

/** Business hours as text, or `{monday: {text} | text, …}`, in weekday order. */
export function readBusinessHours(value: unknown): BusinessHours[] {
  if (!isObject(value)) {
    const single = text(value);
    return single ? [{ day: null, text: single }] : [];
  }
  return WEEKDAYS.flatMap((name, day) => {
    const entry = value[name];
    const t = text(isObject(entry) ? entry.text : entry);
    return t ? [{ day, text: t }] : [];
  });
}

/**
 * `<sqs-mobile-bar hours>`: the list the runtime writes (`[{"day": 0, "text": "9-5"}]`, day 0 =
 * Monday, null = hours as one text), the page context's `{monday: …}` as JSON, or plain text.
 */
export function hoursFromAttribute(value: string | null | undefined): BusinessHours[] {
  if (!value?.trim()) return [];
  let parsed: unknown = value;
  try {
    parsed = JSON.parse(value);
  } catch {
    // Not JSON: the hours as one text.
  }
  if (!Array.isArray(parsed)) return readBusinessHours(parsed);
  return parsed.flatMap((entry: unknown) => {
    if (!isObject(entry)) return [];
    const day = Number.isInteger(entry.day) && (entry.day as number) >= 0 && (entry.day as number) < 7 ? (entry.day as number) : null;
    const t = text(entry.text);
    return t ? [{ day, text: t }] : [];
  });
}

function link(value: unknown): MobileBarSettings['link'] {
  const url = text(isObject(value) ? value.url : value);
  return url ? { url, text: isObject(value) ? text(value.text) : '' } : null;
}

export function mobileBarHasContent(s: MobileBarSettings): boolean {
  return Boolean(s.text || s.phone || s.email || s.location || s.hours.length || s.link);
}

export function readMobileBarSettings(raw: unknown, websiteSettings: Json = {}): MobileBarSettings {
  const s = isObject(raw) ? raw : {};
  const on = (flag: unknown) => flag !== false;
  const enabled = !isNoneStyle(s.style);
  return {
    style: enabled ? String(s.style) : 'none',
    enabled,
    text: text(s.text),
    phone: on(s.isContactPhoneNumberEnabled) ? text(s.phone ?? websiteSettings.contactPhoneNumber) : '',
    email: on(s.isContactEmailEnabled) ? text(s.email ?? websiteSettings.contactEmail) : '',
    location: on(s.isLocationEnabled) ? address(s.location ?? websiteSettings.location) : '',
    hours: on(s.isBusinessHoursEnabled) ? readBusinessHours(s.businessHours ?? websiteSettings.businessHours) : [],
    link: link(s.link),
  };
}

export type BadgePosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
const POSITIONS: readonly BadgePosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export interface BadgeSettings {
  /** The raw type, kept for theming. */
  type: string;
  enabled: boolean;
  theme: 'light' | 'dark';
  position: BadgePosition;
}

export function readBadgeSettings(websiteSettings: Json): BadgeSettings {
  const type = websiteSettings.ssBadgeType;
  const enabled = !isBadgeTypeNone(type);
  const position = Number(websiteSettings.ssBadgePosition);
  return {
    type: enabled ? String(type) : 'none',
    enabled,
    theme: type === 3 || (typeof type === 'string' && type.trim().toLowerCase() === 'dark') ? 'dark' : 'light',
    position: POSITIONS[Number.isInteger(position) && position >= 1 && position <= 4 ? position - 1 : 3] as BadgePosition,
  };
}

export interface AnnouncementSettings {
  /** The editor's HTML; shown as text only. */
  html: string;
  /** Whether the HTML holds any text at all. */
  hasText: boolean;
  url: string;
  newWindow: boolean;
}

export function readAnnouncementSettings(websiteSettings: Json): AnnouncementSettings {
  const s = isObject(websiteSettings.announcementBarSettings) ? websiteSettings.announcementBarSettings : {};
  const html = text(s.text);
  const target = isObject(s.clickthroughUrl) ? s.clickthroughUrl : {};
  return {
    html,
    hasText: hasAnnouncementText(html),
    url: text(target.url ?? s.url),
    newWindow: target.newWindow === true,
  };
}
