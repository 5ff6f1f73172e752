import type { PointsOrder } from '@generated/models/pointsOrder';
import type { PartialHandlers } from '../../core/engine';
import { notFound, paginate, refuse, reply } from '../../core/respond';
import { nextId, type DemoDb } from '../../state';
import { addressText } from '../shared/account-views';
import { currentBuyer, payerOf, requireContract } from '../shared/buyer';
import { startTrade } from './cart';
import { pointsOrderNoFor } from './numbers';
import { addressesOf } from './order-views';
import { tradeState, type PointsOrderRecord } from './state';
import { addPointsLog, buyerOf, dt } from './support';

/**
 * The points mall (/jfsc) and points orders (/jfdd). Points are the payer's (a chain's head), the order belongs to the
 * store; exchanging checks points and stock and changes both in the same synchronous call.
 */
function pointsOrderView(o: PointsOrderRecord): PointsOrder {
  const shipped = o.shippedAt !== null;
  return {
    id: o.id,
    order_no: o.orderNo,
    goods_id: o.goodsId,
    goods_name: o.goodsName,
    image: o.image,
    number: o.number,
    points: o.points,
    status: shipped ? 2 : 1,
    status_text: shipped ? '已发货' : '待发货',
    consignee: o.consignee,
    phone: o.phone,
    address: o.address,
    carrier: o.carrier,
    waybill_no: o.waybillNo,
    created_at: dt(o.createdAt),
  };
}

export const pointsHandlers: PartialHandlers<DemoDb> = {
  listPointsGoods(ctx) {
    startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const list = ctx.db.cat.pointsGoods.map((g) => ({ id: g.id, name: g.name, image: g.image, points: g.points, stock: Math.max(0, g.stock) }));
    const page = paginate(list, (ctx.query.page as number | undefined) ?? 1);
    return { ...page, my_points: buyer ? Math.max(0, payerOf(ctx, buyer).points) : null };
  },

  exchangePointsGoods(ctx) {
    const at = startTrade(ctx);
    const buyer = buyerOf(ctx);
    requireContract(ctx, buyer);
    const payer = payerOf(ctx, buyer);
    const goods = ctx.db.cat.pointsGoods.find((g) => g.id === Number(ctx.params.id));
    if (!goods) throw notFound('积分商品不存在或已下架');
    const number = Number(ctx.body.number);
    const address = addressesOf(buyer, payer).find((a) => a.id === Number(ctx.body.address_id));
    if (!address) throw notFound('收货地址不存在，请重新选择');
    if (goods.stock <= 0) throw refuse(`${goods.name} 已兑完`, 40042);
    if (goods.stock < number) throw refuse(`${goods.name} 库存不足，当前可兑换 ${goods.stock} 件`, 40042);
    const cost = goods.points * number;
    if (payer.points < cost) throw refuse(`积分不足：兑换需 ${cost} 积分，当前 ${Math.max(0, payer.points)} 积分`, 40041);
    goods.stock -= number;
    payer.points -= cost;
    const id = nextId(ctx.db, 'pointsOrder', 4001);
    const order: PointsOrderRecord = {
      id,
      orderNo: pointsOrderNoFor(id, at),
      buyerId: buyer.id,
      payerId: payer.id,
      goodsId: goods.id,
      goodsName: goods.name,
      image: goods.image,
      number,
      points: cost,
      consignee: address.consignee,
      phone: address.phone,
      address: addressText(address),
      createdAt: at,
      shippedAt: null,
      carrier: null,
      waybillNo: null,
    };
    tradeState(ctx.db).pointsOrders[String(id)] = order;
    addPointsLog(ctx.db, payer, -cost, `积分商城兑换 ${goods.name}`, at);
    return reply(pointsOrderView(order), '兑换成功');
  },

  listPointsOrders(ctx) {
    startTrade(ctx);
    const buyer = buyerOf(ctx);
    const list = Object.values(tradeState(ctx.db).pointsOrders)
      .filter((o) => o.buyerId === buyer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map(pointsOrderView);
    return paginate(list, (ctx.query.page as number | undefined) ?? 1);
  },
};
