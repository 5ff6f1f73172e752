import { pageParam } from '@/lib/url/page-param';

/** The movement types of the balance log, in the order the filter lists them (0 = all). */
export const MONEY_USE_TYPES = [
  { value: 0, label: '全部' },
  { value: 1, label: '充值' },
  { value: 2, label: '订单支付' },
  { value: 3, label: '订单退款' },
  { value: 4, label: '返现红包' },
  { value: 5, label: '平台调整' },
] as const;

export const POINTS_TYPES = [
  { value: 0, label: '全部' },
  { value: 1, label: '获得' },
  { value: 2, label: '使用 / 过期' },
] as const;

export type MoneyUseType = (typeof MONEY_USE_TYPES)[number]['value'];
type PointsType = (typeof POINTS_TYPES)[number]['value'];

export const LEDGER_PAGE_SIZE = 10;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not); anything else is dropped. */
function dateParam(v: string | null | undefined): string {
  const m = DATE_RE.exec(v ?? '');
  if (!m) return '';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d ? v! : '';
}

export interface MoneyLogFilter {
  useType: MoneyUseType;
  start: string;
  end: string;
  page: number;
}

function oneOf<T extends number>(allowed: readonly { value: T }[], raw: string | null): T {
  const n = Number(raw);
  return (allowed.find((a) => String(a.value) === raw && a.value === n)?.value ?? 0) as T;
}

/** The balance log's filter from the address (?use_type=2&start=2026-01-01&end=2026-01-31&page=3); bad parts read as unset. */
export function readMoneyLogFilter(search: string): MoneyLogFilter {
  const q = new URLSearchParams(search);
  return { useType: oneOf(MONEY_USE_TYPES, q.get('use_type')), start: dateParam(q.get('start')), end: dateParam(q.get('end')), page: pageParam(q.get('page')) };
}

/** The address of a balance log filter: unset parts are left out. */
export function moneyLogSearch(f: MoneyLogFilter): string {
  const q = new URLSearchParams();
  if (f.useType) q.set('use_type', String(f.useType));
  if (f.start) q.set('start', f.start);
  if (f.end) q.set('end', f.end);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A date range the buyer chose: the end may not come before the start. */
export function validateDateRange(start: string, end: string): string | null {
  return start && end && end < start ? '结束日期不能早于开始日期' : null;
}

export interface PointsLogFilter {
  type: PointsType;
  page: number;
}

export function readPointsLogFilter(search: string): PointsLogFilter {
  const q = new URLSearchParams(search);
  return { type: oneOf(POINTS_TYPES, q.get('type')), page: pageParam(q.get('page')) };
}

export function pointsLogSearch(f: PointsLogFilter): string {
  const q = new URLSearchParams();
  if (f.type) q.set('type', String(f.type));
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const moneyUseTypeLabel = (t: number): string => MONEY_USE_TYPES.find((x) => x.value === t && t !== 0)?.label ?? '其他';
