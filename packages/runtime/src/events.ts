/**
 * The library's events (CONTRACT.md §5; issue 12 item 4): one typed map, `SqsEventMap`, for every
 * event the library dispatches, on elements or on window, and one way to send and hear them,
 * `emit` and `on`. `CustomEvent`s named `sqs-<block>-<what>`, bubbling and composed. A request
 * that can be refused is fired before anything changes, as cancelable, and `emit` returns false
 * when a listener refused it.
 *
 * Each part declares its events in its own `<part>.events.ts`, beside its code: the detail types,
 * merged into the map, and a table of what each event means and where it fires, which the tests
 * hold the manifest (`custom-elements.json`) to:
 *
 *   export interface AccordionEvents { 'sqs-accordion-toggle': { index: number; open: boolean } }
 *   declare module '@sqs/runtime/events' { interface SqsEventMap extends AccordionEvents {} }
 *   export const accordionEvents = { 'sqs-accordion-toggle': { on: ['sqs-accordion'], ... } }
 *     satisfies EventTable<AccordionEvents>;
 */
export interface BlockEvents {
  /** A block finished its first render and is interactive. */
  'sqs-block-ready': { tag: string };
  /** A block could not load or render; its server fallback stays. */
  'sqs-block-error': { tag: string; message: string };
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map is built by merging
export interface SqsEventMap extends BlockEvents {}

export type SqsEventName = keyof SqsEventMap;
export type SqsEvent<K extends SqsEventName> = CustomEvent<SqsEventMap[K]>;

/** What an event means and where it fires: the element tags that fire it, every block, or window. */
export interface EventDoc {
  on: readonly string[] | 'every block' | 'window';
  summary: string;
  /** Fired before anything changes; a listener may refuse it with preventDefault. */
  cancelable?: true;
}

/** A part's table: one entry for each of its events, no more, no fewer. */
export type EventTable<Events> = { readonly [K in keyof Events]: EventDoc };

export const blockEvents = {
  'sqs-block-ready': { on: 'every block', summary: 'After the first render: the block is interactive.' },
  'sqs-block-error': { on: 'every block', summary: 'The block could not load or render; its server fallback stays.' },
} as const satisfies EventTable<BlockEvents>;

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
