import { Component, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

interface BoundaryProps {
  onError(error: unknown): void;
  children: ReactNode;
}

/**
 * One boundary per block: a block that throws while rendering shows its server
 * fallback again (the default slot shows the host's light DOM) and the rest of the
 * page is untouched (ARCHITECTURE.md: govuk-frontend's createAll habit).
 */
export class BlockBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <slot /> : this.props.children;
  }
}

/**
 * Placed before the view: its layout effect runs at the first commit, before the view's own.
 * The first render is a transition, whose passive effects React runs in a later task, after a
 * paint: the first frame would miss their work (the rich text's content, listeners). A
 * synchronous update right after the commit makes React run them first, in the commit's task,
 * as after a synchronous render.
 */
export function FirstCommit({ onCommit }: { onCommit(): void }): null {
  const [, setFlushed] = useState(false);
  useLayoutEffect(() => {
    onCommit();
    queueMicrotask(() => flushSync(() => setFlushed(true)));
  }, [onCommit]);
  return null;
}

/**
 * After the block's first commit: `onCommit` in the layout phase, before any of the view's
 * own effects run, then `onReady` once those effects have run. The state attribute flips in
 * the first, so a site's styles for the not-yet-ready fallback (`:not([data-sqs-state=ready])`)
 * are gone before a view measures its box in an effect (the carousel's slider does).
 */
export function ReadySignal({ onCommit, onReady }: { onCommit(): void; onReady(): void }): null {
  useLayoutEffect(() => onCommit(), [onCommit]);
  useEffect(() => onReady(), [onReady]);
  return null;
}
