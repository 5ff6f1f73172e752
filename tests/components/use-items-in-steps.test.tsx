/** A long list drawn in steps: a screen's worth at once, then more after each frame, never in one go. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useItemsInSteps } from '@/components/use-items-in-steps';

const numbers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

// The frames and the task after each on a fake clock, so that every step is one frame the test draws: what the hook
// draws depends on frames, not on how fast the host runs them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** One frame drawn, and the task the hook asked for after it run. */
const nextFrame = () => act(() => {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersToNextTimer();
});

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
    await nextFrame();
    expect(result.current).toEqual(numbers(20));
    await nextFrame();
    expect(result.current).toBe(items);
    // Every length drawn on the way: never more than one step at a time.
    expect([...new Set(seen)]).toEqual([10, 20, 25]);
    // Nothing more is asked for once all are drawn.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a list no longer than the first step as it is', () => {
    const items = numbers(5);
    const { result } = renderHook(() => useItemsInSteps(items, 10, 10));
    expect(result.current).toBe(items);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over with its first items when the list changes', async () => {
    const first = numbers(30);
    const { result, rerender } = renderHook(({ items }) => useItemsInSteps(items, 10, 10), { initialProps: { items: first } });
    await nextFrame();
    await nextFrame();
    expect(result.current).toBe(first);
    const next = numbers(30, 100);
    rerender({ items: next });
    expect(result.current).toEqual(numbers(10, 100));
    await nextFrame();
    expect(result.current).toEqual(numbers(20, 100));
    await nextFrame();
    expect(result.current).toBe(next);
  });

  it('asks for no more frames once unmounted', () => {
    const { unmount } = renderHook(() => useItemsInSteps(numbers(30), 10, 10));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
