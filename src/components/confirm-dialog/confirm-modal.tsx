import { Button } from '@/components/button/button';
import { Modal } from 'semantic-ui-react';

export interface ConfirmQuestion {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** ConfirmDialog's modal: its own chunk, loaded (with the UI kit) the first time a question is asked. */
export default function ConfirmModal({ title, text, confirmText, cancelText, onConfirm, onCancel }: ConfirmQuestion) {
  return (
    <Modal open size="mini" role="alertdialog" aria-modal="true" aria-labelledby="confirm-dialog-title" aria-describedby="confirm-dialog-text" onClose={onCancel}>
      <Modal.Header id="confirm-dialog-title">{title}</Modal.Header>
      <Modal.Content>
        <p id="confirm-dialog-text">{text}</p>
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onCancel}>{cancelText}</Button>
        <Button primary autoFocus onClick={onConfirm}>
          {confirmText}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
