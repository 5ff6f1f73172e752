import { fen, minFen, subFen, type Fen } from './money';
import { maxPointsFor, pointsToFen } from './points';

/**
 * What the buyer pays for the ordinary order of a checkout, after the deductions in their fixed order: coupon, cash
 * voucher, points, wallet balance. Each one is taken from what the previous ones left, so none can push the amount
 * below zero. The 含麻 order takes none of them (it is paid by corporate transfer), so it never comes here.
 * The demo API's submitOrder and the /cart/step2 page both compute with this function, so the page shows the amount
 * the server will charge.
 */
export interface OrderPayInput {
  /** Goods total minus 满减 of the ordinary order: the most a coupon can take. */
  discountableFen: Fen;
  /** Goods total minus 满减 plus shipping: what is due before the deductions. */
  payableFen: Fen;
  /** The chosen coupon's saving on this selection (0 for none). */
  couponSavingFen: Fen;
  /** The chosen cash voucher's saving on this selection (0 for none). */
  voucherSavingFen: Fen;
  /** Points the payer holds. */
  heldPoints: number;
  /** Points the buyer asks to use; the caller keeps it within `maxPoints` (the page clamps, the server refuses). */
  usePoints: number;
  /** The wallet balance available. */
  balanceFen: Fen;
  useBalance: boolean;
}

export interface OrderPay {
  couponFen: Fen;
  voucherFen: Fen;
  /** The most points this order may use, given the coupon and voucher chosen. */
  maxPoints: number;
  pointsFen: Fen;
  balanceFen: Fen;
  /** Left to pay on the pay page; 0 means the order is paid at submission. */
  payFen: Fen;
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function orderPay(input: OrderPayInput): OrderPay {
  const payable = fen(nonNegative(input.payableFen));
  const couponFen = minFen(fen(nonNegative(input.couponSavingFen)), fen(nonNegative(input.discountableFen)), payable);
  let left = subFen(payable, couponFen);
  const voucherFen = minFen(fen(nonNegative(input.voucherSavingFen)), left);
  left = subFen(left, voucherFen);
  const maxPoints = maxPointsFor(left, nonNegative(input.heldPoints));
  const pointsFen = minFen(pointsToFen(nonNegative(input.usePoints)), left);
  left = subFen(left, pointsFen);
  const balanceFen = input.useBalance ? minFen(fen(nonNegative(input.balanceFen)), left) : fen(0);
  left = subFen(left, balanceFen);
  return { couponFen, voucherFen, maxPoints, pointsFen, balanceFen, payFen: left };
}
