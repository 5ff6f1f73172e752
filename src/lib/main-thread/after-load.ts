/** After the load event, in an idle period (within 5 s); a browser without requestIdleCallback waits a second. */
export function afterLoadWhenIdle(run: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 5_000 });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
