import { createHash } from 'node:crypto';
import { formatBeijing } from '@/domain/datetime';
import type { AccountRecord } from '../../data/types';

/**
 * Document numbers as the trade prints them: a prefix, the Beijing time down to the minute, and the tail of the
 * record's id (unique because ids never repeat). YC 订单, SH 售后, TH 退货, JF 积分订单.
 */
function stamp(at: number): string {
  return formatBeijing(new Date(at)).replace(/[-: ]/g, '').slice(0, 12);
}

const tail = (id: number, width: number) => String(id).slice(-width).padStart(width, '0');

export const orderNoFor = (id: number, at: number) => `YC${stamp(at)}${tail(id, 5)}`;
export const afterSalesNoFor = (id: number, at: number) => `SH${stamp(at)}${tail(id, 5)}`;
export const returnNoFor = (id: number, at: number) => `TH${stamp(at)}${tail(id, 5)}`;
export const pointsOrderNoFor = (id: number, at: number) => `JF${stamp(at)}${tail(id, 5)}`;

/** A 20-digit 全电发票 number: region 2613, the issue date (YYMMDD) and the invoice id. */
export function invoiceNoFor(id: number, at: number): string {
  return `2613${stamp(at).slice(2, 8)}${tail(id, 10)}`;
}

/** The buyer's 统一社会信用代码 from its business licence, else one derived from its id. */
export function taxNoOf(account: AccountRecord): string {
  const licence = account.qualifications.find((q) => q.type === 'business_license');
  return licence?.number ?? `91130100MA0${String(account.id).padStart(7, '0')}`;
}

/** Pay session ids (ps_ + 16 hex): unguessable enough for a demo, derived so tests can replay them. */
export function paySessionIdFor(orderId: number, seq: number, at: number): string {
  return `ps_${createHash('sha256').update(`${orderId}:${seq}:${at}`).digest('hex').slice(0, 16)}`;
}

export function checkoutTokenFor(storeId: number, seq: number, at: number): string {
  return `ck_${createHash('sha256').update(`ck:${storeId}:${seq}:${at}`).digest('hex').slice(0, 16)}`;
}
