import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggester, DEBOUNCE_MS, moveOption, readSuggestions, suggestionQuery, type Suggestion } from './search.logic';

describe('suggestion query', () => {
  it('asks from two characters, trims, and cuts at 500', () => {
    expect(suggestionQuery(' c ')).toBe(null);
    expect(suggestionQuery(' co ')).toBe('co');
    expect(suggestionQuery('x'.repeat(10000))).toHaveLength(500);
  });

  it('keeps only well-formed suggestions with a site or http(s) address', () => {
    expect(
      readSuggestions({
        suggestions: [{ url: '/menu', title: 'Menu', kind: 'page' }, { url: 'javascript:alert(1)', title: 'x' }, { url: '//evil', title: 'y' }, { title: 'no url' }, null, { url: 'https://a.b/', title: 'A' }],
      }),
    ).toEqual([
      { url: '/menu', title: 'Menu', kind: 'page' },
      { url: 'https://a.b/', title: 'A', kind: '' },
    ]);
    expect(readSuggestions(null)).toEqual([]);
    expect(readSuggestions({ suggestions: 'x' })).toEqual([]);
  });
});

describe('APG combobox option moves', () => {
  it('wraps between the box, the first and the last option', () => {
    expect(moveOption('ArrowDown', -1, 3)).toBe(0);
    expect(moveOption('ArrowDown', 2, 3)).toBe(0);
    expect(moveOption('ArrowUp', -1, 3)).toBe(2);
    expect(moveOption('ArrowUp', 0, 3)).toBe(2);
    expect(moveOption('ArrowUp', 2, 3)).toBe(1);
    expect(moveOption('ArrowDown', -1, 0)).toBe(-1);
  });
});

describe('debounced, cancelled suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once, DEBOUNCE_MS after the last keystroke, for the latest text', async () => {
    const asked: string[] = [];
    const results: Array<string | null> = [];
    const s = createSuggester(
      async (q) => {
        asked.push(q);
        return [{ url: '/x', title: q, kind: 'page' }];
      },
      (q) => results.push(q),
    );
    for (const text of ['c', 'co', 'cof', 'coff']) {
      s.input(text);
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 10);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(asked).toEqual(['coff']);
    expect(results.at(-1)).toBe('coff');
  });

  it('cancels the request in flight when typing goes on: a late answer never lands', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Array<(list: Suggestion[]) => void> = [];
    const results: Array<string | null> = [];
    const s = createSuggester(
      (q, signal) => {
        signals.push(signal);
        return new Promise((resolve) => resolvers.push(resolve));
      },
      (q) => results.push(q),
    );
    s.input('cof');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    s.input('coffee');
    expect(signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    resolvers[0]!([]); // the stale answer arrives late
    resolvers[1]!([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual(['coffee']);
  });

  it('clears at once when the text gets too short, and reports a failure as null', async () => {
    const got: Array<[string | null, Suggestion[] | null]> = [];
    const s = createSuggester(async () => {
      throw new Error('down');
    }, (q, list) => got.push([q, list]));
    s.input('x');
    expect(got).toEqual([[null, []]]);
    s.input('xy');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    expect(got.at(-1)).toEqual(['xy', null]);
  });
});
