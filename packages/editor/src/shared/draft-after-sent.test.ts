import { describe, expect, it } from 'vitest';
import { draftAfterSent } from './use-control';

describe('draftAfterSent', () => {
  it('takes only the sent name out of the field, keeping what was typed after it', () => {
    expect(draftAfterSent('BreakfastFood', 'Breakfast')).toBe('Food');
    expect(draftAfterSent('Breakfast', 'Breakfast')).toBe('');
  });
  it('leaves a field the user has rewritten (it no longer starts with the sent name) as it is', () => {
    expect(draftAfterSent('Lunch', 'Breakfast')).toBe('Lunch');
    expect(draftAfterSent('Break', 'Breakfast')).toBe('Break');
    expect(draftAfterSent('', 'Breakfast')).toBe('');
  });
});
