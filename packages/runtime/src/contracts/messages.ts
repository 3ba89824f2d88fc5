/**
 * Every visible string of the library comes from one overridable message table, so a site can
 * translate it. There is deliberately no central table of default texts: each call site passes
 * its own default (`message('cart.empty', 'You have nothing in your shopping cart.')`), so a
 * bundle only carries the texts of the blocks it uses (the runtime has an 8 KB budget).
 *
 * Pattern syntax (a subset of ICU MessageFormat):
 * - `{name}` inserts `String(args.name)`.
 * - `{n, plural, =0 {none} one {# item} other {# items}}` picks a branch through
 *   Intl.PluralRules (exact `=N` first); `#` is n formatted with Intl.NumberFormat.
 * - `''` is a literal apostrophe; an apostrophe right before `{`, `}` or `#` quotes text up to
 *   the next apostrophe (`'{'` is a literal brace). Other apostrophes are literal ("don't").
 * - An unclosed `{` and everything after it, and a stray `}`, are shown as literal text.
 *
 * Errors (exact texts from SPEC.md §5 "Localisation"): `formatMessage` THROWS an Error whose
 * message is one of the constants below. `message` never throws: a broken override falls back
 * to the call site's default, a broken default renders its failing placeholder as nothing, and
 * each distinct problem is logged once with console.warn.
 */

import { FORMAT_NOT_FOUND, INVALID_KEY, NON_NUMERICAL, getLocale, overrideOf, rulesFor } from './message-table';

export { DEFAULT_LOCALE, FORMAT_NOT_FOUND, INVALID_KEY, LOCALE_NOT_FOUND, NON_NUMERICAL, getLocale, setMessages } from './message-table';

export type MessageArgs = Readonly<Record<string, unknown>>;

let reported: Set<string> | undefined;
let numberFormats: Map<string, Intl.NumberFormat> | undefined;

/**
 * The visible text for `id`: the site's override if there is one and it formats, else the call
 * site's `fallback`. Never throws (a broken translation must not break a block's render).
 */
export function message(id: string, fallback: string, args?: MessageArgs): string {
  const report = (e: unknown): void => reportOnce(id, e);
  const override = overrideOf(id);
  if (override !== undefined) {
    try {
      return format(override, args, getLocale(), undefined);
    } catch (e) {
      report(e);
    }
  }
  try {
    return format(fallback, args, getLocale(), report);
  } catch (e) {
    // Only reachable if Intl itself is missing or broken: show the raw text rather than nothing.
    report(e);
    return fallback;
  }
}

/** Formats `pattern` strictly: throws an Error with one of the texts above (see module doc). */
export function formatMessage(pattern: string, args?: MessageArgs, locale: string = getLocale()): string {
  return format(pattern, args, locale, undefined);
}

/** The stepper label, SPEC.md §2: '{currentStepNumber} of {stepCount}'. */
export function stepperText(currentStepNumber: number, stepCount: number): string {
  return message('stepper.position', '{currentStepNumber} of {stepCount}', { currentStepNumber, stepCount });
}

function reportOnce(id: string, e: unknown): void {
  const text = e instanceof Error ? e.message : String(e);
  reported ??= new Set();
  const key = `${id}\n${text}`;
  if (reported.has(key)) return; // a render loop must not flood the console
  reported.add(key);
  console.warn(text, `(message "${id}")`);
}

function formatNumber(n: number, locale: string): string {
  let nf = numberFormats?.get(locale);
  if (!nf) {
    nf = new Intl.NumberFormat(locale);
    (numberFormats ??= new Map()).set(locale, nf);
  }
  return nf.format(n);
}

type OnError = ((e: unknown) => void) | undefined;

/** True when the apostrophe at `i` opens a quoted run (it precedes `{`, `}` or `#`). */
function opensQuote(p: string, i: number): boolean {
  const next = p[i + 1];
  return next === '{' || next === '}' || next === '#';
}

/** Index just past the quoted run opened at `i` (or the end of the pattern). */
function skipQuote(p: string, i: number): number {
  for (let j = i + 1; j < p.length; j++) {
    if (p[j] !== "'") continue;
    if (p[j + 1] === "'") j++;
    else return j + 1;
  }
  return p.length;
}

/** Index of the `}` that closes the `{` at `open`, or -1. Quoted braces do not count. */
function closingBrace(p: string, open: number): number {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    const c = p[i];
    if (c === "'") {
      if (p[i + 1] === "'") i++;
      else if (opensQuote(p, i)) i = skipQuote(p, i) - 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** `hash` is the plural number that `#` stands for, when inside a plural branch. */
function format(p: string, args: MessageArgs | undefined, locale: string, onError: OnError, hash?: number): string {
  let out = '';
  let i = 0;
  while (i < p.length) {
    const c = p[i] as string;
    if (c === "'") {
      if (p[i + 1] === "'") {
        out += "'";
        i += 2;
      } else if (opensQuote(p, i)) {
        const end = skipQuote(p, i);
        const closed = p[end - 1] === "'" && end - 1 > i;
        out += p.slice(i + 1, closed ? end - 1 : end).replace(/''/g, "'");
        i = end;
      } else {
        out += c;
        i++;
      }
    } else if (c === '{') {
      const end = closingBrace(p, i);
      if (end < 0) return out + p.slice(i);
      try {
        out += placeholder(p.slice(i + 1, end), args, locale, onError);
      } catch (e) {
        if (!onError) throw e;
        onError(e); // lenient path: the failing placeholder shows nothing (SPEC.md §5)
      }
      i = end + 1;
    } else if (c === '#' && hash !== undefined) {
      out += formatNumber(hash, locale);
      i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function argument(args: MessageArgs | undefined, name: string): unknown {
  // Own properties only: `{constructor}` must not find Object.prototype.constructor.
  if (!args || !Object.hasOwn(args, name) || args[name] === undefined) throw new Error(INVALID_KEY);
  return args[name];
}

function placeholder(body: string, args: MessageArgs | undefined, locale: string, onError: OnError): string {
  const c1 = body.indexOf(',');
  const name = (c1 < 0 ? body : body.slice(0, c1)).trim();
  if (c1 < 0) return String(argument(args, name));
  const c2 = body.indexOf(',', c1 + 1);
  const type = (c2 < 0 ? body.slice(c1 + 1) : body.slice(c1 + 1, c2)).trim();
  if (type !== 'plural') throw new Error(FORMAT_NOT_FOUND);
  const n = argument(args, name);
  if (typeof n !== 'number' || Number.isNaN(n)) throw new Error(NON_NUMERICAL);
  const branches = pluralBranches(c2 < 0 ? '' : body.slice(c2 + 1));
  // SPEC.md §5: "plural shows nothing unless n is a number and 'other' exists".
  const other = branches.get('other');
  if (other === undefined) return '';
  const rules = rulesFor(locale); // checked even when `=N` matches, so a bad locale always fails
  const chosen = branches.get(`=${n}`) ?? branches.get(rules.select(n)) ?? other;
  return format(chosen, args, locale, onError, n);
}

/** `one {…} other {…}` → selector → branch text. Stops at the first malformed selector. */
function pluralBranches(s: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  for (;;) {
    while (i < s.length && /\s/.test(s[i] as string)) i++;
    const open = s.indexOf('{', i);
    if (open < 0) return branches;
    const selector = s.slice(i, open).trim();
    const close = closingBrace(s, open);
    if (close < 0 || selector === '' || /\s/.test(selector)) return branches;
    if (!branches.has(selector)) branches.set(selector, s.slice(open + 1, close));
    i = close + 1;
  }
}
