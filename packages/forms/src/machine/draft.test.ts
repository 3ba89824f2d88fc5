import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { openStore } from '@sqs/runtime/contracts/storage';
import type { KeyValueStore, StorageHost } from '@sqs/runtime/contracts/storage';
import { clearDraft, DRAFT_TTL_MS, draftKey, loadDraft, saveDraft } from './draft';
import { MemoryStorage } from '@sqs/runtime/testing/memory-storage';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function sessionStore(now?: () => number): { store: KeyValueStore; storage: MemoryStorage } {
  const storage = new MemoryStorage();
  const host: StorageHost = { sessionStorage: storage, localStorage: null, document: null };
  return { store: now ? openStore('session', host, now) : openStore('session', host), storage };
}

const KEY = draftKey('form-1', '/contact');

describe('draftKey', () => {
  it("is 'sqs-form-draft:' + formId + ':' + pagePath", () => {
    expect(draftKey('5f2a', '/contact-us')).toBe('sqs-form-draft:5f2a:/contact-us');
    expect(draftKey('a', '/x')).not.toBe(draftKey('a', '/y'));
  });
});

describe('saveDraft / loadDraft', () => {
  it('a draft survives a "reload" (a new store on the same sessionStorage)', () => {
    const { store, storage } = sessionStore();
    saveDraft(store, KEY, { name: ['Ada', 'Lovelace'], email: 'ada@example.com', likert: { q: ['2'] } }, []);
    const reloaded = openStore('session', { sessionStorage: storage });
    expect(loadDraft(reloaded, KEY)).toEqual({ name: ['Ada', 'Lovelace'], email: 'ada@example.com', likert: { q: ['2'] } });
  });

  it('never writes password fields', () => {
    const { store, storage } = sessionStore();
    saveDraft(store, KEY, { email: 'ada@example.com', 'pw-1': 'hunter2-SECRET', 'pw-2': 'other-SECRET' }, ['pw-1', 'pw-2']);
    expect(storage.writes.join('\n')).not.toContain('SECRET');
    expect(storage.writes.join('\n')).not.toContain('pw-');
    expect(loadDraft(store, KEY)).toEqual({ email: 'ada@example.com' });
  });

  it('never fills a password field from an older draft that held one', () => {
    const { store } = sessionStore();
    store.set(KEY, JSON.stringify({ email: 'a@b.co', pw: 'old' }), DRAFT_TTL_MS);
    expect(loadDraft(store, KEY, ['pw'])).toEqual({ email: 'a@b.co' });
  });

  it('with only password fields, removes the old draft instead of writing', () => {
    const { store, storage } = sessionStore();
    saveDraft(store, KEY, { email: 'a@b.co' }, []);
    saveDraft(store, KEY, { pw: 'SECRET' }, ['pw']);
    expect(storage.data.has(KEY)).toBe(false);
    expect(storage.writes.join('\n')).not.toContain('SECRET');
    expect(loadDraft(store, KEY)).toBeNull();
  });

  it('expires after 24 hours', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2024, 0, 1));
    const { store } = sessionStore();
    saveDraft(store, KEY, { email: 'a@b.co' }, []);
    expect(DRAFT_TTL_MS).toBe(24 * 60 * 60 * 1000);
    vi.advanceTimersByTime(DRAFT_TTL_MS - 1);
    expect(loadDraft(store, KEY)).toEqual({ email: 'a@b.co' });
    vi.advanceTimersByTime(1);
    expect(loadDraft(store, KEY)).toBeNull();
  });

  it('each save refreshes the expiry', () => {
    let now = 0;
    const { store } = sessionStore(() => now);
    saveDraft(store, KEY, { a: '1' }, []);
    now = DRAFT_TTL_MS - 10;
    saveDraft(store, KEY, { a: '2' }, []);
    now = DRAFT_TTL_MS + 10;
    expect(loadDraft(store, KEY)).toEqual({ a: '2' });
  });

  it('loadDraft is null for nothing stored and for anything that is not a plain object', () => {
    const { store } = sessionStore();
    expect(loadDraft(store, KEY)).toBeNull();
    for (const text of ['not json', '[1,2]', '"text"', '42', 'null', 'true', '{"v":']) {
      store.set(KEY, text, DRAFT_TTL_MS);
      expect(loadDraft(store, KEY)).toBeNull();
    }
  });

  it('keeps a "__proto__" field id as data, never as a prototype', () => {
    const { store } = sessionStore();
    saveDraft(store, KEY, JSON.parse('{"__proto__": {"polluted": true}, "a": "1"}') as Record<string, unknown>, []);
    const draft = loadDraft(store, KEY);
    expect(draft && Object.getPrototypeOf(draft)).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(draft && Object.keys(draft).sort()).toEqual(['__proto__', 'a']);
  });

  it('reads built-in names only as the ids the draft holds (issue 20)', () => {
    const { store } = sessionStore();
    saveDraft(store, KEY, JSON.parse('{"constructor": "c", "__proto__": "p"}') as Record<string, unknown>, ['constructor']);
    const draft = loadDraft(store, KEY);
    expect(draft?.['__proto__']).toBe('p');
    expect(draft?.['constructor']).toBeUndefined();
    expect(draft?.['toString']).toBeUndefined();
  });

  it('leaves no draft (and does not throw) for values JSON cannot hold', () => {
    const { store, storage } = sessionStore();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => saveDraft(store, KEY, { a: cyclic }, [])).not.toThrow();
    expect(() => saveDraft(store, KEY, { a: 10n }, [])).not.toThrow();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('writes nothing when the store fell back to cookies (answers must not ride in Cookie headers)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cookieWrites: string[] = [];
    const document = {
      location: { hostname: 'example.com', pathname: '/', protocol: 'https:' },
      get cookie() {
        return '';
      },
      set cookie(text: string) {
        cookieWrites.push(text);
      },
    };
    const store = openStore('session', { sessionStorage: null, document });
    expect(store.medium).toBe('cookie');
    saveDraft(store, KEY, { email: 'a@b.co' }, []);
    expect(cookieWrites).toEqual([]);
  });

  it('property: excluded ids never reach storage, everything else round-trips', () => {
    const id = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s !== '__proto__');
    fc.assert(
      fc.property(fc.dictionary(id, fc.jsonValue()), fc.array(id, { maxLength: 5 }), (values, excluded) => {
        const { store, storage } = sessionStore();
        saveDraft(store, KEY, values, excluded);
        for (const write of storage.writes) {
          if (!write.startsWith(`${KEY}=`)) continue;
          const envelope = JSON.parse(write.slice(KEY.length + 1)) as { v: string };
          const written = JSON.parse(envelope.v) as Record<string, unknown>;
          for (const ex of excluded) expect(Object.hasOwn(written, ex)).toBe(false);
        }
        const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !excluded.includes(k)));
        const expected = Object.keys(kept).length > 0 ? JSON.parse(JSON.stringify(kept)) : null;
        expect(loadDraft(store, KEY)).toEqual(expected);
      }),
    );
  });
});

describe('clearDraft', () => {
  it('removes the draft', () => {
    const { store, storage } = sessionStore();
    saveDraft(store, KEY, { a: '1' }, []);
    clearDraft(store, KEY);
    expect(storage.data.has(KEY)).toBe(false);
    expect(loadDraft(store, KEY)).toBeNull();
  });
});
