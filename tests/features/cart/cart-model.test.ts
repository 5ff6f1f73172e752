/** The cart store's own rules on hand-made CartStates: forced unselection, groups, badge cap, shipping, tiers. */
import { describe, expect, it } from 'vitest';
import type { CartLine, CartState } from '@generated/models';
import { CartModel } from '@/stores/cart-model';
import { toLineInput } from '@/stores/cart-rules';

function line(id: number, over: Partial<CartLine> = {}, goods: Partial<CartLine['goods']> = {}): CartLine {
  return {
    id, number: 10, price: '12.50', type: 1, is_selected: 1, with_coupon: 1,
    goods: {
      id: 1000 + id, name: `商品${id}`, trade_name: null, barcode: null, sccj: '厂家', ypgg: '规格', bzdw: '盒', zbz: 10, goods_image: [],
      is_buy: 1, number: 500, price: '12.50', ladder_price: [{ number: 50, price: '11.00' }], tags: [], ...goods,
    },
    ...over,
  };
}

function state(data: CartLine[], manjians: CartState['activity_data']['manjians'] = []): CartState {
  return {
    action: 'new', data,
    shipping_data: { shipping_amount: '10.00', no_trans_order_amount: '800.00' },
    activity_data: { manjians }, filter_data: [],
  };
}

describe('CartModel', () => {
  it('forces lines that cannot be bought or have no stock unselected on load', () => {
    const counts: number[] = [];
    const m = new CartModel({ setCount: (n) => counts.push(n ?? -1), markChanged: () => undefined });
    m.setState(state([
      line(1),
      line(2, {}, { is_buy: 0, buy_block: { reason: 'out_of_scope', msg: '超出经营范围' } }),
      line(3, {}, { number: 0, is_buy: 0, buy_block: { reason: 'no_stock', msg: '暂无库存' } }),
    ]));
    expect(m.lines.map((l) => l.is_selected)).toEqual([1, 0, 0]);
    expect(m.selectedIds).toEqual([1]);
    expect(m.selectableIds).toEqual([1]);
    expect(m.allSelected).toBe(true);
    expect(m.selectedCount).toBe(1);
    expect(m.selectedTotalFen).toBe(12500);
    expect(counts).toEqual([3]);
  });

  it('prices by the ladder, tiers achieved first, shipping against no_trans_order_amount', () => {
    const m = new CartModel();
    const tiers = [{ amount: '300.00', reduce: '30.00', status: 0 as const }, { amount: '600.00', reduce: '80.00', status: 0 as const }];
    m.setState(state([line(1, { number: 50 }), line(2, { number: 10, with_coupon: 0 })], tiers));
    // 50 × 11.00 (ladder) + 10 × 12.50
    expect(m.viewLines[0]!.unitFen).toBe(1100);
    expect(m.selectedTotalFen).toBe(55000 + 12500);
    expect(m.couponEligibleTotalFen).toBe(55000);
    expect(m.tiers.map((t) => [t.amountFen, t.status])).toEqual([[30000, 1], [60000, 0]]);
    expect(m.manjianReduceFen).toBe(3000);
    expect(m.shippingFen).toBe(1000);
    expect(m.freeShippingGapFen).toBe(80000 - 67500);
    expect(m.viewLines[1]!.ladderText).toBe('再买 40盒 单价 ¥11.00');
    expect(m.payableFen).toBe(67500 - 3000 + 1000);
  });

  it('caps the badge at 99 and groups lines (含麻 apart)', () => {
    const m = new CartModel();
    const many = Array.from({ length: 120 }, (_, i) => line(i + 1, {}, i === 0 ? { is_hm: 1 } : {}));
    m.setState(state(many));
    expect(m.badge).toBe(99);
    expect(m.badgeText).toBe('99+');
    expect(m.groups.map((g) => [g.key, g.lines.length])).toEqual([['normal', 119], ['hm', 1]]);
  });

  it('reads a combination at its flat price and a hidden goods price from the line', () => {
    const combo = toLineInput(line(5, { type: 3, price: '99.00' }, { price: null, ladder_price: [{ number: 1, price: '1.00' }] }));
    expect(combo.baseFen).toBe(9900);
    expect(combo.ladder).toEqual([]);
  });
});
