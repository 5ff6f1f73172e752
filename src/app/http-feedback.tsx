import { observer } from 'mobx-react-lite';
import { Button, Message, Modal } from 'semantic-ui-react';
import { useStores } from '@/stores';

/** Renders what the transport's error catalogue asks for: toasts, the 温馨提示 alert and the timeout dialog. */
export const HttpFeedback = observer(function HttpFeedback() {
  const { ui } = useStores();
  const dialog = ui.dialog;
  return (
    <>
      <div className="toast-stack" role="status" aria-live="polite">
        {ui.toasts.map((t) => (
          <Message key={t.id} size="small" onDismiss={() => ui.dismissToast(t.id)} content={t.text} />
        ))}
      </div>
      {dialog?.type === 'alert' && (
        <Modal open size="tiny" role="alertdialog" aria-modal="true" onClose={() => ui.closeDialog(dialog.id)} aria-labelledby={`dlg-${dialog.id}`}>
          <Modal.Header id={`dlg-${dialog.id}`}>{dialog.title}</Modal.Header>
          <Modal.Content>{dialog.text}</Modal.Content>
          <Modal.Actions>
            <Button primary autoFocus onClick={() => ui.closeDialog(dialog.id)}>确定</Button>
          </Modal.Actions>
        </Modal>
      )}
      {dialog?.type === 'timeout' && (
        <Modal open size="tiny" role="alertdialog" aria-modal="true" closeOnDimmerClick={false} onClose={() => ui.closeDialog(dialog.id)} aria-labelledby={`dlg-${dialog.id}`}>
          <Modal.Header id={`dlg-${dialog.id}`}>温馨提示</Modal.Header>
          <Modal.Content>{dialog.text}</Modal.Content>
          <Modal.Actions>
            <Button onClick={() => ui.closeDialog(dialog.id)}>关闭</Button>
            <Button primary autoFocus onClick={() => window.location.reload()}>刷新页面</Button>
          </Modal.Actions>
        </Modal>
      )}
    </>
  );
});
