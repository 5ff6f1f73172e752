import { Modal } from 'semantic-ui-react';
import { Button } from '@/components/button/button';
import type { Dialog } from '@/stores';

/**
 * The 温馨提示 alert and the timeout dialog. Their own chunk, loaded the first time the transport asks for one, so the
 * UI kit's modal is not part of every page's first load.
 */
export default function HttpDialogs({ dialog, close }: { dialog: Dialog; close: (id: number) => void }) {
  if (dialog.type === 'alert') {
    return (
      <Modal open size="tiny" role="alertdialog" aria-modal="true" onClose={() => close(dialog.id)} aria-labelledby={`dlg-${dialog.id}`}>
        <Modal.Header id={`dlg-${dialog.id}`}>{dialog.title}</Modal.Header>
        <Modal.Content>{dialog.text}</Modal.Content>
        <Modal.Actions>
          <Button primary autoFocus onClick={() => close(dialog.id)}>确定</Button>
        </Modal.Actions>
      </Modal>
    );
  }
  return (
    <Modal open size="tiny" role="alertdialog" aria-modal="true" closeOnDimmerClick={false} onClose={() => close(dialog.id)} aria-labelledby={`dlg-${dialog.id}`}>
      <Modal.Header id={`dlg-${dialog.id}`}>温馨提示</Modal.Header>
      <Modal.Content>{dialog.text}</Modal.Content>
      <Modal.Actions>
        <Button onClick={() => close(dialog.id)}>关闭</Button>
        <Button primary autoFocus onClick={() => window.location.reload()}>刷新页面</Button>
      </Modal.Actions>
    </Modal>
  );
}
