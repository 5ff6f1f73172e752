/**
 * Date ranges of calendar days ('YYYY-MM-DD', both ends inclusive) that a buyer picks for an export or a report: the
 * site checks them before asking, and the demo API refuses the same ranges with the same Chinese messages.
 * Calendar arithmetic only (UTC days), so no time zone plays a part; "today" is the caller's (formatBeijingDate).
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The longest range: the end at most 366 days after the start (a leap year and a day). */
export const MAX_RANGE_DAYS = 366;

/** Day number of a real calendar date ('YYYY-MM-DD'), or null for other text and impossible dates (2026-02-30). */
function dayNumber(s: unknown): number | null {
  const m = typeof s === 'string' ? DATE_RE.exec(s) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return utc / DAY_MS;
}

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(s: unknown): s is string {
  return dayNumber(s) !== null;
}

/** Days from `start` to `end` (0 for the same day, negative when end is earlier); null if either is not a date. */
export function daysBetween(start: string, end: string): number | null {
  const a = dayNumber(start);
  const b = dayNumber(end);
  return a === null || b === null ? null : b - a;
}

export interface DateRangeProblem {
  /** The field the message belongs to. */
  field: 'start' | 'end';
  message: string;
}

/** How a range's problems are said: an export's words by default; a report may name its dates its own way. */
export interface RangeWords {
  missingStart: string;
  missingEnd: string;
  invalidStart: string;
  invalidEnd: string;
  reversed: string;
  tooLong: (maxDays: number) => string;
}

const EXPORT_RANGE_WORDS: RangeWords = {
  missingStart: '请选择开始日期和结束日期',
  missingEnd: '请选择开始日期和结束日期',
  invalidStart: '开始日期无效，请按 年-月-日 选择',
  invalidEnd: '结束日期无效，请按 年-月-日 选择',
  reversed: '开始日期不能晚于结束日期',
  tooLong: (maxDays) => `日期范围不能超过 ${maxDays} 天`,
};

/**
 * What is wrong with a range, or null: both dates are needed, each a real date, the start not after the end, the end
 * at most `maxDays` days after the start. Said in `words` (by default an export's: 请选择开始日期和结束日期,
 * 开始日期不能晚于结束日期, 日期范围不能超过 366 天).
 */
export function dateRangeProblem(
  start: unknown,
  end: unknown,
  maxDays = MAX_RANGE_DAYS,
  words: RangeWords = EXPORT_RANGE_WORDS,
): DateRangeProblem | null {
  const s = typeof start === 'string' ? start : '';
  const e = typeof end === 'string' ? end : '';
  if (s === '') return { field: 'start', message: words.missingStart };
  if (!isCalendarDate(s)) return { field: 'start', message: words.invalidStart };
  if (e === '') return { field: 'end', message: words.missingEnd };
  if (!isCalendarDate(e)) return { field: 'end', message: words.invalidEnd };
  const days = daysBetween(s, e)!;
  if (days < 0) return { field: 'end', message: words.reversed };
  if (days > maxDays) return { field: 'end', message: words.tooLong(maxDays) };
  return null;
}

/** The month of `today` so far: its first day to `today` ('YYYY-MM-DD'). */
export function monthSoFar(today: string): { start: string; end: string } {
  if (!isCalendarDate(today)) throw new RangeError(`无效的日期：${String(today)}`);
  return { start: `${today.slice(0, 8)}01`, end: today };
}
