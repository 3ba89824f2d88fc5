import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkListName, connectionState, stateText, subscriberEmail, validateListChoice, zapCountText } from './mailing-list.logic';

describe('mailing-list rules', () => {
  it('derives connected / disconnected / awaiting Zapier (SPEC.md §4)', () => {
    expect(connectionState({ listId: 'l1', zapier: false, zaps: 0 })).toBe('connected');
    expect(connectionState({ listId: null, zapier: false, zaps: 3 })).toBe('disconnected');
    expect(connectionState({ listId: null, zapier: true, zaps: 0 })).toBe('awaiting-zapier');
    expect(connectionState({ listId: null, zapier: true, zaps: 2 })).toBe('connected');
    expect(stateText('connected', 'Newsletter')).toBe('Connected to Newsletter');
    expect(stateText('awaiting-zapier', null)).toBe('Awaiting Zapier');
    expect(stateText('disconnected', null)).toBe('Disconnected');
  });

  it('counts Zaps in words, never a negative or fractional count', () => {
    expect(zapCountText(1)).toBe('1 connected Zap');
    expect(zapCountText(0)).toBe('0 connected Zaps');
    expect(zapCountText(4)).toBe('4 connected Zaps');
    expect(zapCountText(-2)).toBe('0 connected Zaps');
    expect(zapCountText(Number.NaN)).toBe('0 connected Zaps');
  });

  it("says 'A List must be selected' for no list (SPEC.md §5)", () => {
    expect(validateListChoice('')).toBe('A List must be selected');
    expect(validateListChoice('  ')).toBe('A List must be selected');
    expect(validateListChoice('7')).toBeNull();
  });

  it('checks a new list name: empty, too long, a duplicate in another case', () => {
    expect(checkListName('  Weekly   news ')).toEqual({ ok: true, name: 'Weekly news' });
    expect(checkListName(' ')).toEqual({ ok: false, problem: 'Please enter a list name' });
    expect(checkListName('x'.repeat(10_000))).toEqual({ ok: false, problem: 'A list name can be at most 100 characters' });
    expect(checkListName('NEWSLETTER', ['Newsletter'])).toEqual({ ok: false, problem: 'This list already exists' });
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        const checked = checkListName(raw);
        // eslint-disable-next-line no-control-regex -- what it must never keep
        if (checked.ok) expect(/[\u0000-\u001F]/.test(checked.name) || checked.name !== checked.name.trim()).toBe(false);
      }),
    );
  });

  it('finds the subscriber: the email field first, else any address; nothing for no address', () => {
    const fields = [{ id: 'name', type: 'text' }, { id: 'email', type: 'email' }];
    expect(subscriberEmail(fields, { name: 'a@b.co', email: ' Ada@Example.COM ' })).toBe('ada@example.com');
    expect(subscriberEmail(fields, { name: 'ada@example.com', email: 'not an address' })).toBe('ada@example.com');
    expect(subscriberEmail(fields, { name: 'Ada' })).toBeNull();
    expect(subscriberEmail(fields, { email: `${'a'.repeat(250)}@x.com` })).toBeNull();
  });
});
