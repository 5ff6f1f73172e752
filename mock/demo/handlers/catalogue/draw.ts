import { formatBeijing, formatBeijingDate } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound, refuse, reply, unauthorized } from '../../core/respond';
import type { AccountRecord, Lottery, LotteryPrize } from '../../data/types';
import { nextId, type DemoDb } from '../../state';
import { payerOf, type Ctx } from '../shared/buyer';
import { addPointsLog, nextUserCouponId } from '../shared/ledgers';
import { catalogueState, nextDrawRandom, type DrawRecord } from './state';
import { bannerView, drawer, htmlToText, isRunning, maskName, pageArgs, unixSeconds } from './support';

/**
 * Tag `draw`: the 大转盘 wheels (/api/draw…) and the popup lottery (/api/lottery…). A draw is a weighted pick from
 * the seeded PRNG kept in the area state, so a reset replays the same sequence. A wheel gives `chancesPerDay` draws a
 * day; the popup one draw per buyer. Points and coupon prizes are credited to the paying account at once.
 */

const DAY_MS = 86_400_000;
const WINNERS_MAX = 20;
const NO_PRIZE = '谢谢参与';

function findWheel(ctx: Ctx, id: number): Lottery {
  const wheel = ctx.db.catalogue.draws.find((d) => d.id === id);
  if (!wheel) throw notFound('抽奖活动不存在');
  return wheel;
}

function requireDrawer(ctx: Ctx): AccountRecord {
  const account = drawer(ctx);
  if (!account) throw unauthorized();
  return account;
}

function usedToday(ctx: Ctx, account: AccountRecord, wheel: Lottery): number {
  const today = formatBeijingDate(ctx.now.getTime());
  return catalogueState(ctx.db).drawRecords.filter(
    (r) => r.kind === 'wheel' && r.drawId === wheel.id && r.accountId === account.id && r.day === today,
  ).length;
}

const chancesLeft = (ctx: Ctx, account: AccountRecord, wheel: Lottery) =>
  Math.max(0, wheel.chancesPerDay - usedToday(ctx, account, wheel));

/** Weighted pick: each prize's share of the wheel is its weight over the total. */
export function pickPrize(prizes: readonly LotteryPrize[], r: number): LotteryPrize {
  const total = prizes.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
  let x = r * total;
  for (const p of prizes) {
    x -= Math.max(0, p.weight);
    if (x < 0) return p;
  }
  return prizes[prizes.length - 1]!;
}

/** Credits points and coupon prizes to the account that pays (a store's chain head); answers whether it did. */
function credit(ctx: Ctx, account: AccountRecord, prize: LotteryPrize, activity: string): boolean {
  const db = ctx.db;
  const now = ctx.now.getTime();
  const wallet = payerOf(ctx, account);
  if (prize.couponTemplateId !== undefined) {
    const tpl = db.catalogue.couponTemplatesById.get(prize.couponTemplateId);
    if (!tpl) return false;
    wallet.coupons.unshift({
      id: nextUserCouponId(db),
      templateId: tpl.id,
      status: 1,
      receivedAt: now,
      // Valid for validDays from now, capped by the template's end unless that end has already passed.
      expiresAt: tpl.endAt > now ? Math.min(now + tpl.validDays * DAY_MS, tpl.endAt) : now + tpl.validDays * DAY_MS,
      usedAt: null,
    });
    return true;
  }
  if (prize.pointsValue !== undefined && prize.pointsValue > 0) {
    wallet.points += prize.pointsValue;
    addPointsLog(db, wallet, prize.pointsValue, `${activity}抽奖获得`, now);
    return true;
  }
  return false;
}

/** One draw: picks, records, credits. Everything is checked before this runs, so it never fails half-way. */
function spin(ctx: Ctx, account: AccountRecord, wheel: Lottery, kind: DrawRecord['kind']): { record: DrawRecord; prize: LotteryPrize } {
  const state = catalogueState(ctx.db);
  const prize = pickPrize(wheel.prizes, nextDrawRandom(state));
  const won = prize.isWin === 1;
  const credited = won ? credit(ctx, account, prize, wheel.name) : false;
  const now = ctx.now.getTime();
  const record: DrawRecord = {
    id: nextId(ctx.db, 'drawRecord', 77001),
    kind,
    drawId: wheel.id,
    activityName: wheel.name,
    accountId: account.id,
    isWin: won ? 1 : 0,
    prizeId: won ? prize.id : null,
    prizeName: won ? prize.name : NO_PRIZE,
    remarks: won ? prize.remarks : prize.remarks || '再接再厉',
    // Points and coupons are issued at once; goods prizes ship with the next order.
    status: !won || credited ? 1 : 0,
    at: now,
    day: formatBeijingDate(now),
  };
  state.drawRecords.push(record);
  return { record, prize };
}

function refuseUnlessRunning(ctx: Ctx, wheel: Lottery, code: number): void {
  const now = ctx.now.getTime();
  if (now < wheel.startAt) throw refuse('抽奖活动暂未开始', code);
  if (now > wheel.endAt) throw refuse('抽奖活动已结束', code);
}

