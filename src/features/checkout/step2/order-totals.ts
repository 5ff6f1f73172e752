import { makeAutoObservable } from 'mobx';
import type { OrderConfirm, OrderConfirmGroup, OrderCoupon, OrderVoucher } from '@generated/models';
import { addFen, fen, maxFen, subFen, wireFen, type Fen } from '@/domain/money';
import { orderPay, type OrderPay } from '@/domain/order-pay';
import { parsePoints, type PointsInput } from './step2-rules';

/** What the totals are computed from: the confirm data and the buyer's choices (the step-2 model holds them). */
export interface TotalsChoices {
  readonly confirm: OrderConfirm | null;
  readonly couponId: number | null;
  readonly voucherId: number | null;
  readonly pointsText: string;
  readonly useBalance: boolean;
}

export interface AmountRow {
  goodsFen: Fen;
  manjianFen: Fen;
  shippingFen: Fen;
}

function amountsOf(g: OrderConfirmGroup | null): AmountRow {
  if (!g) return { goodsFen: fen(0), manjianFen: fen(0), shippingFen: fen(0) };
  return { goodsFen: wireFen(g.amounts.goods_amount, fen(0)), manjianFen: wireFen(g.amounts.manjian_amount, fen(0)), shippingFen: wireFen(g.amounts.shipping_amount, fen(0)) };
}

/** The voucher with the largest saving (the first of equals: the server lists them best first). */
function bestVoucher(list: readonly OrderVoucher[]): OrderVoucher | null {
  let best: OrderVoucher | null = null;
  for (const v of list) if (!best || wireFen(v.saving, fen(0)) > wireFen(best.saving, fen(0))) best = v;
  return best && wireFen(best.saving, fen(0)) > 0 ? best : null;
}

/**
 * The order confirmation's totals: the orders the checkout creates, the coupons and vouchers they offer, and what
 * every choice costs, in integer fen. The ordinary order's amounts are src/domain/orderPay over its figures, the same
 * function the server's submitOrder charges with, so the 应付 shown is the created order's pay_amount.
 */
export class OrderTotals {
  constructor(private readonly choices: TotalsChoices) {
    makeAutoObservable<this, 'choices' | 'payWith'>(this, { choices: false, payWith: false });
  }

  get groups(): OrderConfirmGroup[] {
    return this.choices.confirm?.groups ?? [];
  }

  get normalGroup(): OrderConfirmGroup | null {
    return this.groups.find((g) => g.is_hm !== 1) ?? null;
  }

  get hmGroup(): OrderConfirmGroup | null {
    return this.groups.find((g) => g.is_hm === 1) ?? null;
  }

  /** Coupons and vouchers apply to the ordinary order only: without one, none is offered. */
  get coupons(): OrderCoupon[] {
    return this.normalGroup ? (this.choices.confirm?.coupons ?? []) : [];
  }

  get vouchers(): OrderVoucher[] {
    return this.normalGroup ? (this.choices.confirm?.vouchers ?? []) : [];
  }

  get bestCouponId(): number | null {
    const c = this.choices.confirm;
    if (!c) return null;
    const id = c.coupon_id ?? c.coupons.find((x) => x.is_best === 1)?.id ?? null;
    return id !== null && this.coupons.some((x) => x.id === id) ? id : null;
  }

  get bestVoucherId(): number | null {
    return bestVoucher(this.vouchers)?.id ?? null;
  }

  get chosenCoupon(): OrderCoupon | null {
    return this.coupons.find((c) => c.id === this.choices.couponId) ?? null;
  }

  get chosenVoucher(): OrderVoucher | null {
    return this.vouchers.find((v) => v.id === this.choices.voucherId) ?? null;
  }

  get heldPoints(): number {
    const p = this.choices.confirm?.points_rule.points;
    return typeof p === 'number' && Number.isFinite(p) && p > 0 ? Math.floor(p) : 0;
  }

  get balanceFen(): Fen {
    return maxFen(fen(0), wireFen(this.choices.confirm?.balance, fen(0)));
  }

  /** The ordinary order's goods, 满减 and shipping (coupons, points and balance apply to it only). */
  get normalAmounts(): AmountRow {
    return amountsOf(this.normalGroup);
  }

  get discountableFen(): Fen {
    const a = this.normalAmounts;
    return maxFen(fen(0), subFen(a.goodsFen, a.manjianFen));
  }

  get payableFen(): Fen {
    const a = this.normalAmounts;
    return maxFen(fen(0), addFen(subFen(a.goodsFen, a.manjianFen), a.shippingFen));
  }

  get couponSavingFen(): Fen {
    return this.chosenCoupon ? maxFen(fen(0), wireFen(this.chosenCoupon.saving, fen(0))) : fen(0);
  }

  get voucherSavingFen(): Fen {
    return this.chosenVoucher ? maxFen(fen(0), wireFen(this.chosenVoucher.saving, fen(0))) : fen(0);
  }

  /** The cap on points for the chosen coupon and voucher (it does not depend on the points typed). */
  get maxPoints(): number {
    return this.payWith(0, false).maxPoints;
  }

  get pointsInput(): PointsInput {
    return parsePoints(this.choices.pointsText, this.maxPoints);
  }

  /** The points that will be sent: 0 while the box holds something invalid. */
  get usePoints(): number {
    const p = this.pointsInput;
    return p.ok ? p.points : 0;
  }

  get pay(): OrderPay {
    return this.payWith(this.usePoints, this.choices.useBalance);
  }

  /** What ticking 使用余额抵扣 would take, shown next to the box whether it is ticked or not. */
  get balancePreviewFen(): Fen {
    return this.payWith(this.usePoints, true).balanceFen;
  }

  /** 应付 of the ordinary order: the created order's pay_amount. */
  get payFen(): Fen {
    return this.pay.payFen;
  }

  get hmPayFen(): Fen {
    return this.hmGroup ? maxFen(fen(0), wireFen(this.hmGroup.amounts.pay_amount, fen(0))) : fen(0);
  }

  /** Over all the orders this checkout creates. */
  get allAmounts(): AmountRow {
    return this.groups.map(amountsOf).reduce(
      (s, a) => ({ goodsFen: addFen(s.goodsFen, a.goodsFen), manjianFen: addFen(s.manjianFen, a.manjianFen), shippingFen: addFen(s.shippingFen, a.shippingFen) }),
      amountsOf(null),
    );
  }

  /** 实付: every order's amount left to pay after the deductions. */
  get totalPayFen(): Fen {
    return addFen(this.payFen, this.hmPayFen);
  }

  private payWith(usePoints: number, useBalance: boolean): OrderPay {
    return orderPay({
      discountableFen: this.discountableFen,
      payableFen: this.payableFen,
      couponSavingFen: this.couponSavingFen,
      voucherSavingFen: this.voucherSavingFen,
      heldPoints: this.heldPoints,
      usePoints,
      balanceFen: this.balanceFen,
      useBalance: useBalance && this.normalGroup !== null,
    });
  }
}
