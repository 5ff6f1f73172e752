import { Button, Modal } from 'semantic-ui-react';

interface Props {
  open: boolean;
  title?: string;
  text: string;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (Esc and the cancel button both answer no). */
export function ConfirmDialog({ open, title = '温馨提示', text, confirmText = '确定', cancelText = '取消', onConfirm, onCancel }: Props) {
  if (!open) return null;
  return (
    <Modal open size="mini" role="alertdialog" aria-modal="true" aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-text" onClose={onCancel}>
      <Modal.Header id="confirm-dialog-title">{title}</Modal.Header>
      <Modal.Content>
        <p id="confirm-dialog-text">{text}</p>
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onCancel}>{cancelText}</Button>
        <Button primary autoFocus onClick={onConfirm}>{confirmText}</Button>
      </Modal.Actions>
    </Modal>
  );
}
