import type { Goods } from '@generated/models/goods';
import type { Warehouse } from '@generated/models/warehouse';
import { buyBlock, canSeePrice } from '@/domain/buy-rules';
import { fenToYuan, type Fen } from '@/domain/money';
import { lineStock } from '../../data/inventory';
import type { AccountRecord, GoodsRecord, GoodsStock, Inventory } from '../../data/types';
import { buyerProfile, controlledAuthorisedFor, profileOf, type Ctx } from './buyer';

/**
 * One goods as the contract's `Goods`, seen by one buyer: prices hidden from visitors and from buyers a controlled
 * goods does not admit, and the reason the buyer cannot buy it (`buy_block`) decided by the shared trade rules.
 */
export interface GoodsViewOptions {
  /** The warehouse line to show (default: the first with stock, else the first). */
  ckId?: number | null;
  /** Include all warehouses (detail answers). */
  withWarehouses?: boolean;
  /** Override the unit price (spike, daily special, group buy). */
  priceFen?: Fen;
}

/** The warehouse line shown and sold by default: warehouse `ckId` if asked, else the first with stock, else the first. */
export function defaultStock(inventory: Inventory, goods: GoodsRecord, ckId?: number | null): GoodsStock {
  return (
    (ckId ? goods.stocks.find((s) => s.ckId === ckId) : undefined) ??
    goods.stocks.find((s) => lineStock(inventory, s) > 0) ??
    goods.stocks[0]!
  );
}

/** The units a buyer sees for a goods (`number` of its view): its default warehouse line's. */
export function shownStock(inventory: Inventory, goods: GoodsRecord): number {
  return lineStock(inventory, defaultStock(inventory, goods));
}

/**
 * The unit price an account sees for a goods (`price` of its view: the default warehouse line's), or null when it is
 * hidden from the account (a controlled goods it is not authorised for). Reminders compare this price.
 */
export function buyerPriceFen(inventory: Inventory, goods: GoodsRecord, account: AccountRecord): Fen | null {
  const buyer = { ...profileOf(account), controlledAuthorised: controlledAuthorisedFor(goods.kxRule, account) };
  return canSeePrice({ isControlled: goods.isKx === 1 }, buyer) ? defaultStock(inventory, goods).priceFen : null;
}

export function blockFor(ctx: Ctx, goods: GoodsRecord, account: AccountRecord | null, stock: number) {
  const buyer = { ...buyerProfile(ctx, account), controlledAuthorised: controlledAuthorisedFor(goods.kxRule, account) };
  const input = { stock, categoryId: goods.topCategoryId, scopeName: goods.scope, isControlled: goods.isKx === 1 };
  return { block: buyBlock(input, buyer), seePrice: canSeePrice(input, buyer) };
}

export function goodsView(ctx: Ctx, goods: GoodsRecord, account: AccountRecord | null, opts: GoodsViewOptions = {}): Goods {
  const inventory = ctx.db.inventory;
  const line = defaultStock(inventory, goods, opts.ckId);
  const stock = lineStock(inventory, line);
  const { block, seePrice } = blockFor(ctx, goods, account, stock);
  const category = ctx.db.catalogue.categoriesById.get(goods.categoryId);
  const price = (fen: Fen) => (seePrice ? fenToYuan(fen) : null);
  const view: Goods = {
    id: goods.id,
    name: goods.name,
    trade_name: goods.tradeName,
    barcode: goods.barcode,
    sccj: goods.sccj,
    ypgg: goods.ypgg,
    bzdw: goods.bzdw,
    zbz: goods.zbz,
    pzwh: goods.pzwh,
    category_id: goods.categoryId,
    category_name: category?.name ?? '',
    brand_id: goods.brandId,
    goods_image: goods.images.map((src) => ({ list: src, big: src })),
    is_buy: block ? 0 : 1,
    buy_block: block,
    number: stock,
    price: price(opts.priceFen ?? line.priceFen),
    base_price: price(goods.basePriceFen),
    ladder_price: seePrice ? goods.ladder.map((t) => ({ number: t.number, price: fenToYuan(t.priceFen) })) : [],
    ladder_price_type: goods.ladderType,
    is_youx: goods.isYoux,
    type: goods.type,
    is_free_shipping: goods.isFreeShipping,
    free_shipping_number: goods.freeShippingNumber,
    tags: [...goods.tags],
    ph: line.batch,
    yxq: line.expiry,
    is_jxq: line.isJxq,
    is_hm: goods.isHm,
    is_kx: goods.isKx,
    ck_id: line.ckId,
    goods_price_id: line.goodsPriceId,
    ladder_price_id: null,
    goods_manjian_id: goods.manjianId,
    is_yj: 0,
    is_favorite: account?.favoriteGoodsIds.includes(goods.id) ? 1 : 0,
  };
  if (opts.withWarehouses) {
    view.warehouses = goods.stocks.map(
      (s): Warehouse => ({
        ck_id: s.ckId,
        name: ctx.db.catalogue.warehousesById.get(s.ckId)?.name ?? `${s.ckId}号仓`,
        number: lineStock(inventory, s),
        price: price(s.priceFen),
        goods_price_id: s.goodsPriceId,
        ph: s.batch,
        yxq: s.expiry,
        is_jxq: s.isJxq,
      }),
    );
  }
  return view;
}
