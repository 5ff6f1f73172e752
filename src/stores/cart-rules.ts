import type { CartLine, CartState } from '@generated/models';
import type { CartLineInput } from '@/domain/cart-totals';
import type { LadderTier } from '@/domain/ladder';
import type { ManjianRule } from '@/domain/manjian';
import { fen, tryToFen, wireFen } from '@/domain/money';

/*
 * The cart's pure rules over the contract's CartLine and CartState: which group a line is shown in, and the
 * src/domain input each line and 满减 tier becomes. The cart model (cart-model.ts) and step 2 both use them.
 */

/** The group a line is shown (and group-selected) in. 含麻 goods form their own group because they form their own order. */
export type CartGroupKey = 'normal' | 'group_buy' | 'combination' | 'hm';

export const GROUP_TITLES: Record<CartGroupKey, string> = {
  normal: '普通商品',
  group_buy: '拼团商品',
  combination: '组合套餐',
  hm: '含麻黄碱类商品（单独成单）',
};

/** The order the groups are shown in. */
export const GROUP_ORDER: readonly CartGroupKey[] = ['normal', 'group_buy', 'combination', 'hm'];

export function groupOf(line: CartLine): CartGroupKey {
  if (line.goods?.is_hm === 1) return 'hm';
  if (line.type === 2) return 'group_buy';
  if (line.type === 3) return 'combination';
  return 'normal';
}

/**
 * A contract CartLine as computeCartTotals' input. The goods' price is the base price; the ladder applies to normal
 * lines only (a group-buy price and a combination price are flat). A line may be bought when the goods says is_buy,
 * or when its only block is the stock (effectiveSelected then unselects it for the stock).
 */
export function toLineInput(line: CartLine): CartLineInput {
  const g = line.goods;
  const flat = line.type !== 1;
  const ladder: LadderTier[] = flat ? [] : (g?.ladder_price ?? []).map((t) => ({ number: t.number, priceFen: wireFen(t.price, fen(0)) }));
  const goodsPrice = tryToFen(g?.price);
  const block = g?.buy_block;
  return {
    id: line.id,
    goodsId: g?.id ?? 0,
    categoryId: g?.category_id,
    quantity: line.number,
    // A hidden goods price (控销 shown as null) falls back to the line's own price, which the server priced.
    baseFen: goodsPrice ?? wireFen(line.price, fen(0)),
    ladder,
    selected: line.is_selected === 1,
    buyable: g?.is_buy === 1 || (block != null && block.reason === 'no_stock'),
    stock: stockOf(g?.number),
    couponEligible: line.with_coupon === 1,
    isHm: g?.is_hm === 1,
    freeShippingNumber: g?.free_shipping_number,
    manjianId: line.goods_manjian_id ?? null,
    type: line.type,
    unit: g?.bzdw ?? '',
  };
}

function stockOf(n: number | undefined): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** The 满减 rules behind the tiers the server listed (status is recomputed from the selection). */
export function manjianRulesOf(state: Pick<CartState, 'activity_data'> | null): ManjianRule[] {
  const list = state?.activity_data?.manjians ?? [];
  return list.map((m) => ({ amountFen: wireFen(m.amount, fen(0)), reduceFen: wireFen(m.reduce ?? 0, fen(0)) }));
}
