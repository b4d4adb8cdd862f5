import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Locale } from '@/lib/locales';
import { buildClientErrorReport, sendClientErrorReport } from '@/lib/logging/client-error-report';
import { CrashPage } from './crash-page';

type Props = { locale: Locale; apiBase: string; children: ReactNode };

/** Any render error below shows the crash page and reaches the client error log. */
export class CrashBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    const url = typeof window === 'undefined' ? '' : window.location.href;
    void sendClientErrorReport(this.props.apiBase, buildClientErrorReport(error, url, this.props.locale));
  }

  render() {
    return this.state.failed ? <CrashPage /> : this.props.children;
  }
}
