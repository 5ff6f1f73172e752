import type { PointsOrder } from '@generated/models/pointsOrder';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound, paginate, refuse, reply } from '../../core/respond';
import { addressText } from '../../data/addresses';
import { nextId, type DemoDb } from '../../state';
import { currentBuyer, payerOf, requireBuyer, requireContract } from '../shared/buyer';
import { addPointsLog } from '../shared/ledgers';
import { startTrade } from './lifecycle';
import { pointsOrderNoFor } from './numbers';
import { addressesOf } from './order-views';
import type { PointsOrderRecord } from './records';
import { tradeState } from './state';

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
    created_at: formatBeijing(o.createdAt),
  };
}

const HOUR = 3_600_000;

/** The traces of a shipped points order up to `at`, newest first. */
function pointsTraces(o: PointsOrderRecord, at: number): Array<{ time: string; text: string }> {
  if (o.shippedAt === null) return [];
  const steps: Array<[number, string]> = [
    [0, '【石家庄市】药采平台积分商城 已揽收'],
    [6 * HOUR, '【石家庄市】快件已从 石家庄转运中心 发出'],
    [20 * HOUR, `【${o.address.slice(0, 3)}】快件已到达 派送网点，正在派件`],
    [26 * HOUR, '快件已签收，签收人：本人，感谢使用'],
  ];
  return steps
    .filter(([offset]) => o.shippedAt! + offset <= at)
    .map(([offset, text]) => ({ time: formatBeijing(o.shippedAt! + offset), text }))
    .reverse();
}

export const pointsHandlers: PartialHandlers<DemoDb> = {
  listPointsGoods(ctx) {
    startTrade(ctx);
    const buyer = currentBuyer(ctx);
    const left = ctx.db.inventory.pointsGoodsStock;
    const list = ctx.db.catalogue.pointsGoods.map((g) => ({ id: g.id, name: g.name, image: g.image, points: g.points, stock: Math.max(0, left[g.id] ?? 0) }));
    const page = paginate(list, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
    return { ...page, my_points: buyer ? Math.max(0, payerOf(ctx, buyer).points) : null };
  },

  exchangePointsGoods(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    requireContract(ctx, buyer);
    const payer = payerOf(ctx, buyer);
    const goods = ctx.db.catalogue.pointsGoods.find((g) => g.id === Number(ctx.params.id));
    if (!goods) throw notFound('积分商品不存在或已下架');
    const number = Number(ctx.body.number);
    const address = addressesOf(buyer, payer).find((a) => a.id === Number(ctx.body.address_id));
    if (!address) throw notFound('收货地址不存在，请重新选择');
    const left = ctx.db.inventory.pointsGoodsStock;
    const stock = left[goods.id] ?? 0;
    if (stock <= 0) throw refuse(`${goods.name} 已兑完`, 40042);
    if (stock < number) throw refuse(`${goods.name} 库存不足，当前可兑换 ${stock} 件`, 40042);
    const cost = goods.points * number;
    if (payer.points < cost) throw refuse(`积分不足：兑换需 ${cost} 积分，当前 ${Math.max(0, payer.points)} 积分`, 40041);
    left[goods.id] = stock - number;
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

  getPointsOrder(ctx) {
    const at = startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const o = tradeState(ctx.db).pointsOrders[String(Number(ctx.params.id))];
    if (!o || o.buyerId !== buyer.id) throw notFound('积分订单不存在');
    return { ...pointsOrderView(o), shipped_at: o.shippedAt !== null ? formatBeijing(o.shippedAt) : null, traces: pointsTraces(o, at) };
  },

  listPointsOrders(ctx) {
    startTrade(ctx);
    const buyer = requireBuyer(ctx);
    const list = Object.values(tradeState(ctx.db).pointsOrders)
      .filter((o) => o.buyerId === buyer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map(pointsOrderView);
    return paginate(list, ctx.query.page ?? 1, ctx.query.page_size ?? 20);
  },
};
