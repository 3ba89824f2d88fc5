/**
 * React component → custom element, our own thin wrapper rather than r2wc (TOOLCHAIN.md:
 * r2wc's boolean transform breaks HTML boolean rules and its json type throws on bad
 * input). The contract it keeps (CONTRACT.md §4, ARCHITECTURE.md):
 *
 * - the constructor does nothing; all work waits until the instance is wanted
 *   (`data-load-on`), so 500 blocks on a page create React roots only for those in view;
 * - settings come from `data-block-json` + attributes through a forgiving table;
 *   malformed JSON keeps the server fallback and is reported, never thrown;
 * - server HTML is the data source and the fallback: `read` turns it into props,
 *   `slot` hands light-DOM nodes to the view's named slots (undone on failure), and the
 *   site's own CSS keeps styling that content;
 * - a render error shows the fallback again, is reported, and touches no other block;
 * - clicks made before the code arrived are replayed once the block is ready.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { emit } from '@sqs/runtime/events';
import { replayInteractions } from '@sqs/runtime/loader/replay';
import { whenWanted } from '@sqs/runtime/loader/strategies';
import { report } from '@sqs/runtime/report';
import { adoptStyles } from './adopt-styles';
import { BlockBoundary, ReadySignal } from './block-boundary';
import { observedAttributes, readSettings, type SettingsOf, type SettingsSchema } from './read-settings';

export interface BlockViewProps {
  /** The custom element, for events the block fires. */
  host: HTMLElement;
}

export interface BlockDefinition<Schema extends SettingsSchema, Props> {
  tag: string;
  settings: Schema;
  /** Server HTML + settings → props. Reads only; forgiving; never throws on odd markup. */
  read(host: HTMLElement, settings: SettingsOf<Schema>): Props;
  /** Hands light-DOM content to the view's named slots; returns how to undo it. */
  slot?(host: HTMLElement, props: Props): () => void;
  /** Where a click held before the upgrade should land now (default: its own target). */
  replayTarget?(host: HTMLElement, target: Element): Element | null;
  View: ComponentType<Props & BlockViewProps>;
  styles: string;
  /**
   * Loads, before the first render, the code this instance needs and the others do not
   * (a gallery's design, its video player). The first commit stays synchronous, so the
   * server HTML is never swapped for an empty box while a chunk arrives.
   */
  prepare?(host: HTMLElement): Promise<unknown>;
}

export type BlockState = 'pending' | 'ready' | 'error';

export function createBlockElement<Schema extends SettingsSchema, Props>(definition: BlockDefinition<Schema, Props>) {
  const { tag, View } = definition;

  return class BlockElement extends HTMLElement {
    static observedAttributes = observedAttributes(definition.settings);

    #root: Root | null = null;
    #waiting: AbortController | null = null;
    #undoSlots: (() => void) | null = null;
    #props: Props | null = null;

    /** 'pending' until the first render commits, then 'ready', or 'error' with the fallback kept. */
    get blockState(): BlockState {
      return (this.getAttribute('data-sqs-state') as BlockState | null) ?? 'pending';
    }

    connectedCallback(): void {
      if (this.#root || this.blockState === 'error') return; // moved in the document: keep what is rendered
      this.#waiting?.abort();
      const waiting = new AbortController();
      this.#waiting = waiting;
      void whenWanted(this, waiting.signal)
        .then(() => definition.prepare?.(this))
        .then(
          () => {
            if (!waiting.signal.aborted && this.isConnected) this.#render();
          },
          (error: unknown) => this.#fail('could not load its code', error),
        );
    }

    disconnectedCallback(): void {
      this.#waiting?.abort();
      // A move is a disconnect and a connect in one task: unmount only a real removal.
      queueMicrotask(() => {
        if (!this.isConnected) this.#teardown();
      });
    }

    attributeChangedCallback(): void {
      if (this.#root) this.#render();
    }

    #fail(message: string, error?: unknown): void {
      this.#undoSlots?.();
      this.#undoSlots = null;
      this.setAttribute('data-sqs-state', 'error');
      replayInteractions(this); // held clicks go to the restored fallback
      report({ source: tag, message, error, element: this });
      emit(this, 'sqs-block-error', { tag, message });
    }

    #render(): void {
      const settings = readSettings(definition.settings, this.getAttribute('data-block-json'), (name) => this.getAttribute(name));
      if (!settings.ok) {
        if (!this.#root) this.#fail(settings.error);
        else report({ source: tag, message: settings.error, element: this }); // keep the live block as it is
        return;
      }
      for (const warning of settings.warnings) report({ source: tag, message: warning, element: this });
      try {
        if (!this.#props) {
          this.#props = definition.read(this, settings.value);
          this.#undoSlots = definition.slot?.(this, this.#props) ?? null;
        } else {
          // Settings changed on a live block: re-read them, keep the content already slotted.
          this.#props = { ...this.#props, ...settings.value };
        }
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, definition.styles);
        this.#root ??= createRoot(shadow, { identifierPrefix: `${this.id || tag}-` });
        const props = this.#props;
        const root = this.#root;
        const focused = this.ownerDocument.activeElement;
        // attachShadow hides the server HTML at once; commit in this same task so no
        // frame paints an empty block (React 19 would otherwise render later: a layout shift).
        flushSync(() => root.render(
          <BlockBoundary onError={(error) => this.#fail('render failed', error)}>
            <View {...props} host={this} />
            <ReadySignal onCommit={this.#committed} onReady={this.#ready} />
          </BlockBoundary>,
        ));
        this.#carryFocus(focused);
      } catch (error) {
        this.#fail('upgrade failed', error);
      }
    }

    /** Keyboard focus on server markup the upgrade hid (a `<summary>`) moves to the control that replaced it. */
    #carryFocus(focused: Element | null): void {
      if (!(focused instanceof HTMLElement) || focused === this || !this.contains(focused) || focused.checkVisibility()) return;
      const replacement = definition.replayTarget?.(this, focused);
      if (replacement instanceof HTMLElement && replacement !== focused) replacement.focus();
    }

    #announced = false;

    #committed = (): void => {
      if (this.blockState !== 'error') this.setAttribute('data-sqs-state', 'ready');
    };

    #ready = (): void => {
      if (this.#announced || this.blockState === 'error') return;
      this.#announced = true; // the state attribute flipped already, in #committed
      performance.mark(`sqs-ready:${tag}`);
      emit(this, 'sqs-block-ready', { tag });
      replayInteractions(this, definition.replayTarget ? (target) => definition.replayTarget!(this, target) : undefined);
    };

    #teardown(): void {
      this.#root?.unmount();
      this.#root = null;
      this.#undoSlots?.();
      this.#undoSlots = null;
      this.#props = null;
      this.#announced = false;
      if (this.blockState === 'ready') this.removeAttribute('data-sqs-state');
    }
  };
}
