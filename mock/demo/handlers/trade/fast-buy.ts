import type { FastBuyRow } from '@generated/models/fastBuyRow';
import { formatBeijingDate } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import type { PartialHandlers } from '../../core/engine';
import { paginate } from '../../core/respond';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { blockFor, defaultStock } from '../shared/goods-view';
import { lineStock } from '../../data/inventory';
import { startTrade } from './lifecycle';
import { cartOf, tradeState } from './state';

/**
 * Quick re-purchase (/zzfw/kjcg, tag user): the goods this store bought before, one row per goods, from its orders
 * that were not cancelled, with today's price line so the row can go straight to POST /api/cart/quick_add/{id}.
 */
export const fastBuyHandlers: PartialHandlers<DemoDb> = {
  listFastBuy(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const q = ctx.query;
    const state = tradeState(ctx.db);
    const bought = new Map<number, { last: number; times: number; lastNumber: number }>();
    for (const o of Object.values(state.orders)) {
      if (o.buyerId !== buyer.id || o.status === 5) continue;
      const seen = new Set<number>();
      for (const l of o.lines) {
        if (l.type === 3 || seen.has(l.goodsId)) continue;
        seen.add(l.goodsId);
        const cur = bought.get(l.goodsId);
        if (!cur) bought.set(l.goodsId, { last: o.createdAt, times: 1, lastNumber: l.number });
        else {
          cur.times += 1;
          if (o.createdAt > cur.last) {
            cur.last = o.createdAt;
            cur.lastNumber = l.number;
          }
        }
      }
    }
    const inCart = new Map<number, number>();
    for (const l of cartOf(state, buyer.id)) if (l.type === 1) inCart.set(l.goodsId, (inCart.get(l.goodsId) ?? 0) + l.number);
    const rows: Array<FastBuyRow & { _last: number }> = [];
    for (const [goodsId, b] of bought) {
      const goods = ctx.db.catalogue.goodsById.get(goodsId);
      if (!goods) continue;
      const s = defaultStock(ctx.db.inventory, goods);
      const stock = lineStock(ctx.db.inventory, s);
      const { block } = blockFor(ctx, goods, buyer, stock);
      rows.push({
        id: goods.id,
        price: fenToYuan(s.priceFen),
        cartNum: inCart.get(goods.id) ?? 0,
        zbz: goods.zbz,
        ck_id: s.ckId,
        goods_price_id: s.goodsPriceId,
        ladder_price_id: null,
        goods_manjian_id: goods.manjianId,
        is_yj: 0,
        is_jxq: s.isJxq,
        name: goods.name,
        ypgg: goods.ypgg,
        sccj: goods.sccj,
        bzdw: goods.bzdw,
        image: goods.images[0] ?? null,
        last_buy_date: formatBeijingDate(b.last),
        buy_times: b.times,
        last_buy_number: b.lastNumber,
        number: stock,
        is_buy: block ? 0 : 1,
        buy_block: block,
        _last: b.last,
      });
    }
    rows.sort((a, b) =>
      q.order === 'frequent' ? b.buy_times - a.buy_times || b._last - a._last || a.id - b.id : b._last - a._last || a.id - b.id,
    );
    const page = paginate(
      rows.map(({ _last, ...row }) => row),
      q.page ?? 1,
      q.page_size ?? 20,
    );
    return page;
  },
};
