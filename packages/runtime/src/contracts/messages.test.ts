import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LOCALE,
  FORMAT_NOT_FOUND,
  INVALID_KEY,
  LOCALE_NOT_FOUND,
  NON_NUMERICAL,
  formatMessage,
  getLocale,
  message,
  setMessages,
  stepperText,
} from './messages';

const ITEMS = '{n, plural, one {# item} other {# items}}';
const ERROR_TEXTS = [FORMAT_NOT_FOUND, INVALID_KEY, NON_NUMERICAL, LOCALE_NOT_FOUND];

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  setMessages({});
  warn.mockRestore();
});

/** A unique message id per call, so the once-per-problem log dedupe never hides a case. */
let seq = 0;
const freshId = (): string => `test.${++seq}`;

describe('error texts', () => {
  it('are the exact SPEC.md §5 "Localisation" texts', () => {
    expect(FORMAT_NOT_FOUND).toBe('Formatting function not found');
    expect(INVALID_KEY).toBe('Invalid key for argument');
    expect(NON_NUMERICAL).toBe('non-numerical value');
    expect(LOCALE_NOT_FOUND).toBe('Locale not found');
  });
});

describe('formatMessage: interpolation', () => {
  it('returns text without placeholders unchanged', () => {
    expect(formatMessage('Please try again.')).toBe('Please try again.');
    expect(formatMessage('')).toBe('');
  });

  it('inserts named arguments, repeated and trimmed', () => {
    expect(formatMessage('{a} and {b} and {a}', { a: 'x', b: 'y' })).toBe('x and y and x');
    expect(formatMessage('{ name }!', { name: 'Ann' })).toBe('Ann!');
  });

  it('stringifies non-string values', () => {
    expect(formatMessage('{n}|{b}|{z}', { n: 3, b: false, z: null })).toBe('3|false|null');
  });

  it('formats SPEC texts with odd argument names', () => {
    expect(formatMessage('To check out, your order subtotal must be {subtotal} or more.', { subtotal: '$10.00' })).toBe(
      'To check out, your order subtotal must be $10.00 or more.',
    );
    expect(formatMessage('More than {%n} items in cart', { '%n': 100 })).toBe('More than 100 items in cart');
    expect(formatMessage('{length} / {max}', { length: 12, max: 10 })).toBe('12 / 10');
  });

  it('throws "Invalid key for argument" for a missing argument', () => {
    expect(() => formatMessage('Hi {name}')).toThrow(new Error(INVALID_KEY));
    expect(() => formatMessage('Hi {name}', {})).toThrow(INVALID_KEY);
    expect(() => formatMessage('Hi {name}', { name: undefined })).toThrow(INVALID_KEY);
  });

  it('never reads inherited properties as arguments', () => {
    expect(() => formatMessage('{constructor}', {})).toThrow(INVALID_KEY);
    expect(() => formatMessage('{toString}', {})).toThrow(INVALID_KEY);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 'ok' });
    expect(formatMessage('{a}', bare)).toBe('ok');
  });

  it('throws "Formatting function not found" for an unknown format type', () => {
    expect(() => formatMessage('{d, date, short}', { d: 1 })).toThrow(new Error(FORMAT_NOT_FOUND));
    expect(() => formatMessage('{g, select, male {he} other {they}}', { g: 'male' })).toThrow(FORMAT_NOT_FOUND);
    expect(() => formatMessage('{n, }', { n: 1 })).toThrow(FORMAT_NOT_FOUND);
  });

  it('keeps an unclosed brace and a stray closing brace as literal text', () => {
    expect(formatMessage('a {b', { b: 'x' })).toBe('a {b');
    expect(formatMessage('a } {b}', { b: 'x' })).toBe('a } x');
  });

  it('treats # outside a plural as text', () => {
    expect(formatMessage('#1 of {n}', { n: 2 })).toBe('#1 of 2');
  });
});

