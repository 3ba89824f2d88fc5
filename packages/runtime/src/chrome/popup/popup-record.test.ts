import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../contracts/storage';
import { parsePopupRecord, POPUP_RECORD_KEY, popupRecordStore, serializePopupRecord } from './popup-record';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    medium: 'storage',
    get: (key) => data.get(key) ?? null,
    set: (key, value) => (data.set(key, value), true),
    remove: (key) => void data.delete(key),
  };
}

describe('popup record', () => {
  it('is stored under the spec field names', () => {
    expect(JSON.parse(serializePopupRecord({ version: 2, submitted: true, dateClosed: 1700000000000 }))).toEqual({
      version: 2,
      submitted: true,
      'date-closed': 1700000000000,
    });
  });

  it('reads what it wrote, and dates as numbers or ISO text', () => {
    expect(parsePopupRecord('{"version":2,"submitted":false,"date-closed":1700000000000}')).toEqual({
      version: 2,
      submitted: false,
      dateClosed: 1700000000000,
    });
    expect(parsePopupRecord('{"version":"3","submitted":"true","date-closed":"2024-01-02T03:04:05Z"}')).toEqual({
      version: 3,
      submitted: true,
      dateClosed: Date.UTC(2024, 0, 2, 3, 4, 5),
    });
    expect(parsePopupRecord('{}')).toEqual({ version: 0, submitted: false, dateClosed: null });
    expect(parsePopupRecord('{"date-closed":"yesterday"}')?.dateClosed).toBe(null);
  });

  it('reads anything that is not an object as no record', () => {
    for (const text of [null, '', 'x', '[]', 'null', '3', '"s"', '{"version":']) expect(parsePopupRecord(text)).toBe(null);
  });

  it('property: round-trips', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.option(fc.integer({ min: 0, max: 2 ** 52 })), (version, submitted, dateClosed) => {
        const record = { version, submitted, dateClosed };
        expect(parsePopupRecord(serializePopupRecord(record))).toEqual(record);
      }),
    );
  });

  it('property: never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parsePopupRecord(text)));
    fc.assert(fc.property(fc.jsonValue(), (value) => void parsePopupRecord(JSON.stringify(value))));
  });

  it('merges updates for one version and starts afresh for another', () => {
    const store = memoryStore();
    const records = popupRecordStore(undefined, store);
    expect(records.read()).toBe(null);
    records.update(2, { submitted: true });
    expect(records.read()).toEqual({ version: 2, submitted: true, dateClosed: null });
    records.update(2, { dateClosed: 5 });
    expect(records.read()).toEqual({ version: 2, submitted: true, dateClosed: 5 });
    records.update(3, { dateClosed: 9 });
    expect(records.read()).toEqual({ version: 3, submitted: false, dateClosed: 9 });
    expect(JSON.parse(store.data.get(POPUP_RECORD_KEY)!)).toEqual({ version: 3, submitted: false, 'date-closed': 9 });
  });
});
