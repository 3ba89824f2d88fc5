/**
 * Linked galleries (SPEC.md §4 "Gallery index"): a slideshow and its thumbnail strip, say, move
 * together. One gallery of a group is the parent; only it answers the keyboard, so one key press
 * moves the group once instead of once per member. A change is refused while any other member at
 * a different index is still moving (its animation would be cut short and the two would disagree).
 *
 * Pure: members are plain snapshots; the element owns the group and applies the updates.
 */

/** What a gallery knows about one of its linked galleries. */
export interface LinkedSnapshot {
  readonly index: number;
  readonly inMotion: boolean;
}

export interface LinkedMember extends LinkedSnapshot {
  readonly id: string;
  /** Its own slide count: an index is normalised against it. */
  readonly count: number;
}

export interface LinkedGroup {
  /** The parent's id; it alone holds keyboard control. */
  readonly parent: string;
  readonly members: readonly LinkedMember[];
}

/** SPEC.md §4: a change is rejected while a linked gallery with a different index is in motion. */
export function blockedByLinked(index: number, linked: readonly LinkedSnapshot[]): boolean {
  return linked.some((other) => other.inMotion && other.index !== index);
}

/** SPEC.md §4: only the parent keeps keyboard control. */
export function holdsKeyboard(group: LinkedGroup, id: string): boolean {
  return group.parent === id;
}

/** Snapshots of every member except `id`, to pass to the index reducer. */
export function othersOf(group: LinkedGroup, id: string): LinkedSnapshot[] {
  return group.members.filter((member) => member.id !== id);
}

/**
 * The moves that bring the rest of the group to `index` after member `sourceId` moved there:
 * one `{id, index}` per member not already at it. A member with fewer slides gets the index
 * wrapped into its own range; a member without slides is left alone.
 */
export function syncLinked(group: LinkedGroup, sourceId: string, index: number): Array<{ id: string; index: number }> {
  const moves: Array<{ id: string; index: number }> = [];
  for (const member of group.members) {
    if (member.id === sourceId || member.count <= 0) continue;
    const target = ((Math.trunc(index) % member.count) + member.count) % member.count;
    if (target !== member.index) moves.push({ id: member.id, index: target });
  }
  return moves;
}

/** A group with one member's index or motion replaced (members are immutable snapshots). */
export function updateMember(group: LinkedGroup, id: string, patch: Partial<Pick<LinkedMember, 'index' | 'inMotion' | 'count'>>): LinkedGroup {
  return { ...group, members: group.members.map((member) => (member.id === id ? { ...member, ...patch } : member)) };
}
