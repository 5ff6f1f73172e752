/**
 * The step-2 model without rendering: defaults, the submission's form and checks, input rules, and (fast-check) that
 * the order confirmation's totals are orderPay's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine, OrderConfirm, OrderConfirmGroup } from '@generated/models';
import { addFen, fen, fenToYuan, maxFen, subFen, type Fen } from '@/domain/money';
import { orderPay } from '@/domain/order-pay';
import { Step2Model } from '@/features/checkout/step2/step2-model';
import { orderAddressOf, parsePoints, remarkProblem } from '@/features/checkout/step2/step2-rules';

interface GroupSpec {
  goods: Fen;
  manjian: Fen;
  shipping: Fen;
}

interface Spec {
  normal: GroupSpec | null;
  hm: GroupSpec | null;
  coupons: Fen[];
  vouchers: Fen[];
  points: number;
  balance: Fen;
  bestCoupon: boolean;
}

const y = fenToYuan;

function group(isHm: boolean, g: GroupSpec, couponFen = fen(0)): OrderConfirmGroup {
  return {
    is_hm: isHm ? 1 : 0,
    name: isHm ? '含麻商品' : '普通商品',
    notice: isHm ? '含麻黄碱类复方制剂须单独成单' : null,
    lines: [{ id: isHm ? 2 : 1, number: 10, price: '1.00', type: 1, is_selected: 1 } as unknown as CartLine],
    amounts: {
      goods_amount: y(g.goods),
      manjian_amount: y(g.manjian),
      coupon_amount: y(couponFen),
      shipping_amount: y(g.shipping),
      pay_amount: y(maxFen(fen(0), addFen(subFen(g.goods, g.manjian, couponFen), g.shipping))),
    },
  };
}

function confirmOf(s: Spec): OrderConfirm {
  const groups = [...(s.normal ? [group(false, s.normal)] : []), ...(s.hm ? [group(true, s.hm)] : [])];
  const coupons = s.coupons.map((saving, i) => ({
    id: 100 + i,
    name: `券${i}`,
    amount: y(saving),
    min_amount: '0.00',
    saving: y(saving),
    end_time: '2026-12-31 23:59:59',
    is_best: (s.bestCoupon && i === 0 ? 1 : 0) as 0 | 1,
  }));
  return {
    addresses: [
      { id: 1, consignee: '张敏', phone: '13803110000', address: '河北省石家庄市长安区中山东路 88 号', is_default: 0 },
      { id: 2, consignee: '刘强', phone: '0311-86012345', address: '河北省石家庄市桥西区自强路 21 号', is_default: 1 },
    ],
    groups,
    coupons,
    coupon_id: s.bestCoupon && coupons.length > 0 ? 100 : null,
    coupon_saving: y(s.bestCoupon ? (s.coupons[0] ?? fen(0)) : fen(0)),
    vouchers: s.vouchers.map((saving, i) => ({ id: 200 + i, name: `现金券${i}`, amount: y(saving), saving: y(saving), end_time: '2026-12-31 23:59:59' })),
    points_rule: { points: s.points, points_per_yuan: 100, max_percent: 10, max_points: 0, max_amount: '0.00' },
    balance: y(s.balance),
    invoice_types: [
      { type: 1, name: '普通发票', is_default: 0 },
      { type: 3, name: '电子发票', is_default: 1 },
    ],
    amounts: { goods_amount: '0.00', manjian_amount: '0.00', coupon_amount: '0.00', shipping_amount: '0.00', pay_amount: '0.00' },
  };
}

const fenArb = (max: number) => fc.integer({ min: 0, max }).map(fen);
const groupArb = fc
  .record({ goods: fenArb(3_000_000), manjianShare: fc.integer({ min: 0, max: 100 }), shipping: fenArb(2_000) })
  .map(({ goods, manjianShare, shipping }) => ({ goods, manjian: fen(Math.floor((goods * manjianShare) / 1000)), shipping }));
const specArb: fc.Arbitrary<Spec> = fc
  .record({
    normal: fc.option(groupArb, { nil: null }),
    hm: fc.option(groupArb, { nil: null }),
    coupons: fc.array(fenArb(500_000), { maxLength: 4 }),
    vouchers: fc.array(fenArb(200_000), { maxLength: 3 }),
    points: fc.integer({ min: 0, max: 200_000 }),
    balance: fenArb(5_000_000),
    bestCoupon: fc.boolean(),
  })
  .filter((s) => s.normal !== null || s.hm !== null);

/** What a buyer may type in the points box: numbers in and out of range, decimals, signs, words, spaces. */
const pointsTextArb = fc.oneof(
  fc.integer({ min: 0, max: 300_000 }).map(String),
  fc.integer({ min: -500, max: -1 }).map(String),
  fc.double({ min: 0, max: 1000, noNaN: true }).map((d) => d.toFixed(2)),
  fc.constantFrom('', ' ', '１２', 'abc', '1e3', '0x10', ' 42 '),
);

