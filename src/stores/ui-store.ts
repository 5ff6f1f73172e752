import { makeAutoObservable } from 'mobx';
import type { RootStore } from './root-store';

interface Toast {
  id: number;
  text: string;
}

export type Dialog =
  | { id: number; type: 'alert'; title: string; text: string; resolve: () => void }
  | { id: number; type: 'timeout'; text: string };

const TOAST_MS = 3000;

/** Transient UI: toasts and the dialog queue that the transport's error catalogue drives. */
export class UiStore {
  toasts: Toast[] = [];
  dialogs: Dialog[] = [];
  private seq = 0;

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get dialog(): Dialog | undefined {
    return this.dialogs[0];
  }

  toast(text: string): void {
    if (this.toasts.some((t) => t.text === text)) return; // the same message twice at once reads as one
    const id = ++this.seq;
    this.toasts.push({ id, text });
    setTimeout(() => this.dismissToast(id), TOAST_MS);
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  alert(title: string, text: string): Promise<void> {
    return new Promise((resolve) => {
      this.dialogs.push({ id: ++this.seq, type: 'alert', title, text, resolve });
    });
  }

  timeoutDialog(text: string): void {
    if (this.dialogs.some((d) => d.type === 'timeout')) return;
    this.dialogs.push({ id: ++this.seq, type: 'timeout', text });
  }

  closeDialog(id: number): void {
    const d = this.dialogs.find((x) => x.id === id);
    this.dialogs = this.dialogs.filter((x) => x.id !== id);
    if (d?.type === 'alert') d.resolve();
  }
}
