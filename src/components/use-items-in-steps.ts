import { startTransition, useEffect, useState } from 'react';

/** Runs `next` once the browser has drawn a frame (laid out and painted what was committed before). */
function afterNextFrame(next: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(next, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A long list drawn in steps: the `first` items (a screen's worth) at once, then `step` more after each frame, each
 * step a transition React renders in short slices. Drawn in one go, a page of goods cards or table rows — their
 * render, commit and layout — blocked a phone's main thread for a long task; in steps no task is long and the buyer
 * sees the same list a moment later. A new list (another array) starts over with its first items.
 */
export function useItemsInSteps<T>(items: T[], first: number, step: number): T[] {
  const [drawn, setDrawn] = useState({ items, count: first });
  const count = drawn.items === items ? drawn.count : first;
  useEffect(() => {
    if (count >= items.length) return undefined;
    return afterNextFrame(() => startTransition(() => setDrawn({ items, count: count + step })));
  }, [count, items, step]);
  return count >= items.length ? items : items.slice(0, count);
}
