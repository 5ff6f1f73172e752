/**
 * Returns and after-sales of an order line: how much of a line may still be returned, whether a request asks for
 * more than that, and the refund of a part of a line. The site checks a request with these before sending it and
 * the demo API decides with the same ones.
 *
 * A line's earlier applications that were not rejected have "taken" part of it; what is left is bought − taken. The
 * refund of q more pieces is the line's paid share for (taken + q) pieces minus its share for the taken ones, each
 * floored to the fen, so however a line is returned in parts, the parts add up to its paid share exactly.
 */
import { fen, type Fen } from './money';

/** Pieces of a line that may still be returned. */
export function returnableNumber(bought: number, taken: number): number {
  if (!Number.isSafeInteger(bought) || bought < 0) return 0;
  const t = Number.isSafeInteger(taken) && taken > 0 ? taken : 0;
  return Math.max(0, bought - t);
}

export interface ReturnableLine {
  id: number;
  name: string;
  /** The packing unit, for the message (盒). */
  unit: string;
  bought: number;
  taken: number;
}

interface ReturnChoice {
  lineId: number;
  number: number;
}

type ReturnProblem =
  | { field: 'line_ids'; message: string; lineId?: number }
  | { field: 'numbers'; message: string; lineId: number };

/** The first problem of a request (no line, a line not of the order or chosen twice, a quantity not in 1…left). */
export function returnProblem(lines: readonly ReturnableLine[], choices: readonly ReturnChoice[]): ReturnProblem | null {
  if (choices.length === 0) return { field: 'line_ids', message: '请选择申请售后的商品' };
  const seen = new Set<number>();
  for (const c of choices) {
    const line = lines.find((l) => l.id === c.lineId);
    if (!line) return { field: 'line_ids', message: '所选商品不属于该订单', lineId: c.lineId };
    if (seen.has(c.lineId)) return { field: 'line_ids', message: `${line.name} 重复选择`, lineId: c.lineId };
    seen.add(c.lineId);
    const left = returnableNumber(line.bought, line.taken);
    if (left === 0) return { field: 'numbers', message: `${line.name} 已全部申请售后`, lineId: line.id };
    if (!Number.isSafeInteger(c.number) || c.number < 1) return { field: 'numbers', message: `${line.name} 的申请数量须为正整数`, lineId: line.id };
    if (c.number > left) return { field: 'numbers', message: `${line.name} 最多还可申请 ${left} ${line.unit}`.trim(), lineId: line.id };
  }
  return null;
}

/**
 * The refund, in fen, of `number` more pieces of a line whose paid share is `paidFen` for `bought` pieces, `taken`
 * of which earlier applications already refunded.
 */
export function partRefundFen(paidFen: Fen, bought: number, taken: number, number: number): Fen {
  if (!Number.isSafeInteger(paidFen) || paidFen <= 0 || !Number.isSafeInteger(bought) || bought <= 0) return fen(0);
  const t = Math.min(bought, Math.max(0, Math.trunc(taken)));
  const n = Math.min(bought - t, Math.max(0, Math.trunc(number)));
  const share = (k: number) => Number((BigInt(paidFen) * BigInt(k)) / BigInt(bought));
  return fen(share(t + n) - share(t));
}
