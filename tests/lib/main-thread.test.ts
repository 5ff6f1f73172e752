/** Work handed to a later task: after the event loop's turn, never as a microtask of the current task. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/main-thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldTo = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTo });
    await nextTask();
    expect(yieldTo).toHaveBeenCalledTimes(1);
  });

  it('falls back to a message over a MessageChannel without it: a later task, not a microtask', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next'));
    void Promise.resolve().then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next']);
  });

  it('falls back to a zero-delay timer where there is no MessageChannel either', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.stubGlobal('MessageChannel', undefined);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await nextTask();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 0);
    timers.mockRestore();
  });
});
