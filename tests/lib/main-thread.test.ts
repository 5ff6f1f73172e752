/** Work handed over in steps, one task each: the first at once, the next only after the event loop's turn. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, runInTasks } from '@/lib/main-thread';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runInTasks', () => {
  it('runs the first step at once and each next one in a later task, not in the same task through microtasks', async () => {
    const order: string[] = [];
    // A task queued before the steps: were they run through microtasks alone, all three would come before it.
    setTimeout(() => order.push('task'), 0);
    const done = runInTasks([() => order.push('a'), () => order.push('b'), () => order.push('c')]);
    expect(order).toEqual(['a']);
    await done;
    expect(order).toEqual(['a', 'task', 'b', 'c']);
  });

  it('stops at a step that throws and rejects with its error', async () => {
    const ran: number[] = [];
    const boom = new Error('step 2');
    await expect(runInTasks([() => ran.push(1), () => { throw boom; }, () => ran.push(3)])).rejects.toBe(boom);
    expect(ran).toEqual([1]);
  });

  it('resolves at once with no steps', async () => {
    await expect(runInTasks([])).resolves.toBeUndefined();
  });
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
