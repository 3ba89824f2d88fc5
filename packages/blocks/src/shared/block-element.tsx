/**
 * React component → custom element: `@r2wc/core`, the design's bridge (r2wc), with a renderer of
 * ours. r2wc gives the element class, its lifecycle wiring (connect, disconnect, attribute
 * changes → mount, update, unmount) and a property for every attribute (`el.design = 'grid'`
 * sets the attribute). Its public React renderer (`@r2wc/react-to-web-component`) cannot keep
 * this contract, so the renderer here is ours (README "r2wc and our layer"):
 *
 * - nothing happens before the instance is wanted (`data-load-on`), so 500 blocks on a page
 *   create React roots only for those in view; r2wc mounts at the first attribute it sees;
 * - settings come from `data-block-json` + attributes, parsed once per upgrade and once per
 *   change (contracts/block-data.ts) through a forgiving table or the block's own reader; r2wc's
 *   transforms are not used (its `json` throws on bad input, its booleans break HTML rules), and
 *   a removed attribute is a change too (r2wc ignores removals);
 * - server HTML is the data source and the fallback: `read` turns it into content, or says why
 *   the fallback stays (reported once, never thrown); `slot` hands light-DOM nodes to the view's
 *   named slots (undone on failure), so the site's own CSS keeps styling that content;
 * - the first render is time-sliced (a transition: React yields every few ms, issue 13 item 5a,
 *   no task over 50 ms) while the server HTML stays on screen through a fallback `<slot>`; the
 *   commit swaps them in one task, so no frame shows an empty box or a half-built one (r2wc's
 *   renderer shows an empty shadow root first: a layout shift). Later renders are synchronous;
 * - a render error shows the fallback again, is reported, and touches no other block;
 * - a move (disconnect + connect in one task) keeps what is rendered (r2wc unmounts at once);
 * - clicks made before the block was ready (from runtime.js's first moment, whatever the load
 *   strategy) are replayed once, when it is ready;
 * - live changes to the attributes and `data-block-json` re-read the settings (and load what
 *   `prepare` needs for them) and re-render; a block that kept its fallback tries again.
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  fallbackReason,
  parseBlockData,
  tableReader,
  type BlockData,
  type BlockFallback,
  type SettingsOf,
  type SettingsReader,
  type SettingsSchema,
} from '@sqs/runtime/contracts/block-data';
import { emit } from '@sqs/runtime/events';
import { holdInteractions, replayInteractions } from '@sqs/runtime/loader/replay';
import { whenAboutToBeUsed, whenWanted, yieldToMain } from '@sqs/runtime/loader/strategies';
import { report } from '@sqs/runtime/report';
import { adoptStyles } from './adopt-styles';
import { BlockBoundary, FirstCommit, ReadySignal } from './block-boundary';
import { nothingRendered } from './renders-something';

/** Reported once when a block's view shows nothing while its server HTML had content (issue 20). */
export const NOTHING_TO_RENDER = 'has nothing it can render; the server HTML stays';

export interface BlockViewProps<Parts = undefined> {
  /** The custom element, for events the block fires. */
  host: HTMLElement;
  /** What `prepare` loaded for this instance (a design's code, a player). */
  parts: Parts;
}

type SettingsSource = SettingsSchema | SettingsReader<unknown>;
export type SettingsFrom<Source> = Source extends SettingsReader<infer S> ? S : Source extends SettingsSchema ? SettingsOf<Source> : never;

export interface BlockDefinition<Source extends SettingsSource, Content extends object, Parts = undefined> {
  tag: string;
  /** A settings table (CONTRACT.md §4: JSON key, kebab-case attribute, type, default), or the block's own reader. */
  settings: Source;
  /** Server HTML + settings → what the view shows, or `keepFallback(reason)`. Reads only; never throws. */
  read(host: HTMLElement, settings: SettingsFrom<Source>): Content | BlockFallback;
  /**
   * Loads, before a render, the code this instance needs and the others do not (a gallery's
   * design, its video player); again when the settings change. Every commit stays complete and
   * synchronous, so the server HTML is never swapped for an empty box while a chunk arrives.
   */
  prepare?(host: HTMLElement, settings: SettingsFrom<Source>, content: Content): Promise<Parts>;
  /** Hands light-DOM content to the view's named slots; returns how to undo it. */
  slot?(host: HTMLElement, content: Content): () => void;
  /** Where a click held before the upgrade should land now (default: its own target). */
  replayTarget?(host: HTMLElement, target: Element): Element | null;
  /**
   * The server HTML already looks like the block (issue 13, React's cost): once wanted, the first
   * render waits for the visitor's intent (pointer, touch, focus, key) or an idle moment, whichever
   * comes first. Held clicks are replayed as ever.
   */
  settles?(host: HTMLElement, settings: SettingsFrom<Source>): boolean;
  View: ComponentType<SettingsFrom<Source> & Content & BlockViewProps<Parts>>;
  styles: string;
}