export const drawHandlers: PartialHandlers<DemoDb> = {
  drawPrize: (ctx) => {
    const wheel = findWheel(ctx, ctx.query.id);
    const account = requireDrawer(ctx);
    refuseUnlessRunning(ctx, wheel, 40052);
    if (chancesLeft(ctx, account, wheel) <= 0) {
      throw refuse(`您今日的抽奖次数已用完（每日 ${wheel.chancesPerDay} 次），${wheel.chanceRule}`, 40051);
    }
    const { record, prize } = spin(ctx, account, wheel, 'wheel');
    const data = {
      record_id: record.id,
      is_win: record.isWin,
      prize_id: record.prizeId,
      prize_name: record.prizeName,
      prize_image: record.isWin ? prize.image || null : null,
      remarks: record.remarks,
      position: prize.position,
      chances: chancesLeft(ctx, account, wheel),
    };
    return reply(data, record.isWin ? `恭喜您抽中${record.prizeName}` : NO_PRIZE);
  },

  listNewDrawRecords: (ctx) => {
    const wheel = findWheel(ctx, ctx.query.id);
    const real = catalogueState(ctx.db)
      .drawRecords.filter((r) => r.kind === 'wheel' && r.drawId === wheel.id && r.isWin === 1)
      .map((r) => ({ name: ctx.db.members.byId.get(r.accountId)?.company ?? '会员', prizeName: r.prizeName, at: r.at }));
    return [...real, ...wheel.winners]
      .sort((a, b) => b.at - a.at)
      .slice(0, WINNERS_MAX)
      .map((w) => ({ name: w.name.includes('*') ? w.name : maskName(w.name), prize_name: w.prizeName, created_at: formatBeijing(w.at) }));
  },

  getDrawActivity: (ctx) => {
    const wheel = findWheel(ctx, ctx.params.id);
    const account = drawer(ctx);
    return {
      id: wheel.id,
      name: wheel.name,
      image: wheel.image || null,
      start_time: formatBeijing(wheel.startAt),
      end_time: formatBeijing(wheel.endAt),
      timestamp: unixSeconds(ctx),
      rule: htmlToText(wheel.rule),
      chances: account ? chancesLeft(ctx, account, wheel) : null,
      chance_rule: wheel.chanceRule,
      prizes: [...wheel.prizes]
        .sort((a, b) => a.position - b.position)
        .map((p) => ({ id: p.id, name: p.name, image: p.image || null, position: p.position })),
    };
  },

  getDrawSimple: (ctx) => {
    const wheel = ctx.db.catalogue.draws.find((d) => isRunning(ctx, d.startAt, d.endAt));
    if (!wheel) return null;
    // The entry leads to the activity-centre tab that hosts this wheel.
    const tab = ctx.db.catalogue.zones.hdzx.find((t) => t.drawId === wheel.id);
    return {
      id: wheel.id,
      name: wheel.name,
      image: wheel.image || null,
      url: tab ? `/Hdzx/${tab.id}` : '/Hdzx',
      start_time: formatBeijing(wheel.startAt),
      end_time: formatBeijing(wheel.endAt),
    };
  },

  listMyDrawRecords: (ctx) => {
    const account = requireDrawer(ctx);
    const { page, pageSize } = pageArgs(ctx);
    const mine = catalogueState(ctx.db)
      .drawRecords.filter((r) => r.accountId === account.id)
      .sort((a, b) => b.at - a.at || b.id - a.id);
    return {
      total: mine.length,
      page,
      page_size: pageSize,
      list: mine.slice((page - 1) * pageSize, page * pageSize).map((r) => ({
        id: r.id,
        draw_id: r.drawId,
        activity_name: r.activityName,
        is_win: r.isWin,
        prize_name: r.prizeName,
        status: r.status,
        remarks: r.remarks,
        created_at: formatBeijing(r.at),
      })),
    };
  },

  listDrawAds: (ctx) => drawAds(ctx).map(bannerView),

  getLotterySimple: (ctx) => {
    const account = drawer(ctx);
    const lottery = ctx.db.catalogue.lottery;
    if (!account || !isRunning(ctx, lottery.startAt, lottery.endAt)) return [];
    return [{ id: lottery.id, is_join: account.lotteryJoined, name: lottery.name, remarks: lottery.remarks }];
  },

  drawLottery: (ctx) => {
    const lottery = ctx.db.catalogue.lottery;
    if (ctx.params.id !== lottery.id) throw notFound('抽奖活动不存在');
    const account = requireDrawer(ctx);
    refuseUnlessRunning(ctx, lottery, 40062);
    if (account.lotteryJoined === 1) throw refuse('您已参与过本次抽奖，请到个人中心查看奖品', 40061);
    const { record } = spin(ctx, account, lottery, 'popup');
    account.lotteryJoined = 1;
    return reply({ prize_name: record.prizeName, remarks: record.remarks }, record.isWin ? '恭喜中奖' : NO_PRIZE);
  },
};

/** The draw page's banners: the site's lottery banner slot. */
function drawAds(ctx: Ctx) {
  return ctx.db.catalogue.banners.site_bottom;
}
