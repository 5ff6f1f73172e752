import { observer } from 'mobx-react-lite';
import { useStores } from '../stores';
import { Dialog } from './dialog/dialog';

/** Renders what the transport's error catalogue asks for: toasts, the 温馨提示 alert and the timeout dialog. */
export const HttpFeedback = observer(function HttpFeedback() {
  const { ui } = useStores();
  const dialog = ui.dialog;
  return (
    <>
      <div className="toast-stack" role="status" aria-live="polite">
        {ui.toasts.map((t) => (
          <div key={t.id} className="ui small message toast">
            <button type="button" className="toast__close" aria-label="关闭提示" onClick={() => ui.dismissToast(t.id)}>
              ×
            </button>
            {t.text}
          </div>
        ))}
      </div>
      {dialog?.type === 'alert' && (
        <Dialog
          key={dialog.id}
          title={dialog.title}
          role="alertdialog"
          onClose={() => ui.closeDialog(dialog.id)}
          actions={
            <button type="button" className="ui primary button" data-autofocus onClick={() => ui.closeDialog(dialog.id)}>
              确定
            </button>
          }
        >
          {dialog.text}
        </Dialog>
      )}
      {dialog?.type === 'timeout' && (
        <Dialog
          key={dialog.id}
          title="温馨提示"
          role="alertdialog"
          closeOnDimmerClick={false}
          onClose={() => ui.closeDialog(dialog.id)}
          actions={
            <>
              <button type="button" className="ui button" onClick={() => ui.closeDialog(dialog.id)}>
                关闭
              </button>
              <button type="button" className="ui primary button" data-autofocus onClick={() => window.location.reload()}>
                刷新页面
              </button>
            </>
          }
        >
          {dialog.text}
        </Dialog>
      )}
    </>
  );
});
