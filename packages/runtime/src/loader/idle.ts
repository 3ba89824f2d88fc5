/**
 * The page's idle time, apart from the load strategies: the site services wait on it on every
 * page, the strategies (a chunk that loads only with a block) on pages with blocks.
 */

/** After the page's own work (requestIdleCallback, 2 s at most); the site services wait on it too. */
export function whenIdle(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => resolve(), { timeout: 2000 });
      signal?.addEventListener('abort', () => cancelIdleCallback(id));
    } else {
      const id = setTimeout(resolve, 1);
      signal?.addEventListener('abort', () => clearTimeout(id));
    }
  });
}
