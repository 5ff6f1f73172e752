/**
 * Work handed to a later task: after the event loop's turn, never as a microtask of the current task; and work after
 * the load, which waits for the app's first commit too.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, appDrawn, DRAWN_WAIT_MS, nextTask, resetAppDrawn } from '@/lib/main-thread';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
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
    // The fallback timers of the first call find the work started: nothing runs twice.
    vi.advanceTimersByTime(DRAWN_WAIT_MS);
    expect(idle).toHaveLength(2);
  });

  it('starts without the commit once DRAWN_WAIT_MS has passed (an app that failed to start still reports it)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    afterLoadWhenIdle(vi.fn());
    vi.advanceTimersByTime(DRAWN_WAIT_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    // The commit after it changes nothing.
    appDrawn();
    expect(idle).toHaveLength(1);
  });
});