describe('formatMessage: apostrophes', () => {
  it('leaves ordinary apostrophes alone', () => {
    expect(formatMessage("You don't have any mailing lists.")).toBe("You don't have any mailing lists.");
    expect(formatMessage("This can't be undone. {x}'s", { x: 'Ann' })).toBe("This can't be undone. Ann's");
  });

  it("turns '' into one apostrophe", () => {
    expect(formatMessage("it''s")).toBe("it's");
  });

  it('quotes braces and # after an apostrophe', () => {
    expect(formatMessage("'{name}' is literal", { name: 'x' })).toBe('{name} is literal');
    expect(formatMessage("'{'{a}'}'", { a: 1 })).toBe('{1}');
    expect(formatMessage("{n, plural, other {'#' is #}}", { n: 3 })).toBe('# is 3');
    expect(formatMessage("'{it''s}'")).toBe("{it's}");
  });

  it('quotes to the end when the quote is never closed', () => {
    expect(formatMessage("x '{abc", {})).toBe('x {abc');
  });

  it('does not count quoted braces when matching a placeholder', () => {
    expect(formatMessage("{n, plural, other {'}' #}}", { n: 2 })).toBe('} 2');
  });
});

describe('formatMessage: plurals', () => {
  it('picks one/other through Intl.PluralRules (en)', () => {
    expect(formatMessage(ITEMS, { n: 0 })).toBe('0 items');
    expect(formatMessage(ITEMS, { n: 1 })).toBe('1 item');
    expect(formatMessage(ITEMS, { n: 2 })).toBe('2 items');
    expect(formatMessage(ITEMS, { n: 1.5 })).toBe('1.5 items');
  });

  it('prefers an exact =N branch', () => {
    const p = '{n, plural, =0 {No items} one {One item} other {# items}}';
    expect(formatMessage(p, { n: 0 })).toBe('No items');
    expect(formatMessage(p, { n: 1 })).toBe('One item');
    expect(formatMessage(p, { n: 7 })).toBe('7 items');
  });

  it('formats # with the locale number format', () => {
    expect(formatMessage(ITEMS, { n: 1000 }, 'en')).toBe('1,000 items');
    expect(formatMessage(ITEMS, { n: 1000 }, 'de')).toBe('1.000 items');
  });

  it('uses the locale categories (pl: one, few, many; ar: two)', () => {
    const pl = '{n, plural, one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    expect(formatMessage(pl, { n: 1 }, 'pl')).toBe('1 plik');
    expect(formatMessage(pl, { n: 3 }, 'pl')).toBe('3 pliki');
    expect(formatMessage(pl, { n: 5 }, 'pl')).toBe('5 plików');
    expect(formatMessage('{n, plural, two {pair} other {many}}', { n: 2 }, 'ar')).toBe('pair');
  });

  it('falls back to other when the category has no branch', () => {
    expect(formatMessage('{n, plural, other {# things}}', { n: 1 })).toBe('1 things');
  });

  it('shows nothing without an other branch (SPEC.md §5)', () => {
    expect(formatMessage('[{n, plural, one {# item}}]', { n: 1 })).toBe('[]');
    expect(formatMessage('[{n, plural}]', { n: 1 })).toBe('[]');
  });

  it('throws "non-numerical value" for a non-number', () => {
    expect(() => formatMessage(ITEMS, { n: '3' })).toThrow(new Error(NON_NUMERICAL));
    expect(() => formatMessage(ITEMS, { n: NaN })).toThrow(NON_NUMERICAL);
    expect(() => formatMessage(ITEMS, { n: null })).toThrow(NON_NUMERICAL);
  });

  it('throws "Invalid key for argument" when the plural argument is missing', () => {
    expect(() => formatMessage(ITEMS, {})).toThrow(INVALID_KEY);
  });

  it('throws "Locale not found" for an unsupported or malformed locale', () => {
    expect(() => formatMessage(ITEMS, { n: 1 }, 'zz-ZZ')).toThrow(new Error(LOCALE_NOT_FOUND));
    expect(() => formatMessage(ITEMS, { n: 1 }, 'not a locale')).toThrow(LOCALE_NOT_FOUND);
    expect(() => formatMessage('{n, plural, =1 {one} other {#}}', { n: 1 }, 'zz')).toThrow(LOCALE_NOT_FOUND);
  });

  it('only checks the locale when a plural needs it', () => {
    expect(formatMessage('Hi {x}', { x: 1 }, 'zz-ZZ')).toBe('Hi 1');
  });

  it('formats placeholders and plurals inside branches', () => {
    const p = '{n, plural, one {# item for {who}} other {# items in {k, plural, one {# cart} other {# carts}}}}';
    expect(formatMessage(p, { n: 1, who: 'Ann', k: 1 })).toBe('1 item for Ann');
    expect(formatMessage(p, { n: 4, who: 'Ann', k: 2 })).toBe('4 items in 2 carts');
  });

  it('tolerates whitespace and newlines between branches', () => {
    expect(formatMessage('{n,plural,\n  one{# a}\n  other{# b}\n}', { n: 1 })).toBe('1 a');
  });
});

