/**
 * Work handed to a later task: after the event loop's turn, never as a microtask of the current task; and work after
 * the load, which waits for the app's first commit too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, appDrawn, nextTask, resetAppDrawn } from '@/lib/main-thread';

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppDrawn();
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

describe('afterLoadWhenIdle', () => {
  it('waits for the app’s first commit after the load, then for an idle period', () => {
    expect(document.readyState).toBe('complete');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const run = vi.fn();
    afterLoadWhenIdle(run);
    // Loaded, idle asked for nothing yet: the app has not drawn its page.
    expect(idle).toHaveLength(0);
    appDrawn();
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]!();
    expect(run).toHaveBeenCalledTimes(1);
    // Once drawn, later work waits for an idle period only; a second commit changes nothing.
    appDrawn();
    afterLoadWhenIdle(run);
    expect(idle).toHaveLength(2);
    idle[1]!();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
