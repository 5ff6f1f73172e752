/** A long list drawn in steps: a screen's worth at once, then more after each frame, never in one go. */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useItemsInSteps } from '@/components/use-items-in-steps';

const numbers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('useItemsInSteps', () => {
  it('draws the first items at once, then a step more after each frame, until all are drawn', async () => {
    const items = numbers(25);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useItemsInSteps(items, 10, 10);
      seen.push(drawn.length);
      return drawn;
    });
    expect(result.current).toEqual(numbers(10));
    await waitFor(() => expect(result.current).toHaveLength(25));
    expect(result.current).toBe(items);
    // Every length drawn on the way: never more than one step at a time.
    expect([...new Set(seen)]).toEqual([10, 20, 25]);
  });

  it('gives a list no longer than the first step as it is', () => {
    const items = numbers(5);
    const { result } = renderHook(() => useItemsInSteps(items, 10, 10));
    expect(result.current).toBe(items);
  });

  it('starts over with its first items when the list changes', async () => {
    const first = numbers(30);
    const { result, rerender } = renderHook(({ items }) => useItemsInSteps(items, 10, 10), { initialProps: { items: first } });
    await waitFor(() => expect(result.current).toHaveLength(30));
    const next = numbers(30, 100);
    rerender({ items: next });
    expect(result.current).toEqual(numbers(10, 100));
    await waitFor(() => expect(result.current).toBe(next));
  });
});