describe('formatMessage: properties', () => {
  it('returns text without special characters unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => !/[{}'#]/.test(s)),
        (s) => formatMessage(s) === s,
      ),
    );
  });

  it('inserts any string argument verbatim', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (before, value) => {
        const safe = before.replace(/[{}'#]/g, '');
        expect(formatMessage(`${safe}{v}${safe}`, { v: value })).toBe(`${safe}${value}${safe}`);
      }),
    );
  });

  it('plural picks "1 item" exactly when n is 1 (en)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const out = formatMessage(ITEMS, { n });
        expect(out.endsWith(n === 1 ? ' item' : ' items')).toBe(true);
      }),
    );
  });

  it('only ever throws one of the four documented errors', () => {
    const token = fc.constantFrom('{', '}', "'", '#', ',', ' ', 'n', 'x', 'plural', 'select', 'one', 'other', '=1', 'a');
    const arg = fc.oneof(fc.integer(), fc.string(), fc.constant(undefined), fc.constant(NaN));
    fc.assert(
      fc.property(fc.array(token, { maxLength: 30 }), arg, arg, (parts, n, x) => {
        try {
          expect(typeof formatMessage(parts.join(''), { n, x })).toBe('string');
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          expect(ERROR_TEXTS).toContain((e as Error).message);
        }
      }),
    );
  });

  it('message() never throws, whatever the override and default', () => {
    const token = fc.constantFrom('{', '}', "'", '#', ',', ' ', 'n', 'plural', 'date', 'one', 'other');
    const pattern = fc.array(token, { maxLength: 20 }).map((p) => p.join(''));
    fc.assert(
      fc.property(pattern, pattern, fc.oneof(fc.integer(), fc.string(), fc.constant(undefined)), (override, fallback, n) => {
        setMessages({ 'prop.id': override });
        expect(typeof message('prop.id', fallback, { n })).toBe('string');
      }),
    );
  });
});

