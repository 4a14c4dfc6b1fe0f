import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// The crash screen loads when needed (its words in two languages stay off every first load). If
// even that cannot load (a deploy removed the old files), the spec's heading alone says it.
const ErrorFallback = lazy(() =>
  import('./error-fallback').then(
    (m) => ({ default: m.ErrorFallback }),
    () => ({ default: () => <h1 role="alert">Something went wrong</h1> }),
  ),
);

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { hasError: boolean };

/** Catches render crashes below it and shows the spec's fallback (seed 000 section 2). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render crash', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorFallback />
      </Suspense>
    );
  }
}
