/**
 * Work handed to a later task of the browser's event loop. A phone's main thread runs one task at a time: a task longer
 * than 50 ms delays the next tap or paint (it counts as blocking time), so work that can wait a moment goes in a task
 * of its own, and input and rendering get their turn in between.
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: through `scheduler.yield()` where the browser has it (the continuation keeps its place ahead
 * of tasks queued later), else a message to itself over a MessageChannel (a task with no timer's minimum delay), else
 * a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
