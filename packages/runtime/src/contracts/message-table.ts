/**
 * The message table's state: the site's overrides and its locale (contracts/messages.ts says
 * how texts are formatted). Apart from the formatter so `setMessages`, which the runtime exports
 * on every page, does not bring the formatter to a page that shows no text of ours.
 */

/** A placeholder names a format type other than `plural`. */
export const FORMAT_NOT_FOUND = 'Formatting function not found';
/** The pattern uses an argument that was not given. */
export const INVALID_KEY = 'Invalid key for argument';
/** A plural argument is not a number. */
export const NON_NUMERICAL = 'non-numerical value';
/** The locale is malformed or not supported by Intl.PluralRules. */
export const LOCALE_NOT_FOUND = 'Locale not found';

export const DEFAULT_LOCALE = 'en';

let overrides: ReadonlyMap<string, string> | undefined;
let currentLocale = DEFAULT_LOCALE;
let pluralRules: Map<string, Intl.PluralRules> | undefined;

/**
 * Replaces the single override table (it is not merged with the previous one) and the locale
 * used for plurals. Throws `Locale not found` for an unsupported locale, leaving the previous
 * table in place: this runs once at site set-up, where failing loudly helps the translator.
 */
export function setMessages(table: Readonly<Record<string, string>>, locale: string = DEFAULT_LOCALE): void {
  rulesFor(locale);
  const next = new Map<string, string>();
  for (const id of Object.keys(table)) {
    const text = table[id];
    if (typeof text === 'string') next.set(id, text);
  }
  overrides = next;
  currentLocale = locale;
}

/** The locale given to the last successful `setMessages` (default `en`). */
export function getLocale(): string {
  return currentLocale;
}

/** The site's text for `id`, if it gave one. */
export function overrideOf(id: string): string | undefined {
  return overrides?.get(id);
}

/** Intl.PluralRules for `locale`; throws `Locale not found` when Intl would silently fall back. */
export function rulesFor(locale: string): Intl.PluralRules {
  const cached = pluralRules?.get(locale);
  if (cached) return cached;
  let supported: string[];
  try {
    supported = Intl.PluralRules.supportedLocalesOf(locale);
  } catch {
    supported = []; // RangeError: not a well-formed language tag
  }
  // Intl silently falls back to a default locale; we would rather say so.
  if (supported.length === 0) throw new Error(LOCALE_NOT_FOUND);
  const rules = new Intl.PluralRules(locale);
  (pluralRules ??= new Map()).set(locale, rules);
  return rules;
}

