import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawActivity } from '@generated/models/drawActivity';
import type { DrawResult } from '@generated/models/drawResult';
import type { DrawWinRecord } from '@generated/models/drawWinRecord';
import type { Lottery } from '@generated/models/lottery';
import type { LotteryPrize } from '@generated/models/lotteryPrize';
import type { MyDrawRecord } from '@generated/models/myDrawRecord';
import type { LotteryPrize as PrizeRecord } from '@mock/demo/data/types';
import { pickPrize } from '@mock/demo/handlers/catalogue/draw';
import { ACCOUNTS, call, demo, get, sessionFor, type Api } from './helpers';

/** Draws change state: chances, records, the popup's joined flag, and the points and coupons they credit. */
const DAY = 86_400_000;

function live(): { api: Api; advance: (ms: number) => void } {
  let clock = new Date('2026-11-22T02:00:00Z');
  const api = demo({ now: () => clock });
  return { api, advance: (ms) => (clock = new Date(clock.getTime() + ms)) };
}

describe('the wheel (/api/draw)', () => {
  it('uses a chance per day, records the draw and refuses when none is left', () => {
    const { api, advance } = live();
    const me = sessionFor(api, ACCOUNTS.pharmacy);
    const wheel = api.db.catalogue.draws[0]!;
    const before = get<DrawActivity>(api, `/api/draw/${wheel.id}/activity`, me).data;
    expect(before.chances).toBe(wheel.chancesPerDay);
    expect(get<DrawActivity>(api, `/api/draw/${wheel.id}/activity`).data.chances).toBeNull();

    const first = get<DrawResult>(api, `/api/draw?id=${wheel.id}`, me);
    expect(first.status).toBe(200);
    expect(first.headers['Cache-Control']).toBe('no-store');
    expect(first.data.chances).toBe(wheel.chancesPerDay - 1);
    const prize = wheel.prizes.find((p) => p.position === first.data.position)!;
    expect(first.data.is_win).toBe(prize.isWin);
    expect(first.data.prize_name).toBe(prize.isWin ? prize.name : '谢谢参与');
    expect(get<DrawActivity>(api, `/api/draw/${wheel.id}/activity`, me).data.chances).toBe(wheel.chancesPerDay - 1);

    for (let i = 1; i < wheel.chancesPerDay; i++) get(api, `/api/draw?id=${wheel.id}`, me);
    const refused = get(api, `/api/draw?id=${wheel.id}`, me);
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(40051);
    expect(refused.msg).toContain('次数已用完');

    const mine = get<{ total: number; list: MyDrawRecord[] }>(api, '/api/draw/record', me).data;
    expect(mine.total).toBe(wheel.chancesPerDay);
    expect(mine.list[mine.list.length - 1]!.id).toBe(first.data.record_id);

    advance(DAY); // a new day brings new chances
    expect(get(api, `/api/draw?id=${wheel.id}`, me).status).toBe(200);
    expect(get<{ total: number }>(api, '/api/draw/record', sessionFor(api, ACCOUNTS.clinic)).data.total).toBe(0);
  });

  it('credits points and coupon prizes to the wallet, and shows wins in the marquee', () => {
    const { api, advance } = live();
    const wheel = api.db.catalogue.draws[0]!;
    const buyers = [ACCOUNTS.pharmacy, ACCOUNTS.clinic, ACCOUNTS.expired, ACCOUNTS.chain, ACCOUNTS.unsigned].map((id) => ({
      cookie: sessionFor(api, id),
      account: api.db.members.byId.get(id)!,
    }));
    const seen = new Set<string>();
    for (let day = 0; day < 20; day++) {
      for (const { cookie, account } of buyers) {
        const points = account.points;
        const coupons = account.coupons.length;
        const r = get<DrawResult>(api, `/api/draw?id=${wheel.id}`, cookie);
        expect(r.status).toBe(200);
        const prize = wheel.prizes.find((p) => p.position === r.data.position)!;
        if (prize.couponTemplateId !== undefined) {
          seen.add('coupon');
          expect(account.coupons.length).toBe(coupons + 1);
          expect(account.coupons[0]!.templateId).toBe(prize.couponTemplateId);
          expect(account.coupons[0]!.status).toBe(1);
        } else expect(account.coupons.length).toBe(coupons);
        if (prize.pointsValue !== undefined) {
          seen.add('points');
          expect(account.points).toBe(points + prize.pointsValue);
          expect(account.pointsLog[0]!.change).toBe(prize.pointsValue);
        } else expect(account.points).toBe(points);
        if (prize.isWin === 0) seen.add('none');
      }
      advance(DAY);
    }
    expect(seen).toEqual(new Set(['coupon', 'points', 'none']));
    const ids = api.db.members.accounts.flatMap((a) => a.coupons.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length); // coupon ids never collide
    const marquee = get<DrawWinRecord[]>(api, `/api/draw/new_record?id=${wheel.id}`).data;
    expect(marquee.length).toBe(20);
    expect(marquee.every((m) => m.name.includes('*'))).toBe(true);
    const times = marquee.map((m) => m.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('replays the same prizes from the same seed', () => {
    const run = () => {
      const { api, advance } = live();
      const me = sessionFor(api, ACCOUNTS.pharmacy);
      return Array.from({ length: 12 }, () => {
        const position = get<DrawResult>(api, '/api/draw?id=1', me).data.position;
        advance(DAY);
        return position;
      });
    };
    const a = run();
    expect(run()).toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(1);
  });

  it('refuses an ended wheel and unknown ids', () => {
    const { api, advance } = live();
    const me = sessionFor(api, ACCOUNTS.pharmacy);
    expect(get(api, '/api/draw?id=424242', me).status).toBe(404);
    advance(api.db.catalogue.draws[0]!.endAt - api.db.catalogue.builtAt + DAY);
    const r = get(api, '/api/draw?id=1', me);
    expect(r.status).toBe(400);
    expect(r.code).toBe(40052);
    expect(get(api, '/api/draw/simple').data).toBeNull();
  });
});

describe('the popup lottery (/api/lottery)', () => {
  it('draws once per buyer and marks the account as joined', () => {
    const { api } = live();
    const me = sessionFor(api, ACCOUNTS.chain);
    const id = api.db.catalogue.lottery.id;
    expect(get<Lottery[]>(api, '/api/lottery/simple').data).toEqual([]);
    expect(get<Lottery[]>(api, '/api/lottery/simple', me).data).toEqual([
      expect.objectContaining({ id, is_join: 0 }),
    ]);
    const r = call<LotteryPrize>(api, 'POST', `/api/lottery/${id}/draw`, me);
    expect(r.status).toBe(200);
    expect(r.data.prize_name.length).toBeGreaterThan(0);
    expect(api.db.members.byId.get(ACCOUNTS.chain)!.lotteryJoined).toBe(1);
    expect(get<Lottery[]>(api, '/api/lottery/simple', me).data[0]!.is_join).toBe(1);
    const again = call(api, 'POST', `/api/lottery/${id}/draw`, me);
    expect(again.status).toBe(400);
    expect(again.code).toBe(40061);
    expect(get<{ list: MyDrawRecord[] }>(api, '/api/draw/record', me).data.list[0]!.prize_name).toBe(r.data.prize_name);
    expect(call(api, 'POST', '/api/lottery/424242/draw', me).status).toBe(404);
    expect(call(api, 'POST', `/api/lottery/${id}/draw`).status).toBe(401);
  });
});

describe('pickPrize', () => {
  it('picks prize i exactly when r falls in its share of the total weight', () => {
    const prize = (weight: number, i: number): PrizeRecord => ({ id: i + 1, name: `奖品${i}`, remarks: '', image: '', position: i, weight, isWin: 1 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 10 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (weights, r) => {
        fc.pre(weights.some((w) => w > 0));
        const prizes = weights.map(prize);
        const picked = pickPrize(prizes, r);
        const total = weights.reduce((a, b) => a + b, 0);
        const i = picked.position;
        const below = weights.slice(0, i).reduce((a, b) => a + b, 0);
        expect(weights[i]).toBeGreaterThan(0);
        expect(r * total).toBeGreaterThanOrEqual(below);
        expect(r * total).toBeLessThan(below + weights[i]!);
      }),
    );
  });
});