export type BlockState = 'pending' | 'ready' | 'error';

const isReader = (source: SettingsSource): source is SettingsReader<unknown> =>
  typeof (source as Partial<SettingsReader<unknown>>).read === 'function' && Array.isArray((source as Partial<SettingsReader<unknown>>).attributes);

/** `data-block-json` → `dataBlockJson`: r2wc's property name for an attribute. */
const propertyName = (attribute: string): string => attribute.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
const attributeOf = (property: string): string => property.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);

type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
};

export function createBlockElement<Source extends SettingsSource, Content extends object, Parts = undefined>(
  definition: BlockDefinition<Source, Content, Parts>,
) {
  type Settings = SettingsFrom<Source>;
  const { tag, View } = definition;
  const reader = (isReader(definition.settings) ? definition.settings : tableReader(definition.settings as SettingsSchema)) as SettingsReader<Settings>;
  const attributes = ['data-block-json', ...reader.attributes];
  // r2wc adds a property per attribute; one that would hide a built-in (`title`, `hidden`) or
  // whose name does not map back to the attribute is left out, and observed by us instead.
  const properties = attributes.map(propertyName).filter((name) => !(name in HTMLElement.prototype) && attributes.includes(attributeOf(name)));

  /** One per element: what r2wc's renderer calls drive. */
  class Controller {
    #root: Root | null = null;
    #waiting: AbortController | null = null;
    #undoSlots: (() => void) | null = null;
    #content: Content | null = null;
    #settings: Settings | null = null;
    #parts: Parts | undefined;
    #parsed: { text: string | null; data: BlockData } | null = null;
    #lastProblem: string | null = null;
    #announced = false;
    /** Bumped by every change, so a slow `prepare` for old settings never renders over newer ones. */
    #generation = 0;
    /** Bumped by every teardown: work started before it is dropped. */
    #epoch = 0;

    constructor(readonly host: HTMLElement) {}

    get state(): BlockState {
      return (this.host.getAttribute('data-sqs-state') as BlockState | null) ?? 'pending';
    }

    /** r2wc mounted or updated: start waiting when connected (and not rendered or waiting already). */
    connected(): void {
      const { host } = this;
      if (!host.isConnected || this.#root || this.#waiting || this.state === 'error') return;
      // Whatever the strategy, a click on the server markup before the first render is held and
      // replayed once the block is ready (issue 13: no lost tap), on the control `replayTarget` names.
      holdInteractions(host);
      const waiting = new AbortController();
      this.#waiting = waiting;
      void whenWanted(host, waiting.signal).then(() => {
        if (!waiting.signal.aborted && host.isConnected) void this.#upgrade(waiting.signal);
      });
    }

    disconnected(): void {
      this.#waiting?.abort();
      this.#waiting = null;
      // A move is a disconnect and a connect in one task: tear down only a real removal.
      queueMicrotask(() => {
        if (!this.host.isConnected) this.#teardown();
        else this.connected();
      });
    }

    /** An observed attribute changed (or was removed). */
    changed(): void {
      if (this.#root) void this.#refresh();
      else if (this.state === 'error' && this.host.isConnected) {
        // The data that kept the fallback may be fixed now: try again from the start.
        this.host.removeAttribute('data-sqs-state');
        this.connected();
      } else this.#generation += 1; // an upgrade in flight starts again with the new data
    }

    /** The one parse of `data-block-json` for its current text, then the settings from it. */
    #readSettings() {
      const text = this.host.getAttribute('data-block-json');
      if (!this.#parsed || this.#parsed.text !== text) this.#parsed = { text, data: parseBlockData(text) };
      return reader.read(this.#parsed.data, (name) => this.host.getAttribute(name));
    }

    #problem(message: string, error?: unknown): void {
      if (message === this.#lastProblem) return; // once, not at every change that repeats it
      this.#lastProblem = message;
      report({ source: tag, message, error, element: this.host });
    }

    #warned = new Set<string>();

    /** Each distinct warning once while it holds: a live change that repeats it says nothing new. */
    #warn(warnings: readonly string[]): void {
      const now = new Set(warnings);
      for (const warning of now) if (!this.#warned.has(warning)) report({ source: tag, message: warning, element: this.host });
      this.#warned = now;
    }

    async #upgrade(signal?: AbortSignal): Promise<void> {
      const generation = ++this.#generation;
      const epoch = this.#epoch;
      const settings = this.#readSettings();
      if (!settings.ok) return this.#fail(settings.error);
      this.#warn(settings.warnings);
      let content: Content | BlockFallback;
      try {
        content = definition.read(this.host, settings.value);
      } catch (error) {
        return this.#fail('could not read its content', error); // `read` must not throw; if it does, the page still goes on
      }
      const reason = fallbackReason(content);
      if (reason !== null) return this.#fail(reason);
      let parts: Parts | undefined;
      try {
        parts = await definition.prepare?.(this.host, settings.value, content as Content);
      } catch (error) {
        return this.#fail('could not load its code', error);
      }
      // Code and content ready: a block whose server HTML already looks like it waits for use.
      if (definition.settles?.(this.host, settings.value)) await whenAboutToBeUsed(this.host, signal);
      // Each block's first render in a task of its own (no long task of several blocks).
      await yieldToMain();
      if (epoch !== this.#epoch || !this.host.isConnected || this.#root) return;
      if (generation !== this.#generation) return void this.#upgrade(signal);
      this.#waiting = null;
      this.#settings = settings.value;
      this.#content = content as Content;
      this.#parts = parts;
      this.#lastProblem = null;
      this.#render();
    }

    async #refresh(): Promise<void> {
      const generation = ++this.#generation;
      const settings = this.#readSettings();
      if (!settings.ok) return this.#problem(settings.error); // keep the live block as it is
      this.#warn(settings.warnings);
      let parts = this.#parts;
      try {
        if (definition.prepare) parts = await definition.prepare(this.host, settings.value, this.#content as Content);
      } catch (error) {
        return this.#problem('could not load its code', error);
      }
      if (generation !== this.#generation || !this.#root) return;
      this.#lastProblem = null;
      this.#settings = settings.value;
      this.#parts = parts;
      this.#render();
    }

    #fail(message: string, error?: unknown): void {
      this.#waiting = null;
      this.#undoSlots?.();
      this.#undoSlots = null;
      this.host.setAttribute('data-sqs-state', 'error');
      replayInteractions(this.host); // held clicks go to the restored fallback
      this.#problem(message, error);
      emit(this.host, 'sqs-block-error', { tag, message });
    }

    /** The default slot that shows the server HTML while the first render is under way. */
    #fallback: HTMLSlotElement | null = null;

    #render(): void {
      const { host } = this;
      try {
        const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
        adoptStyles(shadow, definition.styles);
        // Until the first commit (a failed one included), a render is a first render.
        const first = !this.#slotted;
        this.#root ??= createRoot(shadow, { identifierPrefix: `${host.id || tag}-` });
        const root = this.#root;
        const props = { ...(this.#settings as object), ...(this.#content as object), parts: this.#parts, host } as Settings & Content & BlockViewProps<Parts>;
        const tree = (
          <BlockBoundary onError={(error) => this.#fail('render failed', error)}>
            {first && <FirstCommit onCommit={this.#firstCommit} />}
            <View {...props} />
            <ReadySignal onCommit={this.#committed} onReady={this.#ready} />
          </BlockBoundary>
        );
        if (!first) return flushSync(() => root.render(tree));
        startTransition(() => root.render(tree));
        // attachShadow hid the server HTML. Unless the render committed already (Preact's
        // transitions are synchronous), a default slot shows it again, in this same task, until
        // the commit takes it away (`#firstCommit`).
        if (!this.#slotted && !this.#fallback) shadow.append((this.#fallback = host.ownerDocument.createElement('slot')));
      } catch (error) {
        this.#fail('upgrade failed', error);
      }
    }

    #slotted = false;

    /**
     * The first commit's layout phase, before the view's own layout effects: the fallback slot
     * goes, the server's nodes move to the view's named slots, focus follows what it was on.
     */
    #firstCommit = (): void => {
      // Where focus is now, not when the render started: the visitor may have moved on meanwhile.
      const focused = this.host.ownerDocument.activeElement;
      this.#fallback?.remove();
      this.#fallback = null;
      this.#slotted = true;
      if (this.#content) this.#undoSlots = definition.slot?.(this.host, this.#content) ?? null;
      this.#carryFocus(focused);
    };

    /** Keyboard focus on server markup the upgrade hid (a `<summary>`) moves to the control that replaced it. */
    #carryFocus(focused: Element | null): void {
      const { host } = this;
      if (!(focused instanceof HTMLElement) || focused === host || !host.contains(focused) || focused.checkVisibility()) return;
      const replacement = definition.replayTarget?.(host, focused);
      if (replacement instanceof HTMLElement && replacement !== focused) replacement.focus();
    }

    #committed = (): void => {
      if (this.state !== 'error') this.host.setAttribute('data-sqs-state', 'ready');
    };

    #ready = (): void => {
      if (this.#announced || this.state === 'error') return;
      // After the view's own effects: a view that shows nothing gives the server HTML back.
      const shadow = this.host.shadowRoot;
      if (shadow && nothingRendered(this.host, shadow)) {
        this.#root?.render(<slot />);
        return this.#fail(NOTHING_TO_RENDER);
      }
      this.#announced = true; // the state attribute flipped already, in #committed
      performance.mark(`sqs-ready:${tag}`);
      emit(this.host, 'sqs-block-ready', { tag });
      const map = definition.replayTarget;
      const handedOver = this.#closeServerDialogs();
      // What replaces a dialog that was on screen may skip its entrance (the gallery's lightbox: its
      // fade-in). Marked for the renders the replay causes: they run before the next frame.
      if (handedOver.length > 0) {
        this.host.setAttribute('data-sqs-handover', '');
        requestAnimationFrame(() => this.host.removeAttribute('data-sqs-handover'));
      }
      replayInteractions(this.host, map ? (target) => map(this.host, target) : undefined, handedOver);
    };

    /**
     * Dialogs of the server HTML that their native invokers opened before the upgrade (README,
     * "Server HTML for a lightbox"; such clicks are never held) and that the view now hides (one
     * it slotted stays as it is): an open modal one would keep the page inert. Each closes and
     * counts as a click on itself, which `replayTarget` maps (the gallery: its lightbox, open on
     * that slide).
     */
    #closeServerDialogs(): Element[] {
      const hidden = [...this.host.querySelectorAll('dialog[open]')].filter((dialog) => !dialog.checkVisibility());
      for (const dialog of hidden) (dialog as HTMLDialogElement).close();
      return hidden;
    }

    #teardown(): void {
      this.#epoch += 1;
      this.#root?.unmount();
      this.#root = null;
      // The shadow root stays: a default slot shows the server HTML again if the block comes back,
      // until its next first render commits.
      const shadow = this.host.shadowRoot;
      if (shadow && !this.#fallback) shadow.append((this.#fallback = this.host.ownerDocument.createElement('slot')));
      this.#slotted = false;
      this.#undoSlots?.();
      this.#undoSlots = null;
      this.#content = null;
      this.#settings = null;
      this.#parts = undefined;
      this.#announced = false;
      this.#warned = new Set();
      if (this.state === 'ready') this.host.removeAttribute('data-sqs-state');
    }
  }

  const controllers = new WeakMap<HTMLElement, Controller>();
  const controllerOf = (host: HTMLElement): Controller => {
    let controller = controllers.get(host);
    if (!controller) controllers.set(host, (controller = new Controller(host)));
    return controller;
  };

  // r2wc's renderer: its "mount" and "update" only tell the controller the element is (still)
  // there; the controller decides when to render. Its unmount is a disconnect.
  const Base = r2wc(View as ComponentType<object>, { props: Object.fromEntries(properties.map((name) => [name, 'string'])) }, {
    mount: (container) => {
      const controller = controllerOf(container);
      controller.connected();
      return controller;
    },
    update: (controller) => controller.connected(),
    unmount: (controller) => controller.disconnected(),
  }) as unknown as new () => R2wcElement;

  return class BlockElement extends Base {
    static get observedAttributes(): string[] {
      return attributes;
    }

    /** 'pending' until the first render commits, then 'ready', or 'error' with the fallback kept. */
    get blockState(): BlockState {
      return controllerOf(this).state;
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      if (oldValue === value) return;
      // r2wc keeps its property value (and renders only for a value, never for a removal).
      if (properties.includes(propertyName(name))) super.attributeChangedCallback(name, oldValue, value);
      controllerOf(this).changed();
    }
  };
}
