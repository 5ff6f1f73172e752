import type { BuyBlock } from '@generated/models/buyBlock';
import type { CartLine } from '@generated/models/cartLine';
import type { GiftData } from '@generated/models/giftData';
import type { Goods } from '@generated/models/goods';
import type { CartTotals } from '@/domain/cart-totals';
import { ladderUnitPrice, sortLadder } from '@/domain/ladder';
import { fen, fenToYuan } from '@/domain/money';
import type { AccountRecord, Combination, GoodsRecord } from '../../data/types';
import type { Ctx } from '../shared/buyer';
import { goodsView } from '../shared/goods-view';
import { comboAvailable, comboBlock } from './combinations';
import { isEffectivelySelected, type PricedLine } from './pricing';
import type { CartLineRecord } from './records';

/** How cart lines are shown (the contract's CartLine), in the cart, at checkout and in a confirmed order's groups. */

/** The ladder tier id in effect at the line's quantity (opaque to the site, passed back as received). */
function ladderTierId(goods: GoodsRecord, qty: number): number | null {
  const { tierIndex } = ladderUnitPrice(fen(0), goods.ladder, qty);
  if (tierIndex < 0) return null;
  const tier = sortLadder(goods.ladder)[tierIndex];
  return goods.ladder.find((t) => t.number === tier?.number)?.id ?? null;
}

/**
 * 满赠 for a line while the gift activity runs. The catalogue's activity types (1 满件赠, 2 满额赠, 3 换购, 4 买赠同品,
 * 5 买赠异品) map onto the contract's gift rule types (1 once at threshold, 2 per multiple, 4 text only, 5 same
 * quantity as bought): a 换购 gives nothing by itself, so it is text only.
 */
function giftDataOf(ctx: Ctx, goods: GoodsRecord, qty: number, at: number): GiftData {
  if (!goods.giftActivityId) return null;
  const gift = ctx.db.catalogue.gifts.find((g) => g.id === goods.giftActivityId);
  if (!gift || at < gift.startAt || at > gift.endAt) return null;
  const name = gift.giftName ?? gift.name;
  const threshold = Math.max(1, gift.thresholdNumber);
  const times = Math.floor(qty / threshold);
  switch (gift.type) {
    case 1:
    case 5:
      return { total: times * gift.giftNumber, type: 2, name };
    case 2:
      return { total: qty >= threshold ? gift.giftNumber : 0, type: 1, name };
    case 4:
      return { total: times * gift.giftNumber, type: 5, name };
    default:
      return { total: 0, type: 4, name };
  }
}

/** A combination shown where the contract wants a `Goods` (a type-3 cart line's goods is the combination). */
export function comboGoodsView(ctx: Ctx, combo: Combination, buyer: AccountRecord | null, line?: PricedLine): Goods {
  const parts = combo.lines.map((l) => ({ l, goods: ctx.db.catalogue.goodsById.get(l.goodsId) }));
  const makers = [...new Set(parts.map((p) => p.goods?.sccj).filter((s): s is string => Boolean(s)))];
  const available = line?.available ?? comboAvailable(ctx.db, combo);
  const blocked = buyer ? comboBlock(ctx, combo, buyer) : null;
  const block: BuyBlock = !buyer
    ? { reason: 'visitor', msg: '请登录后购买' }
    : blocked
      ? { reason: blocked.block.reason, msg: `组合中【${blocked.goods.name}】${blocked.block.msg}` }
      : available > 0
        ? null
        : { reason: 'no_stock', msg: '组合库存不足' };
  const seePrice = buyer !== null;
  return {
    id: combo.id,
    name: combo.name,
    trade_name: null,
    barcode: null,
    sccj: makers.join('、') || '组合套餐',
    ypgg: parts.map((p) => `${p.goods?.name ?? '商品'}×${p.l.number}`).join(' + '),
    bzdw: '套',
    zbz: 1,
    goods_image: [{ list: combo.image, big: combo.image }],
    is_buy: block ? 0 : 1,
    buy_block: block,
    number: available,
    price: seePrice ? fenToYuan(combo.priceFen) : null,
    base_price: seePrice ? fenToYuan(combo.basePriceFen) : null,
    ladder_price: [],
    ladder_price_type: 0,
    type: 3,
    tags: [],
    is_hm: parts.some((p) => p.goods?.isHm === 1) ? 1 : 0,
    is_kx: 0,
    is_jxq: 0,
  };
}

/** A cart line as the contract's CartLine, priced at its quantity (ladder) with the selection the rules allow. */
export function cartLineView(ctx: Ctx, buyer: AccountRecord, line: PricedLine, totals: CartTotals, index: number, at: number): CartLine {
  const t = totals.lines[index];
  const unitFen = t?.unitFen ?? line.input.baseFen;
  const amountFen = t?.amountFen ?? fen(0);
  const rec = line.rec;
  const withCoupon = line.input.couponEligible ? 1 : 0;
  const view: CartLine = {
    id: rec.id,
    number: rec.number,
    price: fenToYuan(unitFen),
    type: rec.type,
    is_selected: isEffectivelySelected(line) ? 1 : 0,
    goods_manjian_amount: fenToYuan(withCoupon ? amountFen : fen(0)),
    with_coupon: withCoupon,
    gift_data: null,
    combination: rec.type === 3 ? 1 : 0,
    ladder_price_id: rec.ladderPriceId,
    goods_manjian_id: rec.goodsManjianId,
    is_yj: rec.isYj,
    goods: line.combo
      ? comboGoodsView(ctx, line.combo, buyer, line)
      : line.goods
        ? goodsView(ctx, line.goods, buyer, { ckId: line.stock?.ckId, priceFen: line.groupBuy?.priceFen })
        : missingGoodsView(rec),
  };
  if (line.goods && line.stock) {
    view.ck_id = line.stock.ckId;
    view.goods_price_id = line.stock.goodsPriceId;
    if (rec.type === 1) {
      view.ladder_price_id = ladderTierId(line.goods, rec.number) ?? rec.ladderPriceId;
      view.gift_data = giftDataOf(ctx, line.goods, rec.number, at);
    }
    if (line.groupBuy) view.goods.type = 2;
  }
  return view;
}

function missingGoodsView(rec: CartLineRecord): Goods {
  return {
    id: rec.goodsId,
    name: '已下架商品',
    trade_name: null,
    barcode: null,
    sccj: '',
    ypgg: '',
    bzdw: '',
    zbz: 1,
    goods_image: [],
    is_buy: 0,
    buy_block: { reason: 'no_stock', msg: '该商品已下架' },
    number: 0,
    price: null,
    ladder_price: [],
    tags: [],
  };
}
