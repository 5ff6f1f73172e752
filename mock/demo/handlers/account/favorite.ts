import type { PartialHandlers } from '../../core/engine';
import { notFound, paginate, refuse, reply } from '../../core/respond';
import type { GoodsRecord } from '../../data/types';
import type { DemoDb } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { goodsView } from '../shared/goods-view';

/**
 * Favourites (contract tag `favorite`) live in the buyer's `favoriteGoodsIds`, newest first — the same list
 * goodsView reads for `is_favorite`, so every goods answer agrees with this one.
 */
const MAX_FAVORITES = 500;
const PAGE_SIZE = 20;

export const favoriteHandlers: PartialHandlers<DemoDb> = {
  listFavorites(ctx) {
    const buyer = requireBuyer(ctx);
    const q = ctx.query;
    const goods = buyer.favoriteGoodsIds
      .map((id) => ctx.db.catalogue.goodsById.get(id))
      .filter((g): g is GoodsRecord => Boolean(g));
    const page = paginate(goods, q.page, q.page_size ?? PAGE_SIZE);
    return { ...page, list: page.list.map((g) => goodsView(ctx, g, buyer)) };
  },

  addFavorites(ctx) {
    const buyer = requireBuyer(ctx);
    const ids = [...new Set(ctx.body.goods_ids.map(Number))];
    const unknown = ids.find((id) => !ctx.db.catalogue.goodsById.has(id));
    if (unknown !== undefined) throw notFound(`商品 ${unknown} 不存在或已下架`);
    const fresh = ids.filter((id) => !buyer.favoriteGoodsIds.includes(id));
    if (buyer.favoriteGoodsIds.length + fresh.length > MAX_FAVORITES) {
      throw refuse(`最多可收藏 ${MAX_FAVORITES} 个商品，请先整理收藏夹`, 40031);
    }
    buyer.favoriteGoodsIds.unshift(...fresh);
    return reply(null, '收藏成功');
  },

  cancelFavorites(ctx) {
    const buyer = requireBuyer(ctx);
    const ids = new Set(ctx.body.goods_ids.map(Number));
    buyer.favoriteGoodsIds = buyer.favoriteGoodsIds.filter((id) => !ids.has(id));
    return reply(null, '取消收藏成功');
  },
};
