/**
 * 满减: spend amountFen on eligible goods, save reduceFen. The eligible total is the total of the selected lines that
 * may take a coupon (couponEligible), computed by the caller.
 */
import { fen, maxFen, minFen, subFen, type Fen } from './money';

export interface ManjianRule {
  amountFen: Fen;
  reduceFen: Fen;
}

export interface ManjianTier {
  amountFen: Fen;
  reduceFen: Fen;
  /** 1 when the eligible total reaches amountFen, else 0 (the contract's tier status). */
  status: 0 | 1;
}

function ascending(rules: readonly ManjianRule[]): ManjianRule[] {
  return [...rules].sort((a, b) => a.amountFen - b.amountFen || a.reduceFen - b.reduceFen);
}

/**
 * Tiers with their status (1 when the eligible total reaches the amount), achieved first. Decision: achieved tiers come highest amount first, so the
 * tier in effect heads the list; tiers not yet reached follow in ascending amount, so the next target comes next.
 * Example for a total of 250 and tiers 100/200/300/500: 200✓, 100✓, 300, 500.
 */
export function manjianTiers(rules: readonly ManjianRule[], eligibleTotalFen: Fen): ManjianTier[] {
  const sorted = ascending(rules);
  const tier = (r: ManjianRule, status: 0 | 1): ManjianTier => ({ amountFen: r.amountFen, reduceFen: r.reduceFen, status });
  const achieved = sorted.filter((r) => eligibleTotalFen >= r.amountFen).reverse().map((r) => tier(r, 1));
  const pending = sorted.filter((r) => eligibleTotalFen < r.amountFen).map((r) => tier(r, 0));
  return [...achieved, ...pending];
}

/**
 * The reduction for the total: the largest reduceFen among achieved tiers (for well-formed rules, where a higher
 * tier saves more, that is the highest achieved tier), capped at the total and never negative; 0 when none is
 * reached or the total is ≤ 0. Taking the largest rather than the topmost keeps the saving from dropping when a
 * misconfigured higher tier saves less, so spending more never costs the buyer a discount.
 */
export function manjianReduction(rules: readonly ManjianRule[], eligibleTotalFen: Fen): Fen {
  if (eligibleTotalFen <= 0) return fen(0);
  let best = fen(0);
  for (const r of rules) {
    if (eligibleTotalFen >= r.amountFen && r.reduceFen > best) best = r.reduceFen;
  }
  return minFen(best, eligibleTotalFen);
}

/**
 * How much more to spend to reach the next tier that saves more than now (凑单 hint), or null when none is left.
 * reduceFen is that tier's reduction.
 */
export function manjianNext(rules: readonly ManjianRule[], eligibleTotalFen: Fen): { needFen: Fen; reduceFen: Fen } | null {
  const current = manjianReduction(rules, eligibleTotalFen);
  const next = ascending(rules).find((r) => r.amountFen > eligibleTotalFen && r.reduceFen > current);
  return next ? { needFen: subFen(next.amountFen, maxFen(eligibleTotalFen, fen(0))), reduceFen: next.reduceFen } : null;
}
