import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import { useStores, type Dialog } from '@/stores';

const HttpDialogs = lazy(() => import('./http-dialogs'));

/**
 * Renders what the transport's error catalogue asks for: toasts, the 温馨提示 alert and the timeout dialog. The
 * dialogs (the UI kit's modal) are their own chunk, fetched the first time one is needed, so no page's first load
 * carries them; should that fetch fail (the network is down), a plain dialog says the same. Either way, Tab stays in
 * the dialog while it is open, and focus goes back where it was when it closes (`LazyDialog`).
 */
export const HttpFeedback = observer(function HttpFeedback() {
  const { ui } = useStores();
  const dialog = ui.dialog;
  const close = (id: number) => ui.closeDialog(id);
  return (
    <>
      <div className="toast-stack" role="status" aria-live="polite">
        {ui.toasts.map((t) => (
          <div key={t.id} className="ui small message">
            <button type="button" className="toast-stack__close" aria-label="关闭提示" onClick={() => ui.dismissToast(t.id)}>
              ×
            </button>
            <div className="content">{t.text}</div>
          </div>
        ))}
      </div>
      {dialog && (
        <LazyDialog key={dialog.id} fallback={<PlainHttpDialog dialog={dialog} close={close} />}>
          <HttpDialogs dialog={dialog} close={close} />
        </LazyDialog>
      )}
    </>
  );
});

interface PlainProps {
  dialog: Dialog;
  close: (id: number) => void;
}

/** When the dialogs' chunk cannot be fetched (the network is down), the same message in a plain dialog. */
function PlainHttpDialog({ dialog, close }: PlainProps) {
  const title = dialog.type === 'alert' ? dialog.title : '温馨提示';
  return (
    <div
      className="http-dialog-fallback"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`dlg-${dialog.id}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close(dialog.id);
      }}
    >
      <h2 id={`dlg-${dialog.id}`}>{title}</h2>
      <p>{dialog.text}</p>
      <button type="button" className="ui button" autoFocus={dialog.type === 'alert'} onClick={() => close(dialog.id)}>
        {dialog.type === 'alert' ? '确定' : '关闭'}
      </button>
      {dialog.type === 'timeout' && (
        <button type="button" className="ui primary button" autoFocus onClick={() => window.location.reload()}>
          刷新页面
        </button>
      )}
    </div>
  );
}
