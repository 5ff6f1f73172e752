import { loginHref } from '@/lib/url/login-href';
import type { AnswerSource } from '../offline/cache-rules';
import { ApiError } from './api-error';
import { ERROR_CATALOGUE, TEXT } from './error-catalogue';
import { getRuntimeConfig } from './runtime-config';

/**
 * What the transport asks the UI to do. The app registers the real implementation at boot (toasts, dialogs, router);
 * the transport itself imports no UI and no store.
 */
interface HttpEffects {
  toast(text: string): void;
  /** Resolves when the user closes the alert. */
  alert(title: string, text: string): Promise<void>;
  timeoutDialog(text: string): void;
  /** Leaves the SPA for the main-site login page. */
  redirect(url: string): void;
  /** Navigates inside the SPA. */
  navigate(path: string): void;
  /** Current in-app location used as the login return path. */
  currentPath(): string;
  /**
   * Where each API read's answer came from — the network, or the service worker's kept answer of that time — and each
   * call that could not reach the network. The connection store (the offline banner) is told.
   */
  answered(source: AnswerSource): void;
}

const browserEffects: HttpEffects = {
  toast: (text) => console.warn(text),
  alert: (_title, text) => {
    window.alert(text);
    return Promise.resolve();
  },
  timeoutDialog: (text) => window.alert(text),
  redirect: (url) => window.location.assign(url),
  navigate: (path) => window.location.assign(path),
  currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
  answered: () => undefined,
};

let effects: HttpEffects = browserEffects;
let leavingForLogin = false;

export function setHttpEffects(next: Partial<HttpEffects>): void {
  effects = { ...effects, ...next };
}

export function resetHttpEffects(): void {
  effects = browserEffects;
  leavingForLogin = false;
}

/** Tells the page where an answer came from (the network, or the service worker's kept copy of that time). */
export function reportAnswer(source: AnswerSource): void {
  effects.answered(source);
}

const E_CONTRACT_PATH = '/dzht';

/** Shows an ApiError the way the error catalogue says. */
export function presentError(error: ApiError): void {
  const entry = ERROR_CATALOGUE[error.kind];
  switch (entry.effect) {
    case 'none':
      return;
    case 'login': {
      if (leavingForLogin) return; // several calls failing at once redirect once
      leavingForLogin = true;
      effects.redirect(loginHref(getRuntimeConfig().loginUrl, effects.currentPath()));
      return;
    }
    case 'alert-then-e-contract':
      void effects.alert(entry.title, error.message || TEXT.eContractFallback).then(() => effects.navigate(E_CONTRACT_PATH));
      return;
    case 'toast':
      effects.toast('text' in entry && entry.text ? entry.text : error.message);
      return;
    case 'alert':
      void effects.alert(entry.title, error.message);
      return;
    case 'timeout-dialog':
      effects.timeoutDialog(entry.text);
      return;
  }
}
