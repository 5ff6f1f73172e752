import { useId } from 'react';
import { Dialog } from '../dialog/dialog';

interface Props {
  open: boolean;
  title?: string;
  text: string;
  confirmText?: string;
  cancelText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal (Esc, the dimmer and the cancel button all answer no). */
export function ConfirmDialog({ open, title = '温馨提示', text, confirmText = '确定', cancelText = '取消', onConfirm, onCancel }: Props) {
  const textId = useId();
  if (!open) return null;
  return (
    <Dialog
      title={title}
      size="mini"
      role="alertdialog"
      describedBy={textId}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="ui button" onClick={onCancel}>
            {cancelText}
          </button>
          <button type="button" className="ui primary button" data-autofocus onClick={onConfirm}>
            {confirmText}
          </button>
        </>
      }
    >
      <p id={textId}>{text}</p>
    </Dialog>
  );
}
