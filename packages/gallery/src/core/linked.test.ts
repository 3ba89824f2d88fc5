import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockedByLinked, holdsKeyboard, othersOf, syncLinked, updateMember, type LinkedGroup } from './linked';

const group: LinkedGroup = {
  parent: 'slideshow',
  members: [
    { id: 'slideshow', index: 0, count: 5, inMotion: false },
    { id: 'thumbs', index: 0, count: 5, inMotion: false },
    { id: 'short', index: 0, count: 2, inMotion: false },
  ],
};

describe('linked galleries (SPEC.md §4)', () => {
  it('only the parent holds keyboard control', () => {
    expect(holdsKeyboard(group, 'slideshow')).toBe(true);
    expect(holdsKeyboard(group, 'thumbs')).toBe(false);
  });

  it('blocks a change while another member at a different index is moving', () => {
    expect(blockedByLinked(0, [{ index: 1, inMotion: true }])).toBe(true);
    expect(blockedByLinked(1, [{ index: 1, inMotion: true }])).toBe(false);
    expect(blockedByLinked(0, [{ index: 1, inMotion: false }])).toBe(false);
    expect(blockedByLinked(0, [])).toBe(false);
  });

  it('brings the others to the new index, wrapped into their own range', () => {
    expect(syncLinked(group, 'slideshow', 3)).toEqual([
      { id: 'thumbs', index: 3 },
      { id: 'short', index: 1 },
    ]);
    expect(syncLinked(group, 'thumbs', 0)).toEqual([]);
  });

  it('leaves a member without slides alone', () => {
    const g = updateMember(group, 'short', { count: 0 });
    expect(syncLinked(g, 'slideshow', 3)).toEqual([{ id: 'thumbs', index: 3 }]);
  });

  it('gives the snapshots of the others', () => {
    expect(othersOf(group, 'thumbs').map((m) => m.index)).toEqual([0, 0]);
    expect(othersOf(group, 'thumbs')).toHaveLength(2);
  });

  it('updates one member without touching the group', () => {
    const g = updateMember(group, 'thumbs', { index: 2, inMotion: true });
    expect(g.members[1]).toEqual({ id: 'thumbs', index: 2, count: 5, inMotion: true });
    expect(group.members[1]?.index).toBe(0);
  });

  it('after applying a sync, every member agrees with the source (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 5 }), fc.nat(), (counts, raw) => {
        const g: LinkedGroup = { parent: 'm0', members: counts.map((count, i) => ({ id: `m${i}`, index: 0, count, inMotion: false })) };
        const index = raw % counts[0]!;
        let synced = updateMember(g, 'm0', { index });
        for (const move of syncLinked(synced, 'm0', index)) synced = updateMember(synced, move.id, { index: move.index });
        for (const member of synced.members) expect(member.index).toBe(index % member.count);
        expect(syncLinked(synced, 'm0', index)).toEqual([]);
      }),
    );
  });
});
