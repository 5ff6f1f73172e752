/**
 * 阶梯价: buying at least `number` units makes the unit price `priceFen`. The server is not trusted to send tiers in
 * order, so every function sorts defensively; tier indexes refer to the sorted order (ascending quantity).
 */
import { formatYuan, type Fen } from './money';

export interface LadderTier {
  number: number;
  priceFen: Fen;
}

interface LadderPrice {
  priceFen: Fen;
  /** Index in sortLadder(ladder) of the tier in effect; -1 means the base price. */
  tierIndex: number;
}

/**
 * Tiers ascending by quantity. When two tiers share a quantity the cheaper one is kept (it is the one the buyer has
 * reached), so the result has strictly increasing quantities.
 */
export function sortLadder(ladder: readonly LadderTier[] | null | undefined): LadderTier[] {
  if (!ladder || ladder.length === 0) return [];
  const sorted = [...ladder].sort((a, b) => a.number - b.number || a.priceFen - b.priceFen);
  const out: LadderTier[] = [];
  for (const tier of sorted) {
    const last = out[out.length - 1];
    if (last && last.number === tier.number) continue;
    out.push({ number: tier.number, priceFen: tier.priceFen });
  }
  return out;
}

/** Unit price for qty: the tier with the largest `number` ≤ qty, else the base price. */
export function ladderUnitPrice(baseFen: Fen, ladder: readonly LadderTier[] | null | undefined, qty: number): LadderPrice {
  const tiers = sortLadder(ladder);
  let tierIndex = -1;
  tiers.forEach((tier, i) => {
    if (tier.number <= qty) tierIndex = i;
  });
  const tier = tiers[tierIndex];
  return tier ? { priceFen: tier.priceFen, tierIndex } : { priceFen: baseFen, tierIndex: -1 };
}

/**
 * The hint under a cart line: what has been reached and what the next tier needs.
 *   reached and a higher tier: "已满 100盒，单价 ¥9.80，再买 20盒 单价 ¥9.50"
 *   reached, top tier:         "已满 100盒，单价 ¥9.80"
 *   none reached:              "再买 20盒 单价 ¥9.80"
 * null when the goods has no ladder.
 */
export function ladderText(ladder: readonly LadderTier[] | null | undefined, qty: number, unit: string): string | null {
  const tiers = sortLadder(ladder);
  if (tiers.length === 0) return null;
  const have = Number.isFinite(qty) && qty > 0 ? qty : 0;
  const reached = [...tiers].reverse().find((t) => t.number <= have);
  const next = tiers.find((t) => t.number > have);
  const parts: string[] = [];
  if (reached) parts.push(`已满 ${reached.number}${unit}，单价 ${formatYuan(reached.priceFen)}`);
  if (next) parts.push(`再买 ${next.number - have}${unit} 单价 ${formatYuan(next.priceFen)}`);
  return parts.join('，');
}
