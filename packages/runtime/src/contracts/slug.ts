/**
 * URL-safe strings (SPEC.md §5 "URL-safe strings lowercased, spaces to hyphens, other
 * characters stripped").
 *
 * Decisions the SPEC leaves open:
 * - Accented letters keep their base letter (`café` → `cafe`): the text is decomposed
 *   (NFKD) and the combining marks dropped, and the few Latin letters that do not
 *   decompose are spelled out (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, …). Anything else
 *   outside a–z and 0–9 (other scripts, emoji, punctuation, `_`, `.`) is stripped.
 * - Every run of whitespace (any Unicode space, tab, newline) counts as one space.
 * - Hyphens never repeat and never start or end the slug: `a - b` → `a-b`, `-a-` → `a`.
 *   Without this, stripping a character between two spaces would leave `--`.
 * The result always matches /^([a-z0-9]+(-[a-z0-9]+)*)?$/ and slugify is idempotent.
 */

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};

const NOT_DECOMPOSING = /[ßẞæÆœŒøØđĐðÐþÞłŁı]/g;

export function slugify(input: string): string {
  if (typeof input !== 'string') return '';
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(NOT_DECOMPOSING, (ch) => SPELLED_OUT[ch] ?? '')
    .toLowerCase()
    .replace(/\s+/gu, '-')
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** True when `value` is already a slug (what `slugify` would return for it). */
export function isSlug(value: string): boolean {
  return typeof value === 'string' && /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/.test(value);
}
