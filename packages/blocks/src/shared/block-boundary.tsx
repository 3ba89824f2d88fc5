import { Component, useEffect, type ReactNode } from 'react';

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

/** Calls `onReady` once, after the block's first commit. */
export function ReadySignal({ onReady }: { onReady(): void }): null {
  useEffect(() => onReady(), [onReady]);
  return null;
}
