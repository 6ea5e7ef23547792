import { Component, type ErrorInfo, type ReactNode } from 'react';

export const ERROR_BOUNDARY_MESSAGES = {
  title: 'Something went wrong',
  body: 'This part of the page could not be shown. Reload the page to try again.',
  reload: 'Reload page',
} as const;

interface Props {
  children: ReactNode;
  /** Reports the failure (no personal data: the error name and component stack only). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

/** Catches render errors so a failure shows a message, never a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page-message" aria-labelledby="error-boundary-title">
        <h1 id="error-boundary-title">{ERROR_BOUNDARY_MESSAGES.title}</h1>
        <p role="alert">{ERROR_BOUNDARY_MESSAGES.body}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {ERROR_BOUNDARY_MESSAGES.reload}
        </button>
      </section>
    );
  }
}
