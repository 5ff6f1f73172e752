import type { Reminder } from '@generated/models/reminder';
import { formatBeijing } from '@/domain/datetime';
import { fenToYuan } from '@/domain/money';
import { arrivalDue, defaultWanted, MAX_WAITING_REMINDERS, readTargetPrice } from '@/domain/reminders';
import type { PartialHandlers } from '../../core/engine';
import { invalidField, notFound, paginate, refuse, reply } from '../../core/respond';
import type { DemoDb } from '../../state';
import { nextId } from '../../state';
import { requireBuyer } from '../shared/buyer';
import { buyerPriceFen, shownStock } from '../shared/goods-view';
import { reminderArea, type ReminderRecord } from './reminder-schedule';

/**
 * 到货提醒 and 降价提醒 (contract tag `reminder`, /dhtx). A reminder belongs to the account that buys (a chain's store
 * when its head buys for it); it fires by the demo warehouses' morning or when its condition comes true
 * (reminder-schedule.ts, caught up at the start of every call).
 */
function view(db: DemoDb, r: ReminderRecord): Reminder {
  const goods = db.catalogue.goodsById.get(r.goodsId);
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    goods_id: r.goodsId,
    name: goods?.name ?? '商品已下架',
    trade_name: goods?.tradeName ?? null,
    ypgg: goods?.ypgg ?? '',
    sccj: goods?.sccj ?? '',
    image: goods?.images[0] ?? '',
    number: r.type === 1 ? r.number : null,
    target_price: r.targetFen === null ? null : fenToYuan(r.targetFen),
    price_then: r.priceThenFen === null ? null : fenToYuan(r.priceThenFen),
    created_at: formatBeijing(r.createdAt),
    fired_at: r.firedAt === null ? null : formatBeijing(r.firedAt),
  };
}

export const reminderHandlers: PartialHandlers<DemoDb> = {
  listReminders(ctx) {
    const buyer = requireBuyer(ctx);
    const q = ctx.query;
    const type = q.type ?? 0;
    const status = q.status ?? -1;
    const rows = reminderArea(ctx.db)
      .reminders.filter((r) => r.accountId === buyer.id && (type === 0 || r.type === type) && (status === -1 || r.status === status))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const page = paginate(rows, q.page, q.page_size);
    return { ...page, list: page.list.map((r) => view(ctx.db, r)) };
  },

  createReminder(ctx) {
    const buyer = requireBuyer(ctx);
    const b = ctx.body;
    const goods = ctx.db.catalogue.goodsById.get(Number(b.goods_id));
    if (!goods) throw notFound('商品不存在或已下架');
    const type = Number(b.type) === 2 ? 2 : 1;
    const { inventory } = ctx.db;
    const price = buyerPriceFen(inventory, goods, buyer);
    let number: number | null = null;
    let targetFen: ReminderRecord['targetFen'] = null;
    if (type === 1) {
      number = typeof b.number === 'number' ? b.number : defaultWanted(goods.zbz);
      const stock = shownStock(inventory, goods);
      if (arrivalDue(stock, number)) throw refuse(`该商品现有库存 ${stock}${goods.bzdw}，可直接采购`, 40076);
    } else {
      if (price === null) throw invalidField('goods_id', '您暂无该控销商品的价格权限，无法订阅降价提醒');
      const target = readTargetPrice(b.target_price ?? '', price);
      if (!target.ok) throw invalidField('target_price', target.message);
      targetFen = target.targetFen;
    }

    const state = reminderArea(ctx.db);
    const mine = state.reminders.filter((r) => r.accountId === buyer.id && r.status === 0);
    const existing = mine.find((r) => r.goodsId === goods.id && r.type === type);
    if (!existing && mine.length >= MAX_WAITING_REMINDERS) {
      throw refuse(`等待中的提醒最多 ${MAX_WAITING_REMINDERS} 条，请先取消不需要的提醒`, 40077);
    }
    const record: ReminderRecord = existing ?? {
      id: nextId(ctx.db, 'reminder'),
      accountId: buyer.id,
      goodsId: goods.id,
      type,
      status: 0,
      number: null,
      targetFen: null,
      priceThenFen: null,
      createdAt: ctx.now.getTime(),
      firedAt: null,
    };
    // Subscribing again updates the waiting reminder: the new quantity or target, compared with today's price.
    record.number = number;
    record.targetFen = targetFen;
    record.priceThenFen = price;
    if (!existing) state.reminders.push(record);
    return reply(view(ctx.db, record), type === 1 ? '到货后将通知您' : '降价后将通知您');
  },

  cancelReminder(ctx) {
    const buyer = requireBuyer(ctx);
    const id = ctx.params.id;
    const r = reminderArea(ctx.db).reminders.find((x) => x.id === id && x.accountId === buyer.id);
    if (!r) throw notFound('该提醒不存在或已删除');
    if (r.status !== 0) return reply(view(ctx.db, r), r.status === 3 ? '该提醒已取消' : '该提醒已触发');
    r.status = 3;
    return reply(view(ctx.db, r), '已取消提醒');
  },
};
