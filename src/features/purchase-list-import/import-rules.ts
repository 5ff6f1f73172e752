import type { CartAddLineInput, PurchaseListCandidate, PurchaseListMatchRow, PurchaseListRowInput } from '@generated/models';
import type { PurchaseListRow } from '@/domain/purchase-list';

/** One row of the review: what the buyer wrote, the server's match, the candidate picked and the quantity. */
export interface ReviewRow {
  row: PurchaseListRow;
  status: PurchaseListMatchRow['status'];
  candidates: PurchaseListCandidate[];
  /** Index into candidates, or -1 when none is picked (an unmatched row until the buyer picks a guess). */
  choice: number;
  quantity: number;
  removed: boolean;
  /** Why the row was not sent to be matched (no name and no 批准文号). */
  localReason?: string;
}

type RowState = 'matched' | 'uncertain' | 'unmatched' | 'blocked' | 'removed';

/** The rows to send (those with a name or a 批准文号), in the contract's shape. */
export function matchInput(rows: readonly PurchaseListRow[]): PurchaseListRowInput[] {
  return rows
    .filter((r) => r.name || r.pzwh)
    .map((r) => ({
      line: r.line,
      ...(r.name ? { name: r.name } : {}),
      ...(r.spec ? { spec: r.spec } : {}),
      ...(r.maker ? { maker: r.maker } : {}),
      ...(r.pzwh ? { pzwh: r.pzwh } : {}),
      ...(r.quantity !== null ? { quantity: r.quantity } : {}),
    }));
}

function isCandidate(c: unknown): c is PurchaseListCandidate {
  const x = c as PurchaseListCandidate;
  return typeof c === 'object' && c !== null && Number.isInteger(x.id) && typeof x.name === 'string' && Number.isFinite(x.quantity);
}

/**
 * The review from the rows read and the server's answer, matched by line. Returns null when the answer cannot be
 * read (not a list, or a row sent has no answer) so the page says so instead of showing half a list.
 */
export function buildReview(rows: readonly PurchaseListRow[], answer: unknown): ReviewRow[] | null {
  if (!Array.isArray(answer)) return null;
  const byLine = new Map<number, PurchaseListMatchRow>();
  for (const a of answer as PurchaseListMatchRow[]) if (a && Number.isInteger(a.line)) byLine.set(a.line, a);
  const out: ReviewRow[] = [];
  for (const row of rows) {
    if (!row.name && !row.pzwh) {
      out.push({ row, status: 'unmatched', candidates: [], choice: -1, quantity: 0, removed: false, localReason: '缺少药品名称和批准文号' });
      continue;
    }
    const a = byLine.get(row.line);
    if (!a) return null;
    const candidates = Array.isArray(a.candidates) ? a.candidates.filter(isCandidate) : [];
    const status = a.status === 'matched' || a.status === 'uncertain' ? a.status : 'unmatched';
    const choice = status !== 'unmatched' && candidates.length > 0 ? 0 : -1;
    out.push({ row, status, candidates, choice, quantity: choice >= 0 ? candidates[0]!.quantity : 0, removed: false });
  }
  return out;
}

export function chosen(r: ReviewRow): PurchaseListCandidate | null {
  return r.choice >= 0 ? (r.candidates[r.choice] ?? null) : null;
}

export function rowState(r: ReviewRow): RowState {
  if (r.removed) return 'removed';
  const c = chosen(r);
  if (!c) return 'unmatched';
  if (c.is_buy !== 1 || c.buy_block || c.number <= 0) return 'blocked';
  return r.choice === 0 && r.status === 'uncertain' ? 'uncertain' : 'matched';
}

export const STATE_TEXT: Record<RowState, string> = { matched: '已匹配', uncertain: '待确认', unmatched: '未匹配', blocked: '不可购买', removed: '已移除' };

/** Whether the row goes to the cart: a buyable goods picked, a quantity, not removed. */
export function goesToCart(r: ReviewRow): boolean {
  const s = rowState(r);
  return (s === 'matched' || s === 'uncertain') && r.quantity > 0;
}

/** The cart lines of the rows that go to the cart, one per goods (two rows of one goods add up). */
export function cartLines(rows: readonly ReviewRow[]): CartAddLineInput[] {
  const byId = new Map<number, CartAddLineInput>();
  for (const r of rows) {
    if (!goesToCart(r)) continue;
    const c = chosen(r)!;
    const line = byId.get(c.id);
    if (line) line.number += r.quantity;
    else
      byId.set(c.id, {
        id: c.id,
        number: r.quantity,
        ck_id: c.ck_id,
        goods_price_id: c.goods_price_id,
        ladder_price_id: c.ladder_price_id ?? null,
        goods_manjian_id: c.goods_manjian_id ?? null,
        is_yj: c.is_yj ?? 0,
      });
  }
  return [...byId.values()];
}

/** The rows to export back (not matched to anything the buyer can buy here), with why. */
export function unmatchedRows(rows: readonly ReviewRow[]): Array<{ row: PurchaseListRow; reason: string }> {
  const out: Array<{ row: PurchaseListRow; reason: string }> = [];
  for (const r of rows) {
    const s = rowState(r);
    if (s === 'unmatched') out.push({ row: r.row, reason: r.localReason ?? '未找到匹配商品' });
    else if (s === 'blocked') out.push({ row: r.row, reason: chosen(r)?.buy_block?.msg ?? '该商品暂不可购买' });
  }
  return out;
}
