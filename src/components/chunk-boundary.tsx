import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Drawn instead of the children when they throw: their chunk could not be fetched (the network is down). */
  fallback: ReactNode;
}

/**
 * Around a part of a page fetched the first time it is opened (React.lazy): when its chunk cannot be fetched, the
 * fallback says so and the page around it keeps working.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
