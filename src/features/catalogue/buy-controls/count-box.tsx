import { useState } from 'react';

/** A typed count as a whole number in 1..max (max below 1 still gives 1; the caller disables the action). */
export function clampCount(raw: string, max: number): number {
  const n = Math.floor(Number(raw));
  const top = Math.max(1, Math.floor(max));
  return Number.isFinite(n) ? Math.min(Math.max(1, n), top) : 1;
}

/**
 * A count box that lets the buyer type freely (clearing it to retype does not snap back to 1 at once) and settles
 * on 1..max when it loses focus; `value` is always the settled count.
 */
export function useCountBox(max: number) {
  const [raw, setRaw] = useState('1');
  const value = clampCount(raw, max);
  const props = {
    type: 'number' as const,
    min: 1,
    max: Math.max(1, max),
    value: raw,
    onChange: (e: { target: { value: string } }) => setRaw(e.target.value),
    onBlur: () => setRaw(String(value)),
  };
  return { value, props };
}
