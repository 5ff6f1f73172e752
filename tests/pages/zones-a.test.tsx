/** Zone pages over their APIs, first batch: 控销专区 (old, new, sub-pages), 活动专区, 活动中心 with its 大转盘, 满额返红包, 领券中心. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getListCenterCouponsMockHandler, getReceiveCouponMockHandler } from '@generated/endpoints/activity/activity.msw';
import { getDrawPrizeMockHandler, getGetDrawActivityMockHandler, getListNewDrawRecordsMockHandler } from '@generated/endpoints/draw/draw.msw';
import { getListKxzqAdBannersMockHandler } from '@generated/endpoints/focus/focus.msw';
import {
  getGetActivityCentreMockHandler,
  getGetActivityZoneMockHandler,
  getGetCashbackZoneMockHandler,
  getGetControlledSubZoneMockHandler,
  getGetControlledZoneMockHandler,
  getGetControlledZoneNewMockHandler,
} from '@generated/endpoints/zone/zone.msw';
import type { CouponOffer, DrawActivity } from '@generated/models';
import { readIds as parseIds } from '@/lib/url/id-param';
import { couponState } from '@/features/catalogue/coupon-centre/coupon-centre';
import { wheelRotation } from '@/features/catalogue/activities/draw-wheel';
import HbPage from '@/pages/zones/hb-page';
import HdzxPage from '@/pages/zones/hdzx-page';
import KxzqGoodsPage from '@/pages/zones/kxzq-goods-page';
import KxzqNewPage from '@/pages/zones/kxzq-new-page';
import KxzqPage from '@/pages/zones/kxzq-page';
import LqzxPage from '@/pages/zones/lqzx-page';
import YjhPage from '@/pages/zones/yjh-page';
import { goods, memberStore, ok, visitorStore } from '../features/catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function renderAt(ui: ReactElement, path: string, store = memberStore()) {
  const loc = memoryLocation({ path, record: true });
  return { ...renderWithApp(<Router hook={loc.hook} searchHook={loc.searchHook}>{ui}</Router>, { store }), loc };
}

const fail = (path: string, status: number, msg: string) => http.get(`*${path}`, () => HttpResponse.json({ code: status, msg, data: null }, { status }));
const controlled = (over = {}) => goods({ name: '盐酸曲马多片', is_kx: 1, price: null, base_price: null, is_buy: 0, buy_block: { reason: 'controlled', text: '控销商品，暂无购买权限' }, ...over } as never);

describe('控销专区', () => {
  it('/kxzq: an unauthorised member sees the notice, the sub-page entries and 控销 instead of the price', async () => {
    server.use(
      getGetControlledZoneMockHandler(
        ok({ is_authorized: 0, notice: '请联系业务员申请控销授权。', entries: [{ name: '处方精选', url: 'cfjx', image: null }], list: [controlled()], total: 1, page: 1, page_size: 20 }),
      ),
    );
    renderAt(<KxzqPage />, '/kxzq');
    const card = await screen.findByRole('article', { name: '盐酸曲马多片' });
    expect(within(card).getAllByText('控销').length).toBeGreaterThan(0);
    expect(within(card).queryByText(/¥/)).toBeNull();
    expect(screen.getByRole('note', { name: '控销授权' })).toHaveTextContent('暂未获得控销商品采购授权');
    expect(screen.getByText(/请联系业务员申请控销授权/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '处方精选' })).toHaveAttribute('href', '/kxzq/goods/cfjx');
  });

  it('/kxzq: an authorised member sees the prices', async () => {
    server.use(getGetControlledZoneMockHandler(ok({ is_authorized: 1, notice: '', entries: [], list: [controlled({ price: '8.80', is_buy: 1, buy_block: null })], total: 1, page: 1, page_size: 20 })));
    renderAt(<KxzqPage />, '/kxzq');
    const card = await screen.findByRole('article', { name: '盐酸曲马多片' });
    expect(within(card).getByText('¥8.80')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: '控销授权' })).toHaveTextContent('已获得控销商品采购授权');
  });

  it('/kxzq/new shows a floor per sub-page with its goods and a link to the full sub-page', async () => {
    server.use(
      getGetControlledZoneNewMockHandler(ok({ is_authorized: 0, notice: '', floors: [{ title: '心脑血管', url: 'xnxg', image: null, goods: [controlled({ name: '硝苯地平缓释片' })] }, { title: '抗感染', url: 'kgr', image: null, goods: [] }] })),
    );
    renderAt(<KxzqNewPage />, '/kxzq/new');
    const floor = await screen.findByRole('region', { name: '心脑血管' });
    expect(within(floor).getByRole('article', { name: '硝苯地平缓释片' })).toBeInTheDocument();
    expect(within(floor).getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/kxzq/goods/xnxg');
    expect(within(screen.getByRole('region', { name: '抗感染' })).getByText('暂无商品')).toBeInTheDocument();
  });

  it('/kxzq and /kxzq/new show an entry or floor whose url key is blank without a link, and the rest as usual', async () => {
    server.use(
      getGetControlledZoneMockHandler(ok({ is_authorized: 1, notice: '', entries: [{ name: '待配置', url: ' ', image: null }, { name: '处方精选', url: 'cfjx', image: null }], list: [], total: 0, page: 1, page_size: 20 })),
      getGetControlledZoneNewMockHandler(ok({ is_authorized: 1, notice: '', floors: [{ title: '未命名', url: '', image: '/static/banner/a.svg', goods: [] }] })),
    );
    const old = renderAt(<KxzqPage />, '/kxzq');
    const entries = await screen.findByRole('list', { name: '控销子专区' });
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('待配置');
    expect(screen.queryByRole('link', { name: '待配置' })).toBeNull();
    expect(screen.getByRole('link', { name: '处方精选' })).toHaveAttribute('href', '/kxzq/goods/cfjx');
    old.unmount();
    renderAt(<KxzqNewPage />, '/kxzq/new');
    const floor = await screen.findByRole('region', { name: '未命名' });
    expect(within(floor).queryByRole('link')).toBeNull();
    expect(within(floor).getByText('暂无商品')).toBeInTheDocument();
  });

  it('/kxzq/goods/{url}/{ads}: asks the sub-page by its key and the ad banners by the ids of the path', async () => {
    const subUrls: string[] = [];
    const adIds: string[][] = [];
    server.use(
      getGetControlledSubZoneMockHandler(({ request }) => (subUrls.push(new URL(request.url).pathname), ok({ title: '心脑血管', banner: null, is_authorized: 1, list: [goods({ name: '阿托伐他汀钙片' })], total: 1, page: 1, page_size: 20 }))),
      getListKxzqAdBannersMockHandler(({ request }) => (adIds.push(new URL(request.url).searchParams.getAll('ids')), ok([{ id: 3, title: '秋季控销专场', url: '/kxzq', image: '/static/banner/a.svg' }]))),
    );
    renderAt(<KxzqGoodsPage params={{ url: 'xnxg', ads: '3,4' }} />, '/kxzq/goods/xnxg/3,4');
    expect(await screen.findByRole('article', { name: '阿托伐他汀钙片' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('心脑血管');
    expect(subUrls.at(-1)).toBe('/api/zone/kxzq/goods/xnxg');
    await screen.findByRole('link', { name: '秋季控销专场' });
    expect(adIds.at(-1)).toEqual(['3', '4']);
    await waitFor(() => expect(document.title).toContain('心脑血管'));
  });

  it('/kxzq/goods/{url} without ads does not ask for banners; an unknown key says so', async () => {
    let adCalls = 0;
    server.use(fail('/api/zone/kxzq/goods/nope', 404, '专区不存在'), getListKxzqAdBannersMockHandler(() => (adCalls++, ok([]))));
    renderAt(<KxzqGoodsPage params={{ url: 'nope' }} />, '/kxzq/goods/nope');
    expect(await screen.findByText('该控销专区不存在')).toBeInTheDocument();
    expect(adCalls).toBe(0);
  });
});

describe('活动专区 /yjh', () => {
  const zone = { id: 1, title: '秋冬呼吸道用药专场', banner: '/static/banner/yjh-1.svg', background_color: '#b8231b', start_time: '2026-11-01 00:00:00', end_time: '2099-12-31 23:59:59', timestamp: 1_790_000_000, list: [goods({ name: '连花清瘟胶囊' })], total: 1, page: 1, page_size: 20 };

  it('shows banner, title, goods and a countdown to the end', async () => {
    const paths: string[] = [];
    server.use(getGetActivityZoneMockHandler(({ request }) => (paths.push(new URL(request.url).pathname), ok(zone))));
    renderAt(<YjhPage params={{ id: '1' }} />, '/yjh/1');
    expect(await screen.findByRole('article', { name: '连花清瘟胶囊' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('秋冬呼吸道用药专场');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^距结束/);
    expect(paths).toEqual(['/api/zone/yjh/1']);
    await waitFor(() => expect(document.title).toContain('秋冬呼吸道用药专场'));
  });

  it('a zone that has not started says so in the server\'s words, and stays', async () => {
    server.use(fail('/api/zone/yjh/2', 400, '活动暂未开始，敬请期待'));
    const { loc } = renderAt(<YjhPage params={{ id: '2' }} />, '/yjh/2');
    // The page's loading frame is a status too: the notice takes its place.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('活动暂未开始，敬请期待'));
    expect(loc.history?.at(-1)).toBe('/yjh/2');
  });

  it('a zone refused for another reason says that reason, not that it has not started', async () => {
    server.use(fail('/api/zone/yjh/3', 400, '该活动仅限连锁会员参加'));
    renderAt(<YjhPage params={{ id: '3' }} />, '/yjh/3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('该活动仅限连锁会员参加'));
    expect(screen.queryByText(/未开始/)).toBeNull();
  });

  it('an unknown or ended zone goes to /noActivity', async () => {
    server.use(fail('/api/zone/yjh/9', 404, '活动不存在'));
    const { loc } = renderAt(<YjhPage params={{ id: '9' }} />, '/yjh/9');
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/noActivity'));
  });

  it('without an id goes to /noActivity and asks nothing', async () => {
    let calls = 0;
    server.use(getGetActivityZoneMockHandler(() => (calls++, ok(zone))));
    const { loc } = renderAt(<YjhPage params={{}} />, '/yjh');
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/noActivity'));
    expect(calls).toBe(0);
  });
});

describe('活动中心 /Hdzx and its 大转盘', () => {
  const wheel: DrawActivity = {
    id: 9,
    name: '幸运大转盘',
    image: null,
    start_time: '2026-11-01 00:00:00',
    end_time: '2099-12-31 23:59:59',
    timestamp: 1_790_000_000,
    rule: '每笔订单满 500 元获得 1 次抽奖机会',
    chances: 2,
    chance_rule: '下单满 500 元得 1 次',
    prizes: [
      { id: 1, name: '50元现金券', image: null, position: 0 },
      { id: 2, name: '谢谢参与', image: null, position: 1 },
      { id: 3, name: '满1000减50优惠券', image: null, position: 2 },
      { id: 4, name: '保温杯', image: null, position: 3 },
    ],
  };
  const centre = (id: number) => ({
    tabs: [
      { id: 1, title: '双十一返场', image: null, start_time: '2026-11-01 00:00:00', end_time: '2099-12-31 00:00:00' },
      { id: 2, title: '冬季进补', image: null, start_time: '2026-11-01 00:00:00', end_time: '2099-12-31 00:00:00' },
    ],
    id,
    title: id === 2 ? '冬季进补' : '双十一返场',
    banner: null,
    rule: '活动期间下单即可参与抽奖',
    draw_id: id === 2 ? 9 : null,
    goods: [goods({ name: id === 2 ? '阿胶' : '感冒灵颗粒' })],
  });

  it('shows the tabs of the ids, the selected activity, and a draw shows the prize', async () => {
    const centreParams: URLSearchParams[] = [];
    const draws: string[] = [];
    server.use(
      getGetActivityCentreMockHandler(({ request }) => {
        const sp = new URL(request.url).searchParams;
        centreParams.push(sp);
        return ok(centre(Number(sp.get('id') ?? 1)));
      }),
      getGetDrawActivityMockHandler(ok(wheel)),
      getListNewDrawRecordsMockHandler(ok([{ name: '济南**药房', prize_name: '保温杯', created_at: '2026-11-21 10:00:00' }])),
      getDrawPrizeMockHandler(({ request }) => (draws.push(new URL(request.url).searchParams.get('id') ?? ''), ok({ record_id: 77, is_win: 1, prize_id: 3, prize_name: '满1000减50优惠券', prize_image: null, remarks: '已发放至“我的钱包—优惠券”', position: 2, chances: 1 }))),
    );
    const user = userEvent.setup();
    renderAt(<HdzxPage params={{ ids: '1,2', id: '2' }} />, '/Hdzx/1,2/2');
    expect(await screen.findByRole('article', { name: '阿胶' })).toBeInTheDocument();
    expect(centreParams.at(-1)?.getAll('ids')).toEqual(['1', '2']);
    expect(centreParams.at(-1)?.get('id')).toBe('2');
    const tabs = screen.getByRole('navigation', { name: '活动' });
    expect(within(tabs).getByRole('link', { name: '双十一返场' })).toHaveAttribute('href', '/Hdzx/1,2/1');
    expect(within(tabs).getByRole('link', { name: '冬季进补' })).toHaveAttribute('aria-current', 'page');

    const draw = await screen.findByRole('region', { name: '大转盘抽奖' });
    expect(await within(draw).findByRole('listitem')).toHaveTextContent('恭喜 济南**药房 抽中 保温杯');
    expect(within(draw).getByText(/剩余抽奖次数/)).toHaveTextContent('2');
    await user.click(within(draw).getByRole('button', { name: '抽奖' }));
    expect(await within(draw).findByRole('status')).toHaveTextContent('恭喜您抽中「满1000减50优惠券」');
    expect(draws).toEqual(['9']);
    expect(within(draw).getByText(/剩余抽奖次数/)).toHaveTextContent('1');
  });

  it('a visitor sees the wheel but is asked to log in instead of drawing', async () => {
    server.use(
      getGetActivityCentreMockHandler(ok(centre(2))),
      getGetDrawActivityMockHandler(ok({ ...wheel, chances: null })),
      getListNewDrawRecordsMockHandler(ok([])),
    );
    renderAt(<HdzxPage params={{ ids: '1,2', id: '2' }} />, '/Hdzx/1,2/2', visitorStore());
    const draw = await screen.findByRole('region', { name: '大转盘抽奖' });
    expect(await within(draw).findByRole('button', { name: '抽奖' })).toBeDisabled();
    expect(within(draw).getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  it('no running activity among the ids goes to /noActivity', async () => {
    server.use(fail('/api/zone/hdzx', 404, '活动不存在'));
    const { loc } = renderAt(<HdzxPage params={{ ids: '5' }} />, '/Hdzx/5');
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/noActivity'));
  });
});

describe('满额返红包 /hb', () => {
  it('shows the tiers floored to 2 decimals, the rule and the goods', async () => {
    server.use(
      getGetCashbackZoneMockHandler(
        ok({ title: '满额返红包', start_time: '2026-11-01 00:00:00', end_time: '2099-12-31 23:59:59', rule: '订单完成后红包自动发放', tiers: [{ amount: '2000.00', cashback: '60.00' }, { amount: '5000.00', cashback: '200.009' }], list: [goods({ name: '维生素C片' })], total: 1, page: 1, page_size: 20 }),
      ),
    );
    renderAt(<HbPage />, '/hb');
    const tiers = await screen.findByRole('list', { name: '返红包档位' });
    const items = within(tiers).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('订单满 ¥2000.00');
    expect(items[1]).toHaveTextContent('返 ¥200.00');
    expect(screen.getByText('订单完成后红包自动发放')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '维生素C片' })).toBeInTheDocument();
  });

  it('no running cashback activity goes to /noActivity', async () => {
    server.use(fail('/api/zone/hb', 404, '活动不存在'));
    const { loc } = renderAt(<HbPage />, '/hb');
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/noActivity'));
  });
});

describe('领券中心 /lqzx', () => {
  const coupon = (over: Partial<CouponOffer>): CouponOffer => ({
    id: 1,
    name: '满1000减50',
    amount: '50.00',
    min_amount: '1000.00',
    scope: '全场通用',
    start_time: '2026-11-01 00:00:00',
    end_time: '2026-12-31 23:59:59',
    total: 1000,
    received_percent: 40,
    is_received: 0,
    is_sold_out: 0,
    ...over,
  });

  it('a receive button per coupon; receiving toasts 领取成功 and marks it received; held and sold-out ones cannot be pressed', async () => {
    let received = false;
    const posted: string[] = [];
    server.use(
      getListCenterCouponsMockHandler(() =>
        ok({ list: [coupon({ id: 5, is_received: received ? 1 : 0 }), coupon({ id: 6, name: '无门槛10元', amount: '10.00', min_amount: '0.00', is_received: 1 }), coupon({ id: 7, name: '满500减20', is_sold_out: 1, received_percent: 100 })], total: 3, page: 1, page_size: 12 }),
      ),
      getReceiveCouponMockHandler(({ request }) => ((received = true), posted.push(new URL(request.url).pathname), ok({ user_coupon_id: 900, end_time: '2026-12-31 23:59:59' }))),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<LqzxPage />, '/lqzx');
    const first = await screen.findByRole('listitem', { name: '满1000减50' });
    expect(within(screen.getByRole('listitem', { name: '无门槛10元' })).getByRole('button', { name: '已领取' })).toBeDisabled();
    expect(within(screen.getByRole('listitem', { name: '无门槛10元' })).getByText('无门槛')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '满500减20' })).getByRole('button', { name: '已领完' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: '立即领取' }));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toContain('领取成功'));
    expect(posted).toEqual(['/api/coupon/5/receive']);
    expect(await within(first).findByRole('button', { name: '已领取' })).toBeDisabled();
  });
});

describe('pure helpers', () => {
  it('wheelRotation always brings the drawn slot under the pointer after at least five more turns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.nat(), fc.integer({ min: 0, max: 1_000_000 }), (slots, pos, from) => {
        const position = pos % slots;
        const r = wheelRotation(from, position, slots);
        const step = 360 / slots;
        const landed = (((r + position * step) % 360) + 360) % 360;
        expect(Math.min(landed, 360 - landed)).toBeLessThan(1e-6);
        expect(r - from).toBeGreaterThanOrEqual(5 * 360);
      }),
    );
  });

  it('parseIds keeps positive integer ids, once each, from commas (also encoded or full-width)', () => {
    expect(parseIds('3,4')).toEqual([3, 4]);
    expect(parseIds('3%2C4，4')).toEqual([3, 4]);
    expect(parseIds('x,0,-1,7')).toEqual([7]);
    expect(parseIds(undefined)).toEqual([]);
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 1e9 })), (ids) => {
      expect(parseIds(ids.join(','))).toEqual([...new Set(ids)]);
    }));
  });

  it('couponState: received wins over sold out; only an open coupon can be received', () => {
    expect(couponState({ is_received: 0, is_sold_out: 0 })).toEqual({ text: '立即领取', can: true });
    expect(couponState({ is_received: 1, is_sold_out: 1 })).toEqual({ text: '已领取', can: false });
    expect(couponState({ is_received: 0, is_sold_out: 1 })).toEqual({ text: '已领完', can: false });
  });
});
