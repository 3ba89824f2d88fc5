/**
 * "Style none" (SPEC.md §4: the popup "with style none", the mobile bar "style set and not
 * none"): absent, null, empty, 0, or the word none in any case. Its own module so the start
 * modules can ask it without loading any reader.
 */
export function isNoneStyle(style: unknown): boolean {
  if (style === undefined || style === null || style === 0) return true;
  if (typeof style === 'string') return style.trim() === '' || style.trim().toLowerCase() === 'none';
  return typeof style !== 'number' || !Number.isFinite(style);
}