describe('message and setMessages', () => {
  it('uses the call-site default when there is no override', () => {
    expect(message(freshId(), 'Unable to add item')).toBe('Unable to add item');
    expect(message(freshId(), '{n} items in cart', { n: 3 })).toBe('3 items in cart');
  });

  it('uses the override for its id only', () => {
    setMessages({ 'cart.add': "Impossible d'ajouter l'article" });
    expect(message('cart.add', 'Unable to add item')).toBe("Impossible d'ajouter l'article");
    expect(message('cart.remove', 'Unable to remove item')).toBe('Unable to remove item');
  });

  it('replaces the whole table on each call', () => {
    setMessages({ a: 'A1', b: 'B1' });
    setMessages({ a: 'A2' });
    expect(message('a', 'a')).toBe('A2');
    expect(message('b', 'b')).toBe('b');
  });

  it('copies the table, ignoring later mutation and non-string entries', () => {
    const table: Record<string, string> = { a: 'A' };
    setMessages({ ...table, bad: 42 as unknown as string });
    table.a = 'changed';
    expect(message('a', 'a')).toBe('A');
    expect(message('bad', 'fallback')).toBe('fallback');
  });

  it('treats odd ids as plain keys', () => {
    setMessages(JSON.parse('{"__proto__": "P", "constructor": "C"}') as Record<string, string>);
    expect(message('__proto__', 'x')).toBe('P');
    expect(message('constructor', 'x')).toBe('C');
    expect(message('toString', 'x')).toBe('x');
  });

  it('uses the table locale for plurals', () => {
    setMessages({}, 'pl');
    expect(getLocale()).toBe('pl');
    expect(message(freshId(), '{n, plural, one {# plik} few {# pliki} other {# plików}}', { n: 3 })).toBe('3 pliki');
  });

  it('defaults the locale to en', () => {
    setMessages({}, 'pl');
    setMessages({});
    expect(getLocale()).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('throws "Locale not found" for an unsupported locale and keeps the old table', () => {
    setMessages({ a: 'kept' }, 'fr');
    expect(() => setMessages({ a: 'new' }, 'zz-ZZ')).toThrow(new Error(LOCALE_NOT_FOUND));
    expect(() => setMessages({ a: 'new' }, '')).toThrow(LOCALE_NOT_FOUND);
    expect(message('a', 'a')).toBe('kept');
    expect(getLocale()).toBe('fr');
  });

  it('falls back to the default when an override is broken, and warns once', () => {
    const id = freshId();
    setMessages({ [id]: 'Bonjour {nom}' });
    expect(message(id, 'Hello {name}', { name: 'Ann' })).toBe('Hello Ann');
    expect(message(id, 'Hello {name}', { name: 'Ann' })).toBe('Hello Ann');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(INVALID_KEY, `(message "${id}")`);
  });

  it('falls back on an unknown format type in an override', () => {
    const id = freshId();
    setMessages({ [id]: '{n, number}' });
    expect(message(id, '{n} items', { n: 2 })).toBe('2 items');
    expect(warn).toHaveBeenCalledWith(FORMAT_NOT_FOUND, `(message "${id}")`);
  });

  it('renders a broken default with the failing placeholder empty', () => {
    const id = freshId();
    expect(message(id, 'Hello {name}, welcome')).toBe('Hello , welcome');
    expect(warn).toHaveBeenCalledWith(INVALID_KEY, `(message "${id}")`);
  });

  it('shows nothing for a plural of a non-number (SPEC.md §5)', () => {
    const id = freshId();
    expect(message(id, 'Cart: {n, plural, one {# item} other {# items}}.', { n: 'three' })).toBe('Cart: .');
    expect(warn).toHaveBeenCalledWith(NON_NUMERICAL, `(message "${id}")`);
  });

  it('keeps the good placeholders of a partly broken default', () => {
    expect(message(freshId(), '{a}-{b}-{c, date}', { a: 1, c: 2 })).toBe('1--');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('warns separately for different ids and different problems', () => {
    const a = freshId();
    const b = freshId();
    message(a, '{x}');
    message(a, '{x}');
    message(b, '{x}');
    message(a, '{x, date}');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('does not warn for good messages', () => {
    setMessages({ ok: '{n, plural, one {# item} other {# items}}' });
    message('ok', 'x', { n: 2 });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('stepperText', () => {
  it("renders SPEC.md §2 '{currentStepNumber} of {stepCount}'", () => {
    expect(stepperText(2, 5)).toBe('2 of 5');
    expect(stepperText(1, 1)).toBe('1 of 1');
  });

  it('is translatable through the table', () => {
    setMessages({ 'stepper.position': 'Étape {currentStepNumber} sur {stepCount}' }, 'fr');
    expect(stepperText(3, 4)).toBe('Étape 3 sur 4');
  });

  it('renders any pair of step numbers', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (current, count) => stepperText(current, count) === `${current} of ${count}`),
    );
  });
});
