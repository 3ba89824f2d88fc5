import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBlockData, readSettingsTable, tableAttributes, toNumber, type SettingsSchema } from './block-data';

const schema = {
  allowMultipleOpen: { type: 'boolean', default: false },
  columns: { type: 'number', default: 3, min: 1, max: 12 },
  title: { type: 'string', default: 'x' },
  design: { type: 'enum', default: 'grid', values: ['grid', 'list'] },
  autoplayDuration: { type: 'number', default: 5, jsonKey: 'autoplay-duration', attribute: 'autoplay-duration' },
} satisfies SettingsSchema;

const attrs = (map: Record<string, string>) => (name: string) => map[name] ?? null;
const readSettings = (table: SettingsSchema, json: string | null, lookup: (name: string) => string | null) =>
  readSettingsTable(table, parseBlockData(json), lookup);

describe('readSettingsTable', () => {
  it('gives every default with no JSON and no attributes', () => {
    const result = readSettings(schema, null, attrs({}));
    expect(result).toEqual({
      ok: true,
      value: { allowMultipleOpen: false, columns: 3, title: 'x', design: 'grid', autoplayDuration: 5 },
      warnings: [],
    });
  });

  it('reads JSON keys as spelled, including kebab-case keys', () => {
    const result = readSettings(schema, '{"allowMultipleOpen":true,"columns":4,"autoplay-duration":2}', attrs({}));
    expect(result.ok && result.value).toMatchObject({ allowMultipleOpen: true, columns: 4, autoplayDuration: 2 });
  });

  it('lets an attribute win over the JSON', () => {
    const result = readSettings(schema, '{"design":"list","columns":4}', attrs({ design: 'grid', columns: '6' }));
    expect(result.ok && result.value).toMatchObject({ design: 'grid', columns: 6 });
  });

  it('treats a present boolean attribute as true whatever its value (HTML rules)', () => {
    for (const v of ['', 'false', '0', 'no', 'allow-multiple-open']) {
      const result = readSettings(schema, '{"allowMultipleOpen":false}', attrs({ 'allow-multiple-open': v }));
      expect(result.ok && result.value.allowMultipleOpen).toBe(true);
    }
  });

  it('falls back to defaults with a warning for wrong types and clamps numbers', () => {
    const result = readSettings(schema, '{"columns":"many","design":"cube","title":{},"allowMultipleOpen":"yes"}', attrs({}));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ columns: 3, design: 'grid', title: 'x', allowMultipleOpen: false });
    expect(result.warnings).toHaveLength(4);
    const clamped = readSettings(schema, '{"columns":99}', attrs({}));
    expect(clamped.ok && clamped.value.columns).toBe(12);
  });

  it('reports malformed JSON and non-object JSON as errors', () => {
    expect(readSettings(schema, '{design:', attrs({})).ok).toBe(false);
    expect(readSettings(schema, '[1,2]', attrs({})).ok).toBe(false);
    expect(readSettings(schema, 'null', attrs({})).ok).toBe(false);
  });

  it('never throws, whatever the JSON text and attributes', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.constantFrom('design', 'columns', 'title', 'allow-multiple-open'), fc.string()), (json, map) => {
        const result = readSettings(schema, json, attrs(map));
        if (result.ok) {
          expect(['grid', 'list']).toContain(result.value.design);
          expect(result.value.columns).toBeGreaterThanOrEqual(1);
          expect(result.value.columns).toBeLessThanOrEqual(12);
        }
      }),
    );
  });

  it('cannot be steered by prototype keys in the JSON', () => {
    const result = readSettings(schema, '{"__proto__":{"design":"list"}}', attrs({}));
    expect(result.ok && result.value.design).toBe('grid');
  });

  it('lists the attributes it reads in kebab case', () => {
    expect(tableAttributes(schema)).toEqual(['allow-multiple-open', 'columns', 'title', 'design', 'autoplay-duration']);
  });
});

describe('parseBlockData', () => {
  it('tells missing, undecodable and unevaluable data apart', () => {
    expect(parseBlockData(null)).toMatchObject({ ok: true, given: false });
    expect(parseBlockData('  ')).toMatchObject({ ok: true, given: false });
    expect(parseBlockData('{"a":1}')).toMatchObject({ ok: true, given: true, data: { a: 1 } });
    expect(parseBlockData('{a:')).toMatchObject({ ok: false, problem: 'decode' });
    for (const text of ['[1]', 'null', '3', '"x"']) expect(parseBlockData(text)).toMatchObject({ ok: false, problem: 'evaluate' });
  });

  it('never throws and never touches Object.prototype', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}')), (text) => {
        const data = parseBlockData(text);
        expect(typeof data.ok).toBe('boolean');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
    );
  });
});

describe('toNumber', () => {
  it('reads finite numbers and numeric text only', () => {
    expect([toNumber(3), toNumber(' 4.5 '), toNumber(''), toNumber('x'), toNumber(NaN), toNumber(Infinity), toNumber(null)]).toEqual([3, 4.5, null, null, null, null, null]);
  });
});
