/**
 * How every chrome feature's start loads the rest of its code (issue 6: "each start only
 * decides whether its feature is needed, and imports its UI then"): import, then start it,
 * unless the feature was stopped meanwhile; a failed import is reported, never thrown.
 * Returns the feature's stop, whether its code has arrived or not.
 */
export function startLater<M>(load: () => Promise<M>, start: (module: M) => (() => void) | void, failed: (error: unknown) => void): () => void {
  let stopped = false;
  let stop: (() => void) | void;
  load()
    .then((module) => {
      if (!stopped) stop = start(module);
    })
    .catch(failed);
  return () => {
    stopped = true;
    stop?.();
  };
}
