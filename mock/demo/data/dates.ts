import { BEIJING_OFFSET_MS } from '@/domain/datetime';
import { DEMO_TODAY } from './types';

/**
 * Calendar arithmetic of the seed: 'YYYY-MM-DD' days counted from DEMO_TODAY. Beijing-time formatting of instants is
 * src/domain/datetime.ts (formatBeijing, formatBeijingDate).
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Epoch ms at 00:00 UTC of a 'YYYY-MM-DD' date (used as a day counter, not as an instant). */
export function dateToDayMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

function dayMsToDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return dayMsToDate(dateToDayMs(date) + days * DAY_MS);
}

export const TODAY_DAY_MS = dateToDayMs(DEMO_TODAY);
/** Goods expiring on or before this date are near-expiry (近效期, ≤ 6 months). */
export const JXQ_LIMIT = '2027-05-22';

/** An instant at a Beijing wall-clock time on DEMO_TODAY + days (for fixed, clock-independent dates). */
export function demoInstant(days: number, hour = 10, minute = 0): number {
  return TODAY_DAY_MS + days * DAY_MS + hour * HOUR_MS + minute * 60_000 - BEIJING_OFFSET_MS;
}
