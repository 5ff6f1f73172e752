import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * Catches what a page throws while rendering — a page chunk that failed to download (a network fault), or an answer
 * the page could not show — so the header, menus and footer around it keep working and the buyer is told what to
 * do. The route outlet keys it by route: going to another page starts afresh.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept for whoever opens the console; the buyer sees the message below.
    console.warn('页面出错', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <p>页面加载出错，请检查网络后刷新重试。</p>
        <button type="button" className="ui primary button" onClick={() => window.location.reload()}>
          刷新页面
        </button>
      </div>
    );
  }
}
