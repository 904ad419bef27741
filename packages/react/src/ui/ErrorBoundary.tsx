import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StorefrontContext, type StorefrontContextValue } from '../context/StorefrontContext';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  /**
   * Replacement content after a crash; a function receives the error and a `reset` that renders
   * the children again. @default a short 'Something went wrong' notice
   */
  fallback?: ReactNode | ((error: unknown, reset: () => void) => ReactNode);
  /** Receives the error; defaults to the provider's `reportError` when inside a provider. */
  onError?: (error: unknown, info: { componentStack?: string }) => void;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Keeps one widget's crash from blanking the page: reports the error and shows
 * fallback content in its place.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  static override contextType = StorefrontContext;
  declare context: StorefrontContextValue | null;
  override state: ErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const details = info.componentStack ? { componentStack: info.componentStack } : {};
    if (this.props.onError) this.props.onError(error, details);
    else this.context?.reportError(error, details);
  }

  reset = (): void => this.setState({ error: undefined, hasError: false });

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback(this.state.error, this.reset);
    if (fallback !== undefined) return fallback;
    return (
      <p className="sf-error-fallback" role="alert">
        Something went wrong
      </p>
    );
  }
}
