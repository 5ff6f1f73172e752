import { isApiError, presentError } from '@/lib/http';
import type { AccountForm } from './use-account-form';

/**
 * What a refused submit of an account form shows. Calls are made silent and come here: a 422 puts each message under
 * its field and the transport shows the first in the toast; a refusal whose code is about one field (a wrong SMS
 * code, a taken mobile) goes under that field only; anything else (timeout, network, 5xx, another refusal) is shown
 * the transport's way. Nothing typed is cleared.
 */
export function reportSubmitError<F extends string>(form: AccountForm<F>, e: unknown, byCode: Partial<Record<number, F>> = {}): void {
  if (!isApiError(e) || e.kind === 'cancelled') return;
  const field = e.code !== undefined ? byCode[e.code] : undefined;
  if (field && e.kind === 'business') {
    form.setServerError(field, e.message);
    return;
  }
  if (e.kind === 'validation') form.takeServerErrors(e);
  presentError(e);
}

/** Moves the focus to the first field showing a message, after the page has drawn it. */
export function focusFirstInvalid<F extends string>(form: AccountForm<F>, idOf: (f: F) => string = (f) => `af-${f}`): void {
  const f = form.firstInvalid();
  if (f) setTimeout(() => document.getElementById(idOf(f))?.focus(), 0);
}
