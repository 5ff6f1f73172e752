import { useEffect, useRef, type RefObject } from 'react';
import { isTextEntry } from '@/components/lazy-dialog/dialog-focus';
import { SCAN_WINDOW_MS, isScannerBurst } from '@/domain/barcode';

/** A dialog (modal or not) or a menu that holds focus while open. */
const HOLDS_FOCUS = '[role="dialog"], [role="alertdialog"], [aria-modal="true"], [role="menu"], [role="listbox"]';

/** A touch screen: focusing a box there opens the on-screen keyboard over the list, so it is only ever done on request. */
export function coarsePointer(): boolean {
  try {
    return window.matchMedia('(pointer: coarse)').matches;
  } catch {
    return false;
  }
}

/**
 * Whether focus was lost rather than put somewhere: on nothing, on the page's body or a container the browser fell back
 * to (a click on a disabled button focuses its nearest focusable ancestor, main), or on a button now disabled. Focus in a
 * dialog or a menu was put there.
 */
export function focusWasLost(): boolean {
  const now = document.activeElement;
  if (!now || now === document.body) return true;
  if (now.closest(HOLDS_FOCUS)) return false;
  return (now instanceof HTMLElement && now.tabIndex < 0) || (now instanceof HTMLButtonElement && now.disabled);
}

/**
 * Keeps the 条码 box ready for the next scan without taking the keyboard away from anyone:
 * - it gets focus when the tab opens (on a desk; not on a touch screen, where that opens the keyboard), unless the
 *   buyer is already in another field;
 * - after a mouse click inside the tab that leaves focus nowhere useful (a +/−, a 移除, empty space), it gets focus
 *   back; a click into another field, a keyboard-activated button (Tab and Enter users keep their place), a dialog or
 *   menu that opened, a text selection or a link are left alone. Tab leaves the box as from any other.
 * - a scanner's burst (13 digits and Enter within SCAN_WINDOW_MS) that arrives while focus is on a button, a link or
 *   nothing at all is taken as a scan (and its Enter does not press the focused button); in any field it is left to
 *   the field.
 */
export function useScanFocus(section: RefObject<HTMLElement | null>, input: RefObject<HTMLInputElement | null>, onBurst: (code: string) => void) {
  const burst = useRef(onBurst);
  burst.current = onBurst;

  useEffect(() => {
    const box = input.current;
    const active = document.activeElement;
    if (box && !coarsePointer() && !isTextEntry(active) && !active?.closest(HOLDS_FOCUS)) box.focus({ preventScroll: true });
  }, [input]);

  useEffect(() => {
    const root = section.current;
    if (!root) return;
    let frame = 0;
    const onClick = (e: MouseEvent) => {
      // detail 0: a click made by the keyboard (Enter or Space on a button). pointerType: touch and pen stay as they are.
      const pointer = (e as PointerEvent).pointerType;
      if (e.detail === 0 || pointer === 'touch' || pointer === 'pen' || coarsePointer()) return;
      const target = e.target instanceof Element ? e.target : null;
      // A link leaves, a label focuses its own field, a control that opens a dialog hands focus to it.
      if (!target || isTextEntry(target) || target.closest('a[href], label, summary, video, [aria-haspopup]')) return;
      cancelAnimationFrame(frame);
      // After the click's own work: what it opened (a dialog) or focused is known then.
      frame = requestAnimationFrame(() => {
        const box = input.current;
        const now = document.activeElement;
        if (!box || now === box || !box.isConnected) return;
        if (isTextEntry(now) || now?.closest(HOLDS_FOCUS) || document.querySelector('[aria-modal="true"]')) return;
        if ((window.getSelection()?.toString() ?? '') !== '') return;
        box.focus({ preventScroll: true });
      });
    };
    root.addEventListener('click', onClick);
    return () => {
      cancelAnimationFrame(frame);
      root.removeEventListener('click', onClick);
    };
  }, [section, input]);

  useEffect(() => {
    let digits = '';
    let times: number[] = [];
    const reset = () => {
      digits = '';
      times = [];
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target && (target === input.current || isTextEntry(target) || target.closest(HOLDS_FOCUS))) return reset();
      if (e.ctrlKey || e.altKey || e.metaKey) return reset();
      if (/^\d$/.test(e.key)) {
        if (times.length > 0 && e.timeStamp - times[0]! > SCAN_WINDOW_MS) reset();
        digits += e.key;
        times.push(e.timeStamp);
        if (digits.length > 13) {
          digits = digits.slice(-13);
          times = times.slice(-13);
        }
        return;
      }
      if (e.key === 'Enter' && digits.length === 13 && isScannerBurst(digits, [...times, e.timeStamp])) {
        e.preventDefault();
        e.stopPropagation();
        const code = digits;
        reset();
        burst.current(code);
        return;
      }
      if (e.key !== 'Shift') reset();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [input]);
}
