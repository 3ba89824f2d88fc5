import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';

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
