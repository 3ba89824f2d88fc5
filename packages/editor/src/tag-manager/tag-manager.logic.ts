/**
 * The tag and category manager's rules (SPEC.md §2 "tag and category manager", §5 caps and
 * editor messages, §8 confirmation). A list of names, kept in the order they were added; names
 * are unique without regard to case ('News' and 'news' are one tag). Pure: no DOM, no React.
 * The reference backend applies the same rules (packages/server/src/taxonomy-store.ts).
 */
import { message } from '@sqs/runtime/contracts/messages';
import type { Accepted } from '../shared/control-element';

export const TAG_TYPES = ['tag', 'category'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** SPEC.md §5: 'Max tag length 50, max category length 25'. */
export const MAX_NAME_LENGTH: Readonly<Record<TagType, number>> = { tag: 50, category: 25 };
/** A list longer than this is refused whole (a 1 MB paste must not make 100 000 chips). Not in SPEC: a sane bound. */
export const MAX_NAMES = 500;
/**
 * The most a name field takes of a paste (issue 17: a 1 MB paste keeps the page responsive; the
 * browser would lay out the whole line): twenty times the longest name, so a name too long is
 * still typed and told why, never silently cut.
 */
export const FIELD_MAX_LENGTH = 1000;

/** SPEC.md §5 "Editor messages". */
export const ALREADY_EXISTS_TEXT = 'This {tagType} already exists';
export const ONE_AT_A_TIME_TEXT = 'You may only edit one {tagType} at a time';
/** SPEC.md §8 "Confirmations": remove tag. */
export const REMOVE_CONFIRM_TEXT = 'All items with these tags will be updated.';
/** Not in SPEC (its cap only): said when a name is longer than the cap. */
export const TOO_LONG_TEXT = 'A {tagType} can be at most {max} characters';
export const EMPTY_NAME_TEXT = 'Enter a {tagType} name';
export const NOT_A_LIST_TEXT = 'Not a list of {tagType} names: {val}';
export const TOO_MANY_TEXT = 'At most {max} {tagType} names';
export const MERGE_NEEDS_TWO_TEXT = 'Select two or more to merge';

export type Outcome = { ok: true; names: string[] } | { ok: false; problem: string };

/** The word for the type, as the messages say it ('tag', 'category'), translatable. */
export const tagTypeWord = (type: TagType): string => message(`tagManager.word.${type}`, type);

const say = (id: string, text: string, type: TagType, args: Record<string, unknown> = {}) =>
  message(`tagManager.${id}`, text, { tagType: tagTypeWord(type), ...args });

/** The name compared for duplicates: case-insensitive, any Unicode form of the same letters. */
export const nameKey = (name: string): string => name.normalize('NFC').trim().toLowerCase();

/** Whitespace runs (tabs, newlines) become one space; control characters go. */
const tidy = (raw: string): string =>
  raw
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A name as typed → the name to keep, or why not (empty, longer than the type's cap). */
export function checkName(raw: string, type: TagType): { ok: true; name: string } | { ok: false; problem: string } {
  const name = tidy(String(raw));
  if (name === '') return { ok: false, problem: say('empty', EMPTY_NAME_TEXT, type) };
  const max = MAX_NAME_LENGTH[type];
  // Characters as the user counts them (an emoji is one), not UTF-16 units.
  if ([...name].length > max) return { ok: false, problem: say('tooLong', TOO_LONG_TEXT, type, { max }) };
  return { ok: true, name };
}

const indexOfName = (names: readonly string[], name: string): number => {
  const key = nameKey(name);
  return names.findIndex((existing) => nameKey(existing) === key);
};

/** Adds a name at the end: 'This {tagType} already exists' when one differs only in case. */
export function addName(names: readonly string[], raw: string, type: TagType): Outcome {
  const checked = checkName(raw, type);
  if (!checked.ok) return checked;
  if (indexOfName(names, checked.name) >= 0) return { ok: false, problem: say('exists', ALREADY_EXISTS_TEXT, type) };
  if (names.length >= MAX_NAMES) return { ok: false, problem: say('tooMany', TOO_MANY_TEXT, type, { max: MAX_NAMES }) };
  return { ok: true, names: [...names, checked.name] };
}

/** Renames in place; a change of case only is allowed, another existing name is not (merge is for that). */
export function renameName(names: readonly string[], from: string, raw: string, type: TagType): Outcome {
  const at = indexOfName(names, from);
  const checked = checkName(raw, type);
  if (!checked.ok) return checked;
  if (at < 0) return addName(names, checked.name, type);
  const other = indexOfName(names, checked.name);
  if (other >= 0 && other !== at) return { ok: false, problem: say('exists', ALREADY_EXISTS_TEXT, type) };
  return { ok: true, names: names.map((name, i) => (i === at ? checked.name : name)) };
}

/** Removes every name given (case-insensitive); names not in the list are ignored. */
export function removeNames(names: readonly string[], remove: readonly string[]): string[] {
  const keys = new Set(remove.map(nameKey));
  return names.filter((name) => !keys.has(nameKey(name)));
}

/**
 * Merges the names given into the first of them in list order: the others go, and (on the
 * server) their items take the kept name. Fewer than two: nothing to merge.
 */
export function mergeNames(names: readonly string[], merge: readonly string[], type: TagType): Outcome & { into?: string } {
  const keys = new Set(merge.map(nameKey));
  const chosen = names.filter((name) => keys.has(nameKey(name)));
  if (chosen.length < 2) return { ok: false, problem: message('tagManager.mergeNeedsTwo', MERGE_NEEDS_TWO_TEXT, { tagType: tagTypeWord(type) }) };
  const into = chosen[0];
  return { ok: true, names: names.filter((name) => name === into || !keys.has(nameKey(name))), into };
}

/** Renaming edits one name: more than one selected says so (SPEC.md §5). */
export const editOneProblem = (selected: readonly string[], type: TagType): string | null =>
  selected.length > 1 ? say('oneAtATime', ONE_AT_A_TIME_TEXT, type) : null;

/** The element's value: the names as a JSON array. */
export const serializeNames = (names: readonly string[]): string => (names.length === 0 ? '' : JSON.stringify(names));

/** The names a value stands for (an unreadable one: none). */
export function namesOf(value: string): string[] {
  if (value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

const shorten = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/**
 * Any string → the value to keep: '' (no names) or a JSON array of names, each checked and
 * unique. Anything else keeps the previous value and says why.
 */
export function acceptNames(raw: string, previous: string, type: TagType): Accepted {
  const refuse = (problem: string): Accepted => ({ value: previous, problem });
  if (raw.trim() === '') return { value: '', problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((name) => typeof name === 'string')) {
    return refuse(say('notAList', NOT_A_LIST_TEXT, type, { val: shorten(raw) }));
  }
  if (parsed.length > MAX_NAMES) return refuse(say('tooMany', TOO_MANY_TEXT, type, { max: MAX_NAMES }));
  let names: string[] = [];
  for (const name of parsed as string[]) {
    const added = addName(names, name, type);
    if (!added.ok) return refuse(`${shorten(name)}: ${added.problem}`);
    names = added.names;
  }
  return { value: serializeNames(names), problem: null };
}
