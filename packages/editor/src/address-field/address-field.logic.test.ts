import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAddress, addressValue, detailsQuery, readAddress, readPredictions, zipProblem, EMPTY_ADDRESS } from './address-field.logic';

const HOME = { addressLine1: '1 Harbour St', addressLine2: '', city: 'Portland', state: 'ME', zip: '04101', country: 'US' };

describe('address value', () => {
  it('is the parts as JSON, and reads back', () => {
    const value = addressValue(HOME);
    expect(JSON.parse(value)).toEqual(HOME);
    expect(readAddress(value)).toEqual(HOME);
    expect(addressValue(EMPTY_ADDRESS)).toBe('');
  });

  it('accepts an address as JSON (unknown keys and non-strings dropped), refuses any other string and keeps the last', () => {
    expect(acceptAddress('{"city": "Oslo", "zip": 123, "x": "y"}', '')).toEqual({ value: addressValue({ ...EMPTY_ADDRESS, city: 'Oslo' }), problem: null });
    expect(acceptAddress('', 'v')).toEqual({ value: '', problem: null });
    expect(acceptAddress('Main Street', 'v')).toEqual({ value: 'v', problem: 'Main Street is not an address' });
    expect(acceptAddress('[1]', 'v').value).toBe('v');
    expect(acceptAddress('{"__proto__": {"city": "x"}}', '').value).toBe('');
    expect(acceptAddress('{'.repeat(1_000_000), 'v').value).toBe('v');
  });

  it('never throws; a kept value always reads back to itself (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const { value } = acceptAddress(raw, '');
        expect(value === '' || addressValue(readAddress(value)) === value).toBe(true);
      }),
    );
  });
});

describe('US zip (SPEC.md §5: exactly 5 digits)', () => {
  it('holds only in the US', () => {
    expect(zipProblem(HOME)).toBe(null);
    for (const zip of ['0410', '041011', '04101-1234', 'ABCDE', ' 04101']) expect(zipProblem({ ...HOME, zip }), zip).toBe('A US zip code has exactly 5 digits');
    expect(zipProblem({ ...HOME, country: 'United States', zip: '1' })).not.toBe(null);
    expect(zipProblem({ ...HOME, country: 'GB', zip: 'SW1A 1AA' })).toBe(null);
    expect(zipProblem({ ...HOME, zip: '' })).toBe(null);
  });
});

describe('places calls (SPEC.md §7, §8)', () => {
  it('asks for details only with the tracking context', () => {
    expect(detailsQuery('p1', { productPage: 'editor', productSection: 'address-field' })).toEqual({ ok: true, query: { placeId: 'p1', productPage: 'editor', productSection: 'address-field' } });
    for (const tracking of [{}, { productPage: 'editor' }, { productSection: 'x' }, { productPage: ' ', productSection: 'x' }]) {
      expect(detailsQuery('p1', tracking)).toEqual({ ok: false, error: 'Please provide a tracking context when using Google Places API details to track cost' });
    }
  });

  it('reads suggestions whatever the answer holds', () => {
    expect(readPredictions({ predictions: [{ placeId: 'a', description: 'A' }, { placeId: 1 }, null] })).toEqual([{ placeId: 'a', description: 'A' }]);
    expect(readPredictions('x')).toEqual([]);
  });
});
