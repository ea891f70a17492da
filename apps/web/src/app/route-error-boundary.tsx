import { Component, type ReactNode } from 'react';

interface Props {
  /** The location's key: a navigation clears a failure, so the next page can show. */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  locationKey: string;
  failed: boolean;
}

/**
 * What a page that fails to render shows (a chunk that cannot be fetched, a bug): the message React Router's data
 * router showed in its place, without its developer notes. The app is routed in declarative mode (router.tsx), which
 * has no error boundary of its own.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, locationKey: this.props.locationKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey !== state.locationKey
      ? { error: undefined, failed: false, locationKey: props.locationKey }
      : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
      </>
    );
  }
}
