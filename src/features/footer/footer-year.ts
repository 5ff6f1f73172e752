import { formatBeijingDate } from '@/domain/datetime';

/** The copyright year from the clock, in Beijing time (server timestamp when known, else the browser clock). */
export function footerYear(serverTimestampSeconds: number | undefined, now: () => number = Date.now): number {
  const ms = typeof serverTimestampSeconds === 'number' && Number.isFinite(serverTimestampSeconds) && serverTimestampSeconds > 0
    ? serverTimestampSeconds * 1000
    : now();
  return Number(formatBeijingDate(ms).slice(0, 4));
}
