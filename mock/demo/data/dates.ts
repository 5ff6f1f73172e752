import { DEMO_TODAY } from './types';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Beijing is UTC+8 all year; the contract's DateTime and calendar dates are Beijing time. */
export const BEIJING_OFFSET_MS = 8 * HOUR_MS;

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Epoch ms at 00:00 UTC of a 'YYYY-MM-DD' date (used as a day counter, not as an instant). */
export function dateToDayMs(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

export function dayMsToDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return dayMsToDate(dateToDayMs(date) + days * DAY_MS);
}

export const TODAY_DAY_MS = dateToDayMs(DEMO_TODAY);
/** Goods expiring on or before this date are near-expiry (近效期, ≤ 6 months). */
export const JXQ_LIMIT = '2027-05-22';

/** 'YYYY-MM-DD' in Beijing time of an instant. */
export function beijingDate(ms: number): string {
  return dayMsToDate(ms + BEIJING_OFFSET_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (the contract's DateTime). */
export function beijingDateTime(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ` +
    `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
  );
}

/** An instant at a Beijing wall-clock time on DEMO_TODAY + days (for fixed, clock-independent dates). */
export function demoInstant(days: number, hour = 10, minute = 0): number {
  return TODAY_DAY_MS + days * DAY_MS + hour * HOUR_MS + minute * 60_000 - BEIJING_OFFSET_MS;
}
