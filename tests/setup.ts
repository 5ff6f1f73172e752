import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as nodeTimers from 'node:timers';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetHttpEffects, setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '@/lib/http';
import { server } from './msw-server';

// findBy… and waitFor wait for a condition the page will show; their time-out is a limit for a hung test, not a pace.
// Testing-library's 1 s default failed a lazily loaded dialog on a busy host (one core, another test file beside it).
configure({ asyncUtilTimeout: 10_000 });

// jsdom's fetch needs absolute URLs; the site calls same-origin paths.
const ORIGIN = 'http://localhost';

/**
 * Animation frames on the real clock. jsdom runs frames on an interval it starts with `setInterval` as the global is at
 * that moment; a frame asked for while a test fakes setInterval (and not the frames themselves) started that interval
 * on the fake clock, which never fires once the real timers are back: every later frame in the same jsdom — the files
 * of a worker share one — then waited forever. These frames run on Node's own timers (`node:timers`, which no fake
 * clock replaces) and run every callback asked for before a frame together in it, ~60 times a second, as a browser
 * does. They are put in place before every test, whatever an earlier test or file left there (the environment's
 * globals may be set up again between files). A test that wants frames on its fake clock fakes them
 * (`toFake: ['requestAnimationFrame', …]`); putting the real timers back restores these.
 */
const frames = (() => {
  const callbacks = new Map<number, FrameRequestCallback>();
  let lastHandle = 0;
  let frameDue = false;
  const runFrame = () => {
    frameDue = false;
    const now = performance.now();
    const due = [...callbacks.values()];
    callbacks.clear();
    for (const callback of due) {
      try {
        callback(now);
      } catch (error) {
        // As a browser reports it: the other callbacks of the frame still run, the error still reaches the test run.
        nodeTimers.setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  };
  const requestAnimationFrame = (callback: FrameRequestCallback) => {
    const handle = ++lastHandle;
    callbacks.set(handle, callback);
    if (!frameDue) {
      frameDue = true;
      nodeTimers.setTimeout(runFrame, 16);
    }
    return handle;
  };
  const cancelAnimationFrame = (handle: number) => void callbacks.delete(handle);
  return { requestAnimationFrame, cancelAnimationFrame };
})();
function installFrames() {
  // (A file may run in Node instead, `@vitest-environment node`: no window, no frames.)
  if (typeof window === 'undefined') return;
  window.requestAnimationFrame = frames.requestAnimationFrame;
  window.cancelAnimationFrame = frames.cancelAnimationFrame;
}
installFrames();

/**
 * jsdom lays nothing out, so tests that need a scroll position or a page height define them (scrollY, the document's
 * scrollHeight); put back after each test, so the next test — or file, where files share a jsdom — starts at the top.
 */
function resetStubbedLayout() {
  if (typeof window === 'undefined') return;
  if (Object.getOwnPropertyDescriptor(window, 'scrollY')?.value !== 0) Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  delete (document.documentElement as unknown as { scrollHeight?: number }).scrollHeight;
}

/**
 * The global timers are Node's own after every test. A fake clock is uninstalled by vi.useRealTimers, but a spy made on a
 * faked timer (vi.spyOn(globalThis, 'setInterval') under vi.useFakeTimers) restores the fake when mocks are restored —
 * after the clock is gone, so every later interval of the worker went to a clock that never moves (the WeChat
 * registration's 2 s poll never ran again when its file came after such a test in the same worker). Spies are restored
 * here before the check, so the test that leaves a fake timer fails itself, and the next one starts on Node's timers.
 */
const NODE_TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] as const;
function checkTimersAreNodes() {
  const faked = NODE_TIMERS.filter((name) => globalThis[name] !== nodeTimers[name]);
  for (const name of faked) Object.assign(globalThis, { [name]: nodeTimers[name] });
  if (faked.length > 0) throw new Error(`This test left a fake timer in the global ${faked.join(', ')} (a spy on a faked timer, or a clock of its own).`);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(installFrames);
afterEach(() => {
  cleanup();
  resetStubbedLayout();
  server.resetHandlers();
  resetHttpEffects();
  setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: ORIGIN });
  vi.restoreAllMocks();
  vi.useRealTimers();
  checkTimersAreNodes();
});
afterAll(() => server.close());
setRuntimeConfig({ apiBaseUrl: ORIGIN });

// semantic-ui-react 2.1.5 uses findDOMNode (Ref) and warns under StrictMode. Filter exactly that warning; every
// other console error still reaches the output.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  const first = typeof args[0] === 'string' ? args[0] : '';
  if (first.includes('findDOMNode is deprecated')) return;
  originalError(...args);
};
