/**
 * At most one run at a time. SPEC.md §4: while a form is submitting "new submits [are]
 * ignored". The reducer ignores them in state, but a click and an Enter press can both arrive
 * before the locked button has rendered; wrapping the submit in singleFlight makes five quick
 * clicks or Enter presses cost exactly one key request and one POST, whatever the view does.
 *
 * Every call made while a run is in flight gets the SAME promise, so each caller sees the one
 * real outcome (no caller is left with a promise that never settles). Once the run settles the
 * next call starts a new run — by the time any caller's `.then` runs, the flight is over, so a
 * retry from a failure handler is a real retry.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (inFlight) return inFlight;
    // The executor turns a synchronous throw from `run` into a rejection of this flight.
    // `finally` always runs after the assignment below, so it never clears a newer flight.
    const flight: Promise<T> = new Promise<T>((resolve) => resolve(run())).finally(() => {
      if (inFlight === flight) inFlight = null;
    });
    inFlight = flight;
    return flight;
  };
}
