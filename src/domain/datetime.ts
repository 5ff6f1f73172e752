/**
 * Beijing time (UTC+8, no daylight saving) helpers. The server speaks 'YYYY-MM-DD HH:mm:ss' in Beijing time; these
 * work from UTC arithmetic so the result does not depend on the zone of the browser or the demo server machine.
 * Instants are a Date or epoch milliseconds (the demo API keeps the latter).
 */

export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const BEIJING_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** 'YYYY-MM-DD HH:mm:ss' of the instant in Beijing. Throws RangeError for an invalid Date or time. */
export function formatBeijing(at: Date | number): string {
  const d = new Date((typeof at === 'number' ? at : at.getTime()) + BEIJING_OFFSET_MS);
  if (Number.isNaN(d.getTime())) throw new RangeError('无效的时间');
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** 'YYYY-MM-DD' of the instant in Beijing (the calendar day a buyer in China sees). */
export function formatBeijingDate(at: Date | number): string {
  return formatBeijing(at).slice(0, 10);
}

/** 'HH:mm' of the instant in Beijing (a session's start on a countdown, e.g. 10:00场). */
export function formatBeijingTime(at: Date | number): string {
  return formatBeijing(at).slice(11, 16);
}

/** Epoch milliseconds of 00:00 Beijing time on the Beijing calendar day of the instant `ms`. */
export function startOfBeijingDay(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/**
 * Reads 'YYYY-MM-DD HH:mm:ss' (also 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD' as midnight, or a 'T' separator) as Beijing
 * time. Throws RangeError for other text or impossible dates such as 2024-02-30 or 25:00.
 */
export function parseBeijing(s: string): Date {
  const m = BEIJING_RE.exec(typeof s === 'string' ? s.trim() : '');
  if (!m) throw new RangeError(`无效的时间：${String(s)}`);
  const [y, mo, d, h, mi, sec] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(y, mo - 1, d, h, mi, sec);
  const check = new Date(utc);
  // Date.UTC rolls 2024-02-30 over to March; a round trip exposes that.
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    sec > 59
  ) {
    throw new RangeError(`无效的时间：${s}`);
  }
  return new Date(utc - BEIJING_OFFSET_MS);
}

/** parseBeijing that answers null instead of throwing. */
export function tryParseBeijing(s: unknown): Date | null {
  if (typeof s !== 'string') return null;
  try {
    return parseBeijing(s);
  } catch {
    return null;
  }
}

interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits a remaining duration into whole days/hours/minutes/seconds (floored); all zero once time is up. */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Number.isFinite(msLeft) && msLeft > 0 ? Math.floor(msLeft / 1000) : 0;
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
