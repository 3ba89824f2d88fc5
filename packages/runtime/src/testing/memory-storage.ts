/**
 * A real `Storage` implementation over a Map, for unit tests (never imported by shipped
 * code). It fails the ways browsers do when told to: a quota (Safari private mode has
 * 0), reads that throw (sandboxed iframes, blocked cookies), every write throwing.
 */
export class MemoryStorage implements Storage {
  readonly data = new Map<string, string>();
  /** Every setItem, as `key=value`, in order. */
  readonly writes: string[] = [];
  /** Total characters allowed across keys and values. */
  quota = Infinity;
  /** Every write throws QuotaExceededError. */
  failWrites = false;
  /** Every read throws SecurityError. */
  failGet = false;

  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failGet) throw new DOMException('denied', 'SecurityError');
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    if (this.quota !== Infinity) {
      const used = [...this.data].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
      if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    }
    this.writes.push(`${key}=${value}`);
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  clear(): void {
    this.data.clear();
  }
  [name: string]: unknown;
}
