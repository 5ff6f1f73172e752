/**
 * The engine-neutral driver that the WebKit and Firefox journeys (tests/e2e/engines.e2e.ts) are written against: the
 * few things a buyer does (go to an address, click, type, press Enter) and the reads a test needs (the address, a
 * script's answer, a screenshot), each implemented once per protocol: W3C WebDriver for WebKit (webkit.ts) and
 * WebDriver BiDi through puppeteer for Firefox (firefox.ts).
 *
 * Elements are named by a Target: a CSS selector, optionally the text the element must contain and the element it
 * must lie inside. Actions wait (up to 15 s) for their target to be shown and enabled, then act once.
 */

export type EngineName = 'webkit' | 'firefox';

/** The first shown element matching `css` that contains `text` (when given) and lies inside `within` (when given). */
export interface Target {
  css: string;
  text?: string;
  within?: Target;
}

export interface Driver {
  /** Loads the address and resolves once its document has loaded. */
  goto(url: string): Promise<void>;
  /** The address the page shows now. */
  url(): Promise<string>;
  /** Clicks the target as a pointer would (scrolled into view first). */
  click(target: Target): Promise<void>;
  /** Types the text into the target with key events (the target is focused first), then checks its value holds it. */
  type(target: Target, text: string): Promise<void>;
  /** Presses Enter in the target. */
  pressEnter(target: Target): Promise<void>;
  /** Runs `fn(arg)` in the page (a promise is awaited) and answers its JSON-serialisable result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Sizes the window so the page's viewport (innerWidth × innerHeight) is this many CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Saves a PNG of the viewport to `file` (its folder is created). */
  screenshot(file: string): Promise<void>;
  /** Ends the session: its window, cookies and storage go. */
  close(): Promise<void>;
}

/** A browser engine started for a run of tests: each `open()` is a fresh session with cookies of its own. */
export interface Engine {
  readonly name: EngineName;
  open(): Promise<Driver>;
  /** Stops the browser and everything started for it (a WebDriver server, an X display). */
  stop(): Promise<void>;
}

/** How long an action waits for its target, and `waitFor` for its condition, unless told otherwise. */
export const WAIT_MS = 15_000;
/** How often a condition is checked again while waiting. */
const POLL_MS = 100;

/** The target in words, for failure messages: `button "去结算" in article.goods-card "阿莫西林"`. */
export function describeTarget(target: Target): string {
  const self = target.text === undefined ? target.css : `${target.css} "${target.text}"`;
  return target.within ? `${self} in ${describeTarget(target.within)}` : self;
}

/**
 * Checks `probe` until it answers something other than null, undefined or false, and returns that answer. Fails after
 * `timeoutMs` saying what was awaited (`what` may be a function, read then, to tell what was last seen). An error the
 * probe throws fails at once.
 */
export async function waitFor<T>(what: string | (() => string), probe: () => Promise<T | null | undefined | false>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== null && answer !== undefined && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Waits until the page's viewport (innerWidth × innerHeight) is the size asked for, after a resize. */
export async function waitForViewport(d: Pick<Driver, 'evaluate'>, engine: string, width: number, height: number): Promise<void> {
  let now = { w: 0, h: 0 };
  await waitFor(
    () => `the ${engine} viewport to be ${width} × ${height} (it is ${now.w} × ${now.h})`,
    async () => {
      now = await d.evaluate(() => ({ w: innerWidth, h: innerHeight }), null);
      return now.w === width && now.h === height;
    },
  );
}

/**
 * A call of `fn(arg)` as an expression of source text, for a browser to evaluate: the argument (plain data) is written
 * in as JSON. Transpilers that keep function names (tsx, esbuild's keepNames) wrap inner functions in a `__name(...)`
 * helper that the page does not have, so an identity one is passed in around the call.
 */
export function callSource<A, R>(fn: (arg: A) => R, arg: A): string {
  return `((__name) => (${fn.toString()})(${JSON.stringify(arg)}))((f) => f)`;
}

/**
 * Runs in the page: the element a Target names, or null. An element is shown when it has a box and is not
 * visibility:hidden; with `actionable`, the element itself must also not be disabled. Self-contained (it is sent to the
 * browser as source text), so it uses nothing from this module.
 */
export function findInPage({ target, actionable }: { target: Target; actionable: boolean }): Element | null {
  const chain: Target[] = [];
  for (let t: Target | undefined = target; t; t = t.within) chain.unshift(t);
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const matches = (el: Element, step: Target) =>
    shown(el) && (step.text === undefined || (el.textContent ?? '').replace(/\s+/g, ' ').includes(step.text));
  // Depth first, so a card that matches but holds no such button does not hide a later card that does.
  const resolve = (scope: ParentNode, level: number): Element | null => {
    const step = chain[level]!;
    const last = level === chain.length - 1;
    for (const el of Array.from(scope.querySelectorAll(step.css))) {
      if (!matches(el, step)) continue;
      if (last) {
        if (!actionable || !el.matches(':disabled')) return el;
        continue;
      }
      const inner = resolve(el, level + 1);
      if (inner) return inner;
    }
    return null;
  };
  return resolve(document, 0);
}
