/** Fields a buyer types or scans into: focus there is theirs. */
const TEXT_ENTRY = 'input:not([type=button]):not([type=submit]):not([type=checkbox]):not([type=radio]):not([type=reset]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Whether `el` is a field a buyer types or scans into. */
export const isTextEntry = (el: Element | null): boolean => !!el && el.matches(TEXT_ENTRY);

/**
 * Whether the buyer is typing or scanning into a field now. A dialog that opens by itself (not in answer to what the
 * buyer did) never takes the focus from there: a scanner's digits and Enter would land in the dialog instead.
 */
export function typingNow(): boolean {
  return isTextEntry(document.activeElement);
}

/** What Tab can stop on. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog on top: the last modal dialog in the document (one opened from a dialog is drawn after it). */
function topDialog(): HTMLElement | null {
  const all = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return all[all.length - 1] ?? null;
}

/** The dialog's Tab stops in order: shown, and of each radio group only the one Tab lands on. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.getClientRects().length === 0) return false;
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter((r) => r.name === el.name);
    return el.checked || (!group.some((r) => r.checked) && group[0] === el);
  });
}

/** Tab and Shift+Tab go round the dialog on top instead of leaving it for the page behind. */
function keepTabInside(e: KeyboardEvent): void {
  if (e.key !== 'Tab') return;
  const dialog = topDialog();
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  if (!dialog.contains(active)) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  } else if (e.shiftKey && active === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

let held = 0;

/**
 * The control that last lost focus to nothing: a button disabled while its request runs drops focus to the page, and
 * the dialog its answer opens (the timeout dialog, the pay gateway) opened from it all the same.
 */
let dropped: Element | null = null;
document.addEventListener('focusout', (e) => {
  dropped = e.relatedTarget ? null : (e.target as Element);
});

/** What a dialog being asked for now was opened from: the focused control, or the one that just dropped focus. */
export function focusOrigin(): Element | null {
  const active = document.activeElement;
  if (active && active !== document.body) return active;
  return dropped?.isConnected ? dropped : null;
}

/**
 * While a modal dialog is open, keyboard focus stays in it (the UI kit's modal lets Tab walk on into the page behind,
 * which a screen reader is told is inert). `opener` is focusOrigin() when the dialog was asked for (read while it
 * renders, before its autoFocus moves focus in); the answer releases the hold when the dialog closes and gives focus
 * back to the opener, when it is still on the page, so a keyboard user goes on from where they were.
 */
export function holdDialogFocus(opener: Element | null): () => void {
  if (held++ === 0) document.addEventListener('keydown', keepTabInside);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--held === 0) document.removeEventListener('keydown', keepTabInside);
    if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
  };
}
