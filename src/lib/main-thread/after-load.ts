/**
 * Work that must not compete with the page's first paint (the service worker's script, the install links' manifest
 * and icon, the field measurements' code) waits for three things: the load event, the app's first commit (the
 * route's page drawn: the boot prepares the page's code before it, so that commit is the page, not a loading frame)
 * (or DRAWN_WAIT_MS, should it never come) and then an idle period (within 5 s; a browser without requestIdleCallback
 * waits a second).
 *
 * Without the second, the idle periods between the slices of the app's first render (a transition, which yields to the
 * browser) came after the load event but before the page had drawn anything: the service worker's script and the
 * manifest were fetched ahead of the page's largest paint.
 */
let drawn = false;
const waiting: Array<() => void> = [];
/**
 * How long the work waits for that commit at most: an app that fails to start (a render that throws) must still get
 * its field measurements' code, which reports the failure.
 */
export const DRAWN_WAIT_MS = 5_000;

/** Called once the app has committed its first render (App's effect); later calls do nothing. */
export function appDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const run of waiting.splice(0)) run();
}

/** Tests only: as before the app's first commit. */
export function resetAppDrawn(): void {
  drawn = false;
  waiting.length = 0;
}

export function afterLoadWhenIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  const afterLoad = () => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };
  if (drawn) {
    afterLoad();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    afterLoad();
  };
  waiting.push(start);
  setTimeout(start, DRAWN_WAIT_MS);
}
