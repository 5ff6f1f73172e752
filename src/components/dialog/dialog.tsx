import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Props {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The buttons, right-aligned under the content. */
  actions: ReactNode;
  /** Escape, and a click on the dimmer unless closeOnDimmerClick is false. */
  onClose: () => void;
  size?: 'mini' | 'tiny' | 'small';
  role?: 'dialog' | 'alertdialog';
  closeOnDimmerClick?: boolean;
  /** Id of the element that describes the dialog (its question or message). */
  describedBy?: string;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog drawn with fomantic's modal and dimmer CSS, without semantic-ui-react: the shell's dialogs (the
 * 温馨提示 alert, the timeout dialog, delete confirmations) are on every page, and this keeps the component library out of
 * the initial bundle. It renders into <body>, moves focus to the element marked autoFocus (else the first button),
 * keeps Tab inside, closes on Escape, dims and locks the page, and gives focus back to where it was when it closes.
 */
export function Dialog({ title, children, actions, onClose, size = 'tiny', role = 'dialog', closeOnDimmerClick = true, describedBy }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    const first = el?.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE) ?? el;
    first?.focus();
    document.body.classList.add('dimmed', 'dimmable');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const [head, tail] = [items[0]!, items[items.length - 1]!];
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      // Another dialog may have opened meanwhile (one closes as the next opens): keep the page dimmed for it.
      if (!document.querySelector('.ui.dimmer.modals.active')) document.body.classList.remove('dimmed', 'dimmable');
      if (before?.isConnected) before.focus();
    };
  }, []);

  return createPortal(
    <div
      className="ui page modals dimmer active"
      onMouseDown={(e) => {
        if (closeOnDimmerClick && e.target === e.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={box}
        className={`ui ${size} modal active`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="header" id={titleId}>
          {title}
        </div>
        <div className="content">{children}</div>
        <div className="actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
