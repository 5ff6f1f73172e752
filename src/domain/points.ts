import { applyRate, fen, maxFen, type Fen } from './money';

/**
 * Points (积分) as money: 100 积分 = ¥1, one point per fen. At submission, points may pay at most POINTS_MAX_PERCENT
 * of what is left to pay; paying a whole order by points needs the order's amount in points, rounded up.
 */
export const POINTS_PER_YUAN = 100;
export const POINTS_MAX_PERCENT = 10;

export const pointsToFen = (points: number): Fen => fen(Math.floor((points * 100) / POINTS_PER_YUAN));

export const pointsNeededFor = (fen: Fen): number => Math.ceil((fen * POINTS_PER_YUAN) / 100);

/** Points an order may use at submission: the cap on what is left to pay, and no more than the payer holds. */
export function maxPointsFor(remainingFen: Fen, held: number): number {
  const capFen = applyRate(maxFen(fen(0), remainingFen), POINTS_MAX_PERCENT, 100);
  const capPoints = Math.floor((capFen * POINTS_PER_YUAN) / 100);
  return Math.max(0, Math.min(held, capPoints));
}
