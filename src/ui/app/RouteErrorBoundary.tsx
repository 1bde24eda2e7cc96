import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorPage } from '@/ui/pages/errors/RouteErrorPage';
import { forgetFailedLoads } from './lazyPage';

interface BoundaryProps {
  /** Changes with every navigation: a new page gets a fresh try. */
  readonly locationKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly locationKey: string;
  readonly failed: boolean;
  readonly error: unknown;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    locationKey: this.props.locationKey,
    failed: false,
    error: null,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey
      ? null
      : { locationKey: props.locationKey, failed: false, error: null };
  }

  override componentDidCatch(): void {
    // A screen whose chunk failed is on the error screen now: the next navigation fetches again.
    forgetFailedLoads();
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/**
 * Spec sections 2 and 8: a screen that throws while rendering (or whose chunk
 * fails to load) shows the error page inside the layout, and the next
 * navigation tries again.
 */
export function RouteErrorBoundary() {
  const { key } = useLocation();
  return (
    <Boundary locationKey={key}>
      <Outlet />
    </Boundary>
  );
}
