import { lazy } from 'react';
import { LazyDialog } from '@/components/lazy-dialog/lazy-dialog';
import type { ConfirmQuestion } from './confirm-modal';

// The modal (and with it the UI kit) is fetched the first time a question is asked: importing ConfirmDialog adds
// nothing of the kit to a page's first load.
const ConfirmModal = lazy(() => import('./confirm-modal'));

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
  const question: ConfirmQuestion = { title, text, confirmText, cancelText, onConfirm, onCancel };
  return (
    <LazyDialog fallback={<PlainConfirm {...question} />}>
      <ConfirmModal {...question} />
    </LazyDialog>
  );
}

/** The same question without the kit, when the modal's chunk cannot be fetched (the network is down). */
function PlainConfirm({ title, text, confirmText, cancelText, onConfirm, onCancel }: ConfirmQuestion) {
  return (
    <div
      className="http-dialog-fallback"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <h2 id="confirm-dialog-title">{title}</h2>
      <p id="confirm-dialog-text">{text}</p>
      <button type="button" className="ui button" onClick={onCancel}>
        {cancelText}
      </button>
      <button type="button" className="ui primary button" autoFocus onClick={onConfirm}>
        {confirmText}
      </button>
    </div>
  );
}
