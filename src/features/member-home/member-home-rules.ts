import type { UserSummary } from '@generated/models/userSummary';
import { formatBeijingDate, tryParseBeijing } from '@/domain/datetime';

/**
 * Reading GET /api/user/summary before it is drawn: an answer missing what the member home shows is treated as a
 * failed load (with 重新加载), never drawn half. Expired documents come first, then those expiring soonest.
 */
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';

export function readSummary(data: unknown): UserSummary | null {
  const s = data as Partial<UserSummary> | null | undefined;
  if (!s || typeof s !== 'object') return null;
  const w = s.wallet;
  if (!isText(s.company) || !w || !isText(w.balance) || !isCount(w.points) || !isCount(w.coupons) || !isCount(w.vouchers)) return null;
  if (!Array.isArray(s.order_counts) || !isCount(s.unread_messages) || !Array.isArray(s.qualification_warnings)) return null;
  const warnings = s.qualification_warnings
    .filter((q) => q && isText(q.name) && (q.status === 'expired' || q.status === 'expiring') && tryParseBeijing(q.valid_until) !== null && Number.isInteger(q.days_left))
    .map((q) => ({ ...q, valid_until: formatBeijingDate(tryParseBeijing(q.valid_until)!) }))
    .sort((a, b) => a.days_left - b.days_left);
  return {
    ...(s as UserSummary),
    rank: isText(s.rank) ? s.rank : '',
    order_counts: s.order_counts.filter((c) => c && isCount(c.count) && Number.isInteger(c.status)),
    qualification_warnings: warnings,
  };
}

/** The sentence a warning says: 「药品经营许可证」已于 2026-10-31 过期 / 将于 2026-12-10 到期（还剩 18 天）. */
export function warningText(w: UserSummary['qualification_warnings'][number]): string {
  if (w.status === 'expired') return `「${w.name}」已于 ${w.valid_until} 过期，过期期间不能采购`;
  return `「${w.name}」将于 ${w.valid_until} 到期（还剩 ${w.days_left} 天）`;
}
