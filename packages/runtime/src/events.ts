/**
 * Typed DOM events (CONTRACT.md §5): `CustomEvent`s named `sqs-<block>-<what>`,
 * bubbling and composed. A request that can be refused is fired before anything
 * changes, as cancelable, and `emit` returns false when a listener refused it.
 *
 * Blocks add their events to `SqsEventMap` by declaration merging:
 *   declare module '@sqs/runtime/events' { interface SqsEventMap { 'sqs-x-y': {...} } }
 */
export interface SqsEventMap {
  /** A block finished its first render and is interactive. */
  'sqs-block-ready': { tag: string };
  /** A block could not load or render; its server fallback stays. */
  'sqs-block-error': { tag: string; message: string };
}

export type SqsEventName = keyof SqsEventMap;
export type SqsEvent<K extends SqsEventName> = CustomEvent<SqsEventMap[K]>;

export function emit<K extends SqsEventName>(
  target: EventTarget,
  name: K,
  detail: SqsEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

export function on<K extends SqsEventName>(
  target: EventTarget,
  name: K,
  handler: (event: SqsEvent<K>) => void,
  options?: AddEventListenerOptions,
): () => void {
  const listener = (event: Event) => handler(event as SqsEvent<K>);
  target.addEventListener(name, listener, options);
  return () => target.removeEventListener(name, listener, options);
}
