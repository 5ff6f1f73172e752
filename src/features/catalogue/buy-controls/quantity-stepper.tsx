import { useEffect, useState, type KeyboardEvent } from 'react';
import { normalizeQuantity, stepDown, stepUp, maxQuantity, minQuantity } from '@/domain/packing';

interface Props {
  value: number;
  onChange: (quantity: number) => void;
  zbz: number;
  stock: number;
  disabled?: boolean;
  /** Name read by screen readers, e.g. 阿莫西林胶囊 购买数量. */
  label: string;
  /** Called with the corrected quantity when the buyer presses Enter in the box (the table adds the row). */
  onEnter?: (quantity: number) => void;
  /** Arrow keys up/down in the box (the table moves between rows); left to the caller. */
  onArrow?: (direction: 1 | -1) => void;
  /** Tells the buyer why a typed quantity was changed (a toast); the hint under the box shows it too. */
  onAdjusted?: (message: string) => void;
  rowIndex?: number;
  compact?: boolean;
}

/**
 * The quantity box with − and +, in 中包装 steps and capped by stock (src/domain/packing). A typed quantity is
 * corrected on blur or Enter, and the buyer is told why.
 */
export function QuantityStepper({ value, onChange, zbz, stock, disabled, label, onEnter, onArrow, onAdjusted, rowIndex, compact }: Props) {
  const [text, setText] = useState(String(value));
  const [hint, setHint] = useState<string | null>(null);
  useEffect(() => setText(String(value)), [value]);
  const opts = { zbz, stock };
  const off = disabled || stock <= 0;

  const commit = (): number => {
    const r = normalizeQuantity(text, opts);
    setText(String(r.quantity));
    if (r.adjusted && r.message) {
      setHint(r.message);
      onAdjusted?.(r.message);
    } else {
      setHint(null);
    }
    if (r.quantity !== value) onChange(r.quantity);
    return r.quantity;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      const q = commit();
      onEnter?.(q);
    } else if (onArrow && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      commit();
      onArrow(e.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const set = (q: number) => {
    setHint(null);
    setText(String(q));
    onChange(q);
  };

  return (
    <span className={`qty-stepper${compact ? ' qty-stepper--compact' : ''}`}>
      <span className="qty-stepper__row">
        <button type="button" className="qty-stepper__btn" aria-label={`减少${label}`} disabled={off || value <= minQuantity(zbz, stock)} onClick={() => set(stepDown(value, opts))}>
          −
        </button>
        <input
          className="qty-stepper__input"
          inputMode="numeric"
          aria-label={label}
          value={off ? '0' : text}
          disabled={off}
          data-qty-row={rowIndex}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="qty-stepper__btn" aria-label={`增加${label}`} disabled={off || value >= maxQuantity(zbz, stock)} onClick={() => set(stepUp(value, opts))}>
          +
        </button>
      </span>
      {hint && !compact && (
        <span className="qty-stepper__hint" role="status">
          {hint}
        </span>
      )}
    </span>
  );
}

/**
 * Moves the focus to row i's quantity box (the QuantityStepper's `rowIndex`) inside `table`, coming from row `from`.
 * Blocked rows have no box: moving down takes the next enabled box at or after i, moving up the last at or before.
 */
export function focusQuantityRow(table: HTMLElement | null, i: number, from: number): void {
  const boxes = Array.from(table?.querySelectorAll<HTMLInputElement>('input[data-qty-row]:not(:disabled)') ?? []);
  const row = (b: HTMLInputElement) => Number(b.dataset.qtyRow);
  const el = i > from ? boxes.find((b) => row(b) >= i) : [...boxes].reverse().find((b) => row(b) <= i);
  el?.focus();
}
