import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptNames,
  addName,
  checkName,
  editOneProblem,
  MAX_NAMES,
  mergeNames,
  namesOf,
  removeNames,
  renameName,
  serializeNames,
} from './tag-manager.logic';

describe('tag manager rules', () => {
  it('adds a tidy name at the end', () => {
    expect(addName(['News'], '  Travel \n tips ', 'tag')).toEqual({ ok: true, names: ['News', 'Travel tips'] });
  });

  it("refuses a name that exists in another case: 'This {tagType} already exists' (SPEC.md §5)", () => {
    expect(addName(['News'], 'nEWS', 'tag')).toEqual({ ok: false, problem: 'This tag already exists' });
    expect(addName(['Café'], 'CAFE\u0301', 'category')).toEqual({ ok: false, problem: 'This category already exists' });
  });

  it('caps a tag at 50 characters and a category at 25 (SPEC.md §5), counting characters not code units', () => {
    expect(checkName('x'.repeat(50), 'tag').ok).toBe(true);
    expect(checkName('x'.repeat(51), 'tag')).toEqual({ ok: false, problem: 'A tag can be at most 50 characters' });
    expect(checkName('x'.repeat(25), 'category').ok).toBe(true);
    expect(checkName('x'.repeat(26), 'category')).toEqual({ ok: false, problem: 'A category can be at most 25 characters' });
    expect(checkName('😀'.repeat(25), 'category').ok).toBe(true);
  });

  it('refuses an empty name and drops control characters', () => {
    expect(checkName(' \t ', 'tag')).toEqual({ ok: false, problem: 'Enter a tag name' });
    expect(checkName('a\u0000b\u0007', 'tag')).toEqual({ ok: true, name: 'ab' });
  });

  it('renames in place; a case change is fine, another existing name is not', () => {
    expect(renameName(['a', 'b', 'c'], 'B', 'Bee', 'tag')).toEqual({ ok: true, names: ['a', 'Bee', 'c'] });
    expect(renameName(['a', 'b'], 'b', 'B', 'tag')).toEqual({ ok: true, names: ['a', 'B'] });
    expect(renameName(['a', 'b'], 'b', 'A', 'tag')).toEqual({ ok: false, problem: 'This tag already exists' });
    expect(renameName(['a'], 'a', '', 'tag').ok).toBe(false);
  });

  it('removes names without regard to case and ignores unknown ones', () => {
    expect(removeNames(['a', 'B', 'c'], ['b', 'zzz'])).toEqual(['a', 'c']);
  });

  it('merges into the first chosen name in list order, and needs two', () => {
    expect(mergeNames(['a', 'b', 'c', 'd'], ['d', 'b'], 'tag')).toEqual({ ok: true, names: ['a', 'b', 'c'], into: 'b' });
    expect(mergeNames(['a', 'b'], ['a'], 'tag')).toEqual({ ok: false, problem: 'Select two or more to merge' });
  });

  it("edits one at a time: 'You may only edit one {tagType} at a time' (SPEC.md §5)", () => {
    expect(editOneProblem(['a'], 'tag')).toBeNull();
    expect(editOneProblem(['a', 'b'], 'category')).toBe('You may only edit one category at a time');
  });

  it('accepts a JSON list of valid unique names as the value, and keeps the previous for anything else', () => {
    expect(acceptNames('["a"," b "]', '', 'tag')).toEqual({ value: '["a","b"]', problem: null });
    expect(acceptNames('', '["a"]', 'tag')).toEqual({ value: '', problem: null });
    expect(acceptNames('a, b', '["a"]', 'tag')).toEqual({ value: '["a"]', problem: 'Not a list of tag names: a, b' });
    expect(acceptNames('[1]', '', 'tag').problem).toBe('Not a list of tag names: [1]');
    expect(acceptNames('["a","A"]', '["x"]', 'tag')).toEqual({ value: '["x"]', problem: 'A: This tag already exists' });
    expect(acceptNames(JSON.stringify(['x'.repeat(26)]), '', 'category').problem).toContain('A category can be at most 25 characters');
    expect(acceptNames(JSON.stringify(Array.from({ length: MAX_NAMES + 1 }, (_, i) => `t${i}`)), '', 'tag').problem).toBe('At most 500 tag names');
  });

  it('never throws on any string, and what it keeps reads back as valid names (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.array(fc.string()).map((a) => JSON.stringify(a))), (raw) => {
        const kept = acceptNames(raw, '', 'tag');
        if (kept.problem !== null) expect(kept.value).toBe('');
        const names = namesOf(kept.value);
        expect(serializeNames(names)).toBe(kept.value);
        expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
      }),
    );
  });

  it('names only a short prefix of a huge paste', () => {
    const { problem } = acceptNames('x'.repeat(1_000_000), '', 'tag');
    expect(problem!.length).toBeLessThan(100);
  });
});
