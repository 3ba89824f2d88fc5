import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryOf, keyed, withEntry, withoutEntry } from './keyed';

/** Field ids that are names of Object.prototype members (issue 20). */
const BUILT_IN_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('keyed', () => {
  it('has no prototype: an absent built-in name reads as undefined', () => {
    const record = keyed<string>();
    expect(Object.getPrototypeOf(record)).toBeNull();
    for (const name of BUILT_IN_NAMES) expect(record[name], name).toBeUndefined();
  });

  it('keeps every built-in name as an ordinary own key', () => {
    const record = keyed(BUILT_IN_NAMES.map((name) => [name, `value of ${name}`] as const));
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(Object.keys(record)).toEqual(BUILT_IN_NAMES);
    for (const name of BUILT_IN_NAMES) expect(record[name]).toBe(`value of ${name}`);
    expect(JSON.parse(JSON.stringify(record))).toEqual(Object.fromEntries(BUILT_IN_NAMES.map((n) => [n, `value of ${n}`])));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('withEntry / withoutEntry', () => {
  it('copies, never changes the original, and stays without prototype', () => {
    const start = keyed([['a', 1]]);
    const next = withEntry(start, '__proto__', 2);
    expect(Object.getPrototypeOf(next)).toBeNull();
    expect(Object.entries(next)).toEqual([['a', 1], ['__proto__', 2]]);
    expect(Object.keys(start)).toEqual(['a']);
    expect(withEntry(next, '__proto__', 3)['__proto__']).toBe(3);

    const without = withoutEntry(next, '__proto__');
    expect(Object.entries(without)).toEqual([['a', 1]]);
    expect(Object.getPrototypeOf(without)).toBeNull();
  });

  it('withoutEntry gives the same object when the key is not its own', () => {
    const record = keyed([['a', 1]]);
    for (const name of ['b', ...BUILT_IN_NAMES]) expect(withoutEntry(record, name)).toBe(record);
  });
});

describe('entryOf', () => {
  it('reads own keys only, whatever the prototype', () => {
    expect(entryOf({ a: 'x' }, 'a')).toBe('x');
    for (const name of BUILT_IN_NAMES) expect(entryOf({}, name), name).toBeUndefined();
    expect(entryOf(Object.create({ a: 'inherited' }) as Record<string, string>, 'a')).toBeUndefined();
    expect(entryOf(null, 'a')).toBeUndefined();
    expect(entryOf(JSON.parse('{"__proto__": "own"}') as Record<string, string>, '__proto__')).toBe('own');
  });

  it('property: what withEntry sets, entryOf reads, for any key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...BUILT_IN_NAMES)), fc.string(), (key, value) => {
        expect(entryOf(withEntry(keyed<string>(), key, value), key)).toBe(value);
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
    );
  });
});
