import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import './popover.css';

interface Props {
  /** The trigger's content. */
  trigger: ReactNode;
  /** When set, the trigger is a link to this path (nav items); otherwise a button. */
  href?: string;
  /** Accessible name of the panel. */
  label: string;
  children: ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Delay before a hover closes it, so the pointer can travel to the panel. */
  closeDelayMs?: number;
  /** Accessible name of the trigger when its content is an icon. */
  triggerLabel?: string;
}

/**
 * Opens on hover, on focus and on click; closes on Esc (focus returns to the trigger), when the pointer leaves, and
 * when focus leaves it. The panel follows the trigger in the DOM, so Tab walks into it.
 */
export function Popover({ trigger, href, label, children, align = 'left', className, closeDelayMs = 150, triggerLabel }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A click right after hover or focus opened the panel must not close it again.
  const justOpened = useRef(false);

  const show = () => {
    clearTimeout(timer.current);
    if (!open) justOpened.current = true;
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      justOpened.current = false;
      setOpen(false);
    }, closeDelayMs);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const triggerProps = {
    'aria-expanded': open,
    'aria-controls': `${id}-panel`,
    'aria-label': triggerLabel,
    title: triggerLabel,
    className: 'popover__trigger',
    onFocus: show,
  };

  return (
    <div
      ref={root}
      className={`popover${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) {
          justOpened.current = false;
          setOpen(false);
        }
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          (root.current?.querySelector('.popover__trigger') as HTMLElement | null)?.focus();
        }
      }}
    >
      {href ? (
        <Link href={href} {...triggerProps}>
          {trigger}
        </Link>
      ) : (
        <button
          type="button"
          {...triggerProps}
          onClick={() => {
            if (justOpened.current) justOpened.current = false;
            else setOpen((o) => !o);
          }}
        >
          {trigger}
        </button>
      )}
      <div id={`${id}-panel`} role="region" aria-label={label} className={`popover__panel popover__panel--${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
