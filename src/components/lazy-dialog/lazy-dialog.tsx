import { Component, Suspense, type ReactNode } from 'react';
import { focusOrigin, holdDialogFocus } from './dialog-focus';

interface Props {
  /** The lazily loaded dialog (React.lazy): nothing is drawn while its chunk loads. */
  children: ReactNode;
  /** Drawn instead when the chunk cannot be fetched (the network is down), so the page around it keeps working. */
  fallback: ReactNode;
}

/**
 * Where a dialog drawn with the UI kit's modal is rendered: the dialog is its own chunk (with the kit), fetched the
 * first time it opens, so no page's first load carries the kit. While it is open, Tab stays in the dialog; when it
 * closes, focus goes back to the control that opened it.
 */
export class LazyDialog extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  /** What had focus when the dialog was asked for: it gets focus back when the dialog closes. */
  private readonly opener = focusOrigin();
  private release = () => {};

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    this.release = holdDialogFocus(this.opener);
  }

  override componentWillUnmount() {
    this.release();
  }

  override render() {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}

/** The fallback of a dialog whose chunk could not be fetched: says so, and closes. */
export function DialogLoadFailed({ onClose }: { onClose: () => void }) {
  return (
    <div
      className="http-dialog-fallback"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="dialog-load-failed-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <h2 id="dialog-load-failed-title">温馨提示</h2>
      <p>对话框加载失败，请检查网络后刷新重试。</p>
      <button type="button" className="ui button" autoFocus onClick={onClose}>
        关闭
      </button>
    </div>
  );
}
