/**
 * The tag manager's link to the reference backend (routes/taxonomy.ts) when it manages a
 * collection's names (`collection-id`): the list is loaded once, and each change is sent and
 * the server's list kept. Without a collection every change is kept as is. A failed change keeps
 * what is shown and says why; a conflict (another tab changed the name, 409) reloads the list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { message } from '@sqs/runtime/contracts/messages';
import { pageOf } from '@sqs/runtime/page/page';
import type { Outcome, TagType } from './tag-manager.logic';

export const TAXONOMY_PATH = '/api/editor/taxonomy';
/** SPEC.md §8 "Editor". */
export const LOAD_FAILED_TEXT = 'Unable to load. Try again.';

export type Operation =
  | { op: 'add'; name: string }
  | { op: 'rename'; from: string; to: string }
  | { op: 'remove'; names: string[] }
  | { op: 'merge'; names: string[] };

const namesIn = (data: unknown): string[] | null => {
  const names = (data as { names?: unknown } | null)?.names;
  return Array.isArray(names) && names.every((n) => typeof n === 'string') ? names : null;
};

export function useTaxonomySync(host: HTMLElement, collectionId: string, type: TagType, onLoad: (names: string[]) => void) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const loaded = useRef(onLoad);
  loaded.current = onLoad;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!collectionId) return;
      const result = await pageOf(host.ownerDocument).api.get(TAXONOMY_PATH, { query: { collectionId, kind: type }, timeoutMs: 8000, signal });
      if (signal?.aborted) return;
      const names = result.ok ? namesIn(result.data) : null;
      setProblem(names ? null : message('tagManager.loadFailed', LOAD_FAILED_TEXT));
      if (names) loaded.current(names);
    },
    [host, collectionId, type],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** Keeps a change: the names the server answers with, or `local` without a collection. */
  const send = async (operation: Operation, local: string[]): Promise<Outcome> => {
    if (!collectionId) return { ok: true, names: local };
    setBusy(true);
    const result = await pageOf(host.ownerDocument).api.post(TAXONOMY_PATH, { json: { collectionId, kind: type, ...operation }, timeoutMs: 8000 });
    setBusy(false);
    const names = result.ok ? namesIn(result.data) : null;
    if (names) {
      setProblem(null);
      return { ok: true, names };
    }
    if (!result.ok && result.status === 409) void load();
    return { ok: false, problem: result.ok ? message('tagManager.loadFailed', LOAD_FAILED_TEXT) : result.message };
  };

  return { busy, problem, send };
}