const choiceArb = fc.record({
  coupon: fc.integer({ min: -1, max: 4 }),
  voucher: fc.integer({ min: -1, max: 3 }),
  points: pointsTextArb,
  useBalance: fc.boolean(),
});

function modelOf(s: Spec): Step2Model {
  const m = new Step2Model();
  m.ids = [1, 2];
  m.applyConfirm(confirmOf(s));
  m.phase = 'ready';
  return m;
}

describe('Step2Model', () => {
  it('preselects the default address, the best coupon, the voucher saving most and the default invoice type', () => {
    const m = modelOf({ normal: { goods: fen(300_000), manjian: fen(12_000), shipping: fen(0) }, hm: null, coupons: [12_000, 5_000].map(fen), vouchers: [500, 1_000, 1_000].map(fen), points: 4_552, balance: fen(526_730), bestCoupon: true });
    expect(m.addressId).toBe(2);
    expect(m.couponId).toBe(100);
    expect(m.voucherId).toBe(201);
    expect(m.invoiceType).toBe(3);
    expect(m.totals.pay.couponFen).toBe(12_000);
    expect(m.totals.payFen).toBe(300_000 - 12_000 - 12_000 - 1_000);
    expect(m.submission.form).toEqual({ ids: [1, 2], address_id: 2, coupon_id: 100, voucher_id: 201, invoice_type: 3 });
    m.setCoupon(null);
    m.setVoucher(null);
    m.setInvoice(null);
    m.setPoints('250');
    m.setUseBalance(true);
    m.setRemark('  下午送  ');
    expect(m.submission.form).toEqual({ ids: [1, 2], address_id: 2, use_points: 250, use_balance: 1, remark: '下午送' });
  });

  it('keeps choices over a reload and says which ones are no longer offered', () => {
    const spec: Spec = { normal: { goods: fen(300_000), manjian: fen(0), shipping: fen(0) }, hm: null, coupons: [12_000, 5_000].map(fen), vouchers: [1_000].map(fen), points: 100, balance: fen(0), bestCoupon: true };
    const m = modelOf(spec);
    m.setCoupon(101);
    m.setAddress(1);
    m.applyConfirm(confirmOf(spec));
    expect(m.couponId).toBe(101);
    expect(m.addressId).toBe(1);
    expect(m.choiceNote).toBeNull();
    m.applyConfirm(confirmOf({ ...spec, coupons: [12_000].map(fen) }));
    expect(m.couponId).toBe(100);
    expect(m.choiceNote).toContain('优惠券');
  });

  it('refuses to submit without an address or with invalid points, before any request', async () => {
    const m = modelOf({ normal: { goods: fen(100_000), manjian: fen(0), shipping: fen(0) }, hm: null, coupons: [], vouchers: [], points: 5_000, balance: fen(0), bestCoupon: false });
    m.addressId = null;
    m.setPoints('1.5');
    expect(await m.submission.submit()).toEqual({ ok: false });
    expect(m.submission.fieldErrors.address).toBe('请选择收货地址');
    expect(m.submission.fieldErrors.points).toBe('积分须为整数');
    expect(m.submission.submitError).toBe('请选择收货地址');
  });

  it('property: payFen is orderPay over the ordinary order for any choices, and never negative', () => {
    fc.assert(
      fc.property(specArb, choiceArb, (s, c) => {
        const m = modelOf(s);
        m.setCoupon(c.coupon >= 0 ? 100 + c.coupon : null);
        m.setVoucher(c.voucher >= 0 ? 200 + c.voucher : null);
        m.setUseBalance(c.useBalance);
        m.setPoints(c.points);

        const n = s.normal;
        const couponSaving = n && c.coupon >= 0 ? (s.coupons[c.coupon] ?? fen(0)) : fen(0);
        const voucherSaving = n && c.voucher >= 0 ? (s.vouchers[c.voucher] ?? fen(0)) : fen(0);
        const base = {
          discountableFen: n ? subFen(n.goods, n.manjian) : fen(0),
          payableFen: n ? addFen(subFen(n.goods, n.manjian), n.shipping) : fen(0),
          couponSavingFen: couponSaving,
          voucherSavingFen: voucherSaving,
          heldPoints: s.points,
          balanceFen: s.balance,
          useBalance: c.useBalance && n !== null,
        };
        const max = orderPay({ ...base, usePoints: 0 }).maxPoints;
        const typed = c.points.trim();
        const valid = typed === '' || (/^\d+$/.test(typed) && Number(typed) <= max);
        const usePoints = valid && typed !== '' ? Number(typed) : 0;
        const expected = orderPay({ ...base, usePoints });

        expect(m.totals.maxPoints).toBe(max);
        expect(m.totals.pointsInput.ok).toBe(valid);
        expect(m.totals.pay).toEqual(expected);
        expect(m.totals.payFen).toBe(expected.payFen);
        expect(m.totals.payFen).toBeGreaterThanOrEqual(0);
        const hmPay = s.hm ? Math.max(0, s.hm.goods - s.hm.manjian + s.hm.shipping) : 0;
        expect(m.totals.totalPayFen).toBe(expected.payFen + hmPay);
        expect(m.totals.totalPayFen).toBeGreaterThanOrEqual(0);

        // What is sent matches what is shown.
        const form = m.submission.form!;
        expect(form.use_points ?? 0).toBe(n ? usePoints : 0);
        expect(form.coupon_id).toBe(n && c.coupon >= 0 && c.coupon < s.coupons.length ? 100 + c.coupon : undefined);
        expect(form.use_balance).toBe(n && c.useBalance ? 1 : undefined);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a coupon or voucher change never leaves more points than the new cap', () => {
    fc.assert(
      fc.property(specArb, choiceArb, fc.integer({ min: 0, max: 300_000 }), (s, c, typed) => {
        const m = modelOf(s);
        m.setCoupon(null);
        m.setVoucher(null);
        m.setPoints(String(typed));
        m.setCoupon(c.coupon >= 0 ? 100 + c.coupon : null);
        m.setVoucher(c.voucher >= 0 ? 200 + c.voucher : null);
        // Adding a coupon, then a voucher, only lowers the cap: the box ends at the smaller of what was typed and the cap.
        const now = Number(m.pointsText);
        expect(now).toBe(Math.min(typed, m.totals.maxPoints));
        expect(m.totals.pointsInput.ok).toBe(true);
        expect(m.pointsNote).toBe(now !== typed ? `积分抵扣上限已变为 ${m.totals.maxPoints} 积分，已为您调整为 ${m.totals.maxPoints} 积分` : null);
      }),
      { numRuns: 200 },
    );
  });
});

describe('step 2 input rules', () => {
  it('points: empty is 0; whole numbers up to the cap; clear Chinese messages otherwise', () => {
    expect(parsePoints('', 100)).toEqual({ ok: true, points: 0 });
    expect(parsePoints(' 100 ', 100)).toEqual({ ok: true, points: 100 });
    expect(parsePoints('101', 100)).toEqual({ ok: false, message: '本单最多可使用 100 积分' });
    expect(parsePoints('5', 0)).toEqual({ ok: false, message: '本单暂不能使用积分抵扣' });
    expect(parsePoints('1.5', 100)).toEqual({ ok: false, message: '积分须为整数' });
    expect(parsePoints('-1', 100)).toEqual({ ok: false, message: '积分不能为负数' });
    expect(parsePoints('abc', 100)).toEqual({ ok: false, message: '积分须为整数' });
  });

  it('remark: at most 200 characters', () => {
    expect(remarkProblem('药'.repeat(200))).toBeNull();
    expect(remarkProblem('药'.repeat(201))).toBe('备注最多 200 个字，当前 201 个字');
  });

  it('a created address reads as the server prints it (a municipality once)', () => {
    const a = { id: 9, consignee: '孙浩', phone: '13511098765', province: '北京市', city: '北京市', district: '丰台区', detail: '丰台北路 32 号', is_default: 0 as const };
    expect(orderAddressOf(a).address).toBe('北京市丰台区丰台北路 32 号');
  });
});
