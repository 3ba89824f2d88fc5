/**
 * Records keyed by names that come from outside: field ids (the block JSON, the server's
 * `errors` map), likert questions, a stored draft. They have no prototype, so an id such as
 * `__proto__`, `constructor` or `toString` is an ordinary key: reading an absent one gives
 * undefined, never Object.prototype's member, and writing one never touches a prototype
 * (issue 20; the server keeps the same rule).
 *
 * Pure; the Node reference server imports this package too.
 */

/** A record keyed by ids from outside: always made by `keyed`, never by `{}`. */
export type Keyed<T> = Record<string, T>;

/** A new keyed record, from `entries` if given (a later entry with the same key wins). */
export function keyed<T>(entries: Iterable<readonly [string, T]> = []): Keyed<T> {
  const out = Object.create(null) as Keyed<T>;
  // An assignment on an object without prototype meets no `__proto__` setter: an own key.
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** A copy of `record` with `key` set to `value`. */
export function withEntry<T>(record: Readonly<Keyed<T>>, key: string, value: T): Keyed<T> {
  const out = keyed(Object.entries(record));
  out[key] = value;
  return out;
}

/** `record` without `key`: the same object when it has no such own key. */
export function withoutEntry<T>(record: Readonly<Keyed<T>>, key: string): Readonly<Keyed<T>> {
  if (!Object.hasOwn(record, key)) return record;
  return keyed(Object.entries(record).filter(([k]) => k !== key));
}

/** `record[key]` when it is the record's own key, else undefined (whatever its prototype). */
export function entryOf<T>(record: Readonly<Keyed<T>> | null | undefined, key: string): T | undefined {
  return record !== null && typeof record === 'object' && Object.hasOwn(record, key) ? record[key] : undefined;
}
