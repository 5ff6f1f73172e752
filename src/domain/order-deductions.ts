import { mulFen, sumFen, type Fen } from './money';

/**
 * The amounts of a submitted order as the buyer saw them at checkout: goods, then 满减, coupon, cash voucher, points
 * and balance taken off, shipping added, what was left to pay. The order detail draws these rows in the same order
 * and with the same figures as /cart/step2 (which computes them with orderPay), so each row is a whole number of fen
 * and the rows add up to the amount paid, to the fen.
 */
export interface OrderFigures {
  goodsFen: Fen;
  manjianFen: Fen;
  couponFen: Fen;
  voucherFen: Fen;
  pointsFen: Fen;
  balanceFen: Fen;
  shippingFen: Fen;
}

type DeductionKey = keyof OrderFigures;

interface DeductionRow {
  key: DeductionKey;
  label: string;
  /** +1 adds to what is due (goods, shipping), -1 takes off. */
  sign: 1 | -1;
  fen: Fen;
}

const ROWS: ReadonlyArray<{ key: DeductionKey; label: string; sign: 1 | -1 }> = [
  { key: 'goodsFen', label: '商品金额', sign: 1 },
  { key: 'manjianFen', label: '满减', sign: -1 },
  { key: 'couponFen', label: '优惠券', sign: -1 },
  { key: 'voucherFen', label: '现金券', sign: -1 },
  { key: 'pointsFen', label: '积分抵扣', sign: -1 },
  { key: 'balanceFen', label: '余额抵扣', sign: -1 },
  { key: 'shippingFen', label: '运费', sign: 1 },
];

/** The rows in checkout order (every row, zero ones too, so two orders read alike). */
export function deductionRows(f: OrderFigures): DeductionRow[] {
  return ROWS.map((r) => ({ ...r, fen: f[r.key] }));
}

/** What the rows leave to pay. */
export function rowsTotal(rows: readonly DeductionRow[]): Fen {
  return sumFen(rows.map((r) => mulFen(r.fen, r.sign)));
}

/**
 * Whether the figures an answer carries agree with the amount paid it states: every figure a non-negative whole
 * number of fen and the rows adding up exactly. A page shows a disagreement instead of silently printing figures
 * that do not add up.
 */
export function figuresAgree(f: OrderFigures, payFen: Fen): boolean {
  const all = [...Object.values(f), payFen];
  if (!all.every((n) => Number.isSafeInteger(n) && n >= 0)) return false;
  return rowsTotal(deductionRows(f)) === payFen;
}
