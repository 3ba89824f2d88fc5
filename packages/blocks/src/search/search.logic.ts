/**
 * sqs-search's rules (block type SEARCH 33): when to ask for suggestions, the debounce that
 * cancels what typing on made stale, and the APG combobox's option moves. Pure apart from the
 * timer and abort signal handed in.
 */

/** Suggestions are asked for this long after the last keystroke. */
export const DEBOUNCE_MS = 150;
/** Fewer characters ask nothing (every page would match). */
export const MIN_CHARS = 2;
/** The server reads no more (search-index.ts MAX_QUERY_CHARS). */
export const MAX_CHARS = 500;

/** The text to ask suggestions for, or null: too short. */
export function suggestionQuery(text: string): string | null {
  const trimmed = text.trim().slice(0, MAX_CHARS);
  return trimmed.length >= MIN_CHARS ? trimmed : null;
}

export interface Suggestion {
  kind: string;
  url: string;
  title: string;
}

/** Suggestions from an answer of any shape: only entries with a string url and title. */
export function readSuggestions(data: unknown): Suggestion[] {
  const list = typeof data === 'object' && data !== null ? (data as { suggestions?: unknown }).suggestions : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { url, title, kind } = item as Record<string, unknown>;
    return typeof url === 'string' && typeof title === 'string' && /^(\/(?!\/)|https?:)/i.test(url) ? [{ url, title, kind: typeof kind === 'string' ? kind : '' }] : [];
  });
}

/**
 * APG combobox with a listbox popup: Down from the box (or the last option) goes to the first
 * option, Up from the box (or the first option) to the last; -1 is the text box itself.
 */
export function moveOption(key: 'ArrowDown' | 'ArrowUp', active: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

export type Fetcher = (query: string, signal: AbortSignal) => Promise<Suggestion[] | null>;

/**
 * Debounced suggestions: `input(text)` cancels the wait and the request of the text before
 * (so an answer for "cof" never lands after the one for "coffee"), then asks after DEBOUNCE_MS.
 * `onResult(query, list)` gets only the answer to the latest text; null: a failed request.
 */
export function createSuggester(fetcher: Fetcher, onResult: (query: string | null, list: Suggestion[] | null) => void, delay = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inflight: AbortController | null = null;
  const cancel = () => {
    clearTimeout(timer);
    inflight?.abort();
    inflight = null;
  };
  return {
    input(text: string) {
      cancel();
      const query = suggestionQuery(text);
      if (query === null) {
        onResult(null, []);
        return;
      }
      timer = setTimeout(() => {
        const controller = new AbortController();
        inflight = controller;
        void fetcher(query, controller.signal).then(
          (list) => {
            if (!controller.signal.aborted) onResult(query, list);
          },
          () => {
            if (!controller.signal.aborted) onResult(query, null);
          },
        );
      }, delay);
    },
    cancel,
  };
}
