/** The copyright year from the clock, in Beijing time (server timestamp when known, else the browser clock). */
export function footerYear(serverTimestampSeconds: number | undefined, now: () => number = Date.now): number {
  const ms = typeof serverTimestampSeconds === 'number' && Number.isFinite(serverTimestampSeconds) && serverTimestampSeconds > 0
    ? serverTimestampSeconds * 1000
    : now();
  const year = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(ms);
  return Number(year);
}
