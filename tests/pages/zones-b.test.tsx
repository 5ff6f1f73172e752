/** Zone pages over their APIs, second batch: templates, 医药汇, 组合购, 拼团, 积分商城 and the activity redirect pages. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getBuyCombinationMockHandler, getListCombinationsMockHandler, getListGroupBuysMockHandler } from '@generated/endpoints/activity/activity.msw';
import { getListAddressesMockHandler } from '@generated/endpoints/address/address.msw';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { getExchangePointsGoodsMockHandler, getListPointsGoodsMockHandler } from '@generated/endpoints/points/points.msw';
import { getGetYyhHubMockHandler, getGetZoneTemplateMockHandler, getListYyhGoodsMockHandler } from '@generated/endpoints/zone/zone.msw';
import type { Combination, GroupBuy, PointsGoods } from '@generated/models';
import { activityTarget } from '@/features/catalogue/activities/activity-target';
import { maxSets } from '@/features/catalogue/combinations/combinations';
import { clampCount } from '@/features/catalogue/buy-controls/count-box';
import { maxExchange } from '@/features/catalogue/points-mall/points-mall';
import { resolvePath } from '@/lib/routes';
import type { RootStore } from '@/stores';
import HdmbPage from '@/pages/zones/hdmb-page';
import JfscPage from '@/pages/zones/jfsc-page';
import LoadingActivityPage from '@/pages/zones/loading-activity-page';
import NoActivityPage from '@/pages/zones/no-activity-page';
import PtzqPage from '@/pages/zones/ptzq-page';
import YyhListPage from '@/pages/zones/yyh-list-page';
import YyhPage from '@/pages/zones/yyh-page';
import ZhzqPage from '@/pages/zones/zhzq-page';
import ZqmbPage from '@/pages/zones/zqmb-page';
import { formBody, goods, memberStore, ok, visitorStore } from '../features/catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function renderAt(ui: ReactElement, path: string, store: RootStore = memberStore()) {
  const loc = memoryLocation({ path, record: true });
  return { ...renderWithApp(<Router hook={loc.hook} searchHook={loc.searchHook}>{ui}</Router>, { store }), loc };
}

const template = (over: Record<string, unknown> = {}) => ({
  id: 3,
  type: 'hdmb' as const,
  title: '冬季进补节',
  banner: '/static/banner/template-3.svg',
  background_color: '#b8231b',
  sections: [
    { title: '热销推荐', image: null, more_url: '/mrtj', goods: [goods({ id: 1101, name: '阿胶补血口服液' })] },
    { title: '超值特价', image: null, more_url: null, goods: [goods({ id: 1102, name: '六味地黄丸' })] },
  ],
  ...over,
});

describe('activityTarget', () => {
  it('maps the activity link to its page, ids checked', () => {
    expect(activityTarget({ url: 'zqmb', url1: '7' })).toBe('/zqmb?id=7');
    expect(activityTarget({ url: 'HDMB', url1: '3' })).toBe('/hdmb?id=3');
    expect(activityTarget({ url: 'yjh', url1: '12' })).toBe('/yjh/12');
    expect(activityTarget({ url: 'Hdzx', url1: '21,22', url2: '22' })).toBe('/Hdzx/21%2C22/22');
    expect(activityTarget({ url: 'yyh', url1: '2' })).toBe('/yyh/list?section_id=2');
    expect(activityTarget({ url: 'pt', url1: '1004' })).toBe('/list/info-pt/1004');
    expect(activityTarget({ url: 'ptzq' })).toBe('/ptzq');
    expect(activityTarget({ url: 'zqmb' })).toBe('/noActivity');
    expect(activityTarget({ url: 'zqmb', url1: '0' })).toBe('/noActivity');
    expect(activityTarget({ url: 'spring', url1: '2' })).toBe('/noActivity');
    expect(activityTarget({})).toBe('/noActivity');
  });

  it('always leads to a route of the table, never to 404 (property)', () => {
    const part = fc.option(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('zqmb', 'hdmb', 'yjh', 'hdzx', 'yyh', 'ppzq', 'pt', 'goods', 'jfsc', '1', '21,22', '-3', '1e3')), { nil: undefined });
    fc.assert(
      fc.property(part, part, part, (url, url1, url2) => {
        const to = activityTarget({ url, url1, url2 });
        const resolved = resolvePath(to.split('?')[0]!);
        expect(resolved.kind).not.toBe('unknown');
        if (resolved.kind === 'page') expect(resolved.route.name).not.toBe('notFound');
      }),
    );
  });
});

describe('limits', () => {
  it('clampCount settles any typed text on a whole number in 1..max', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: -5, max: 200 }), (raw, max) => {
        const n = clampCount(raw, max);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(Math.max(1, max));
      }),
    );
    expect(clampCount('12', 5)).toBe(5);
    expect(clampCount('3.7', 5)).toBe(3);
    expect(clampCount('', 5)).toBe(1);
  });

  it('maxSets is the stock capped by the per-buyer limit', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(50), (number, limit) => {
        const m = maxSets({ number, limit_number: limit } as Combination);
        expect(m).toBeLessThanOrEqual(number);
        if (limit > 0) expect(m).toBeLessThanOrEqual(limit);
        expect(m).toBe(limit > 0 ? Math.min(number, limit) : number);
      }),
    );
  });

  it('maxExchange never asks for more than stock, 99 or what the points pay for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(500), fc.option(fc.nat(100000), { nil: null }), (points, stock, mine) => {
        const m = maxExchange({ points, stock } as PointsGoods, mine);
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual(Math.min(stock, 99));
        if (mine !== null) expect(m * points).toBeLessThanOrEqual(mine);
      }),
    );
  });
});

describe('template pages', () => {
  it('/hdmb?id=3 asks for template 3, shows its sections and takes its title', async () => {
    const seen: string[] = [];
    server.use(getGetZoneTemplateMockHandler(({ request }) => (seen.push(new URL(request.url).pathname), ok(template()))));
    renderAt(<HdmbPage />, '/hdmb?id=3');
    expect(await screen.findByRole('article', { name: '阿胶补血口服液' })).toBeInTheDocument();
    expect(seen).toEqual(['/api/zone/template/3']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('冬季进补节');
    const hot = screen.getByRole('region', { name: '热销推荐' });
    expect(within(hot).getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/mrtj');
    expect(within(screen.getByRole('region', { name: '超值特价' })).queryByRole('link', { name: '查看更多' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('冬季进补节 - 药采平台'));
  });

  it('/zqmb with an unknown template (404) goes to /noActivity; without an id it does not call', async () => {
    let calls = 0;
    server.use(http.get('*/api/zone/template/:id', () => (calls++, HttpResponse.json({ code: 40004, msg: '活动不存在或已结束', data: null }, { status: 404 }))));
    const first = renderAt(<ZqmbPage />, '/zqmb?id=99');
    await waitFor(() => expect(first.loc.history?.at(-1)).toBe('/noActivity'));
    expect(calls).toBe(1);
    first.unmount();
    const second = renderAt(<ZqmbPage />, '/zqmb');
    await waitFor(() => expect(second.loc.history?.at(-1)).toBe('/noActivity'));
    expect(calls).toBe(1);
  });
});

describe('医药汇', () => {
  it('/yyh shows the sections with links to the whole section', async () => {
    server.use(
      getGetYyhHubMockHandler(
        ok({ title: '医药汇 · 诊所一站式采购', banners: [], sections: [{ id: 2, name: '慢病用药', image: null, goods: [goods({ id: 1201, name: '苯磺酸氨氯地平片' })] }] }),
      ),
    );
    renderAt(<YyhPage />, '/yyh');
    const section = await screen.findByRole('region', { name: '慢病用药' });
    expect(within(section).getByRole('article', { name: '苯磺酸氨氯地平片' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '查看更多' })).toHaveAttribute('href', '/yyh/list?section_id=2');
    await waitFor(() => expect(document.title).toBe('医药汇 · 诊所一站式采购 - 药采平台'));
  });

  it('/yyh/list sends the section and the keywords, and keeps the section when searching', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      getGetYyhHubMockHandler(ok({ title: '医药汇', banners: [], sections: [{ id: 2, name: '慢病用药', image: null, goods: [] }] })),
      getListYyhGoodsMockHandler(({ request }) => (seen.push(new URL(request.url).searchParams), ok({ list: [goods({ name: '二甲双胍片' })], total: 1, page: 1, page_size: 20 }))),
    );
    const user = userEvent.setup();
    const { loc } = renderAt(<YyhListPage />, '/yyh/list?section_id=2');
    expect(await screen.findByRole('article', { name: '二甲双胍片' })).toBeInTheDocument();
    expect(seen[0]?.get('section_id')).toBe('2');
    expect(await screen.findByRole('heading', { level: 1, name: '医药汇 · 慢病用药' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '在医药汇中搜索' }), 'ejsg');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(loc.history?.at(-1)).toBe('/yyh/list?section_id=2&keywords=ejsg');
    await waitFor(() => expect(seen.at(-1)?.get('keywords')).toBe('ejsg'));
    expect(seen.at(-1)?.get('section_id')).toBe('2');
  });
});

const combination = (over: Partial<Combination> = {}): Combination => ({
  id: 31,
  name: '感冒组合装',
  image: null,
  price: '45.00',
  base_price: '52.60',
  number: 40,
  limit_number: 5,
  is_buy: 1,
  lines: [
    { number: 2, goods: goods({ id: 1301, name: '连花清瘟胶囊' }) },
    { number: 1, goods: goods({ id: 1302, name: '布洛芬缓释胶囊' }) },
  ],
  ...over,
});

describe('组合购', () => {
  it('/zhzq buys sets: one request with the number, the server message shown, the badge refreshed', async () => {
    const bodies: Record<string, string[]>[] = [];
    const paths: string[] = [];
    server.use(
      getListCombinationsMockHandler(ok({ list: [combination()], total: 1, page: 1, page_size: 10 })),
      getBuyCombinationMockHandler(async ({ request }) => {
        paths.push(new URL(request.url).pathname);
        bodies.push(await formBody(request));
        return { code: 10000 as const, msg: '组合已加入购物车', data: { cart_id: 88, cart: 13 } };
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<ZhzqPage />, '/zhzq');
    const tile = await screen.findByRole('listitem', { name: '感冒组合装' });
    expect(within(tile).getByText('¥45.00')).toBeInTheDocument();
    expect(within(tile).getByText(/每家限购 5 套/)).toBeInTheDocument();
    const box = within(tile).getByRole('spinbutton', { name: '感冒组合装 套数' });
    await user.clear(box);
    await user.type(box, '9');
    await user.tab();
    expect(box).toHaveValue(5);
    await user.clear(box);
    await user.type(box, '2');
    await user.click(within(tile).getByRole('button', { name: '加入购物车' }));
    expect(await within(tile).findByRole('status')).toHaveTextContent('组合已加入购物车');
    expect(paths).toEqual(['/api/combination/31/buy']);
    expect(bodies[0]?.number).toEqual(['2']);
    expect(store.cart.count).toBe(13);
    expect(store.ui.toasts.map((t) => t.text)).toContain('组合已加入购物车');
  });
});

describe('组合购 against the demo API', () => {
  it('buying a combination adds exactly one type-3 cart line and the badge follows the server', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const before = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    const user = userEvent.setup();
    const { store } = renderAt(<ZhzqPage />, '/zhzq');
    const buttons = await screen.findAllByRole('button', { name: '加入购物车' });
    const enabled = buttons.find((b) => !(b as HTMLButtonElement).disabled)!;
    await user.click(enabled);
    await waitFor(() => expect(store.ui.toasts.length).toBeGreaterThan(0));
    const after = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    expect(after.length - before.length).toBe(1);
    const added = after.filter((l) => !before.some((b) => b.id === l.id));
    expect(added.map((l) => l.type)).toEqual([3]);
    expect(store.cart.count).toBe(after.length);
  });
});

const groupBuy = (over: Partial<GroupBuy> = {}): GroupBuy => ({
  id: 51,
  title: '阿莫西林胶囊 10 家成团',
  goods: goods({ id: 1004, name: '阿莫西林胶囊', type: 2 }),
  price: '5.90',
  group_size: 10,
  joined_count: 4,
  limit_number: 0,
  is_success: 0,
  start_time: '2020-01-01 00:00:00',
  end_time: '2099-12-31 23:59:59',
  ...over,
});

describe('拼团专区', () => {
  it('/ptzq links each group buy to its goods page and counts down to the end', async () => {
    server.use(getListGroupBuysMockHandler(ok({ list: [groupBuy()], total: 1, page: 1, page_size: 12 })));
    renderAt(<PtzqPage />, '/ptzq');
    const tile = await screen.findByRole('listitem', { name: '阿莫西林胶囊 10 家成团' });
    expect(within(tile).getByRole('link', { name: '去参团' })).toHaveAttribute('href', '/list/info-pt/1004');
    expect(within(tile).getByText(/还差 6 家/)).toBeInTheDocument();
    expect(within(tile).getByText(/距结束/)).toBeInTheDocument();
  });
});

const pointsGoods = (over: Partial<PointsGoods> = {}): PointsGoods => ({ id: 61, name: '电子体温计', image: '/static/points/61.svg', points: 300, stock: 5, ...over });

describe('积分商城', () => {
  it('a visitor sees 登录后兑换 linking to the login page', async () => {
    server.use(getListPointsGoodsMockHandler(ok({ my_points: null, list: [pointsGoods()], total: 1, page: 1, page_size: 20 })));
    renderAt(<JfscPage />, '/jfsc', visitorStore());
    const tile = await screen.findByRole('listitem', { name: '电子体温计' });
    expect(within(tile).getByRole('link', { name: '登录后兑换' })).toHaveAttribute('href', '/login?redirect=%2Fjfsc');
    expect(within(tile).queryByRole('button')).toBeNull();
  });

  it('a member confirms, then the exchange is sent with the default address', async () => {
    const bodies: Record<string, string[]>[] = [];
    server.use(
      getListPointsGoodsMockHandler(ok({ my_points: 1000, list: [pointsGoods()], total: 1, page: 1, page_size: 20 })),
      getListAddressesMockHandler(
        ok([
          { id: 7, consignee: '李四', phone: '13900000000', province: '河北省', city: '石家庄市', district: '长安区', detail: '中山东路 1 号', is_default: 0 },
          { id: 8, consignee: '张敏', phone: '13800000000', province: '河北省', city: '石家庄市', district: '桥西区', detail: '自强路 8 号', is_default: 1 },
        ]),
      ),
      getExchangePointsGoodsMockHandler(async ({ request }) => {
        bodies.push(await formBody(request));
        return { code: 10000 as const, msg: '兑换成功', data: { id: 4001, order_no: 'JF202611220001', goods_id: 61, goods_name: '电子体温计', image: '/static/points/61.svg', number: 3, points: 900, status: 1, status_text: '待发货', consignee: '张敏', phone: '13800000000', address: '河北省石家庄市桥西区自强路 8 号', created_at: '2026-11-22 10:00:00' } } as never;
      }),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<JfscPage />, '/jfsc');
    const tile = await screen.findByRole('listitem', { name: '电子体温计' });
    expect(screen.getByText('1000')).toBeInTheDocument();
    const box = within(tile).getByRole('spinbutton', { name: '电子体温计 兑换数量' });
    await user.clear(box);
    await user.type(box, '4');
    await user.tab();
    // 1000 points pay for 3 at 300 each
    expect(box).toHaveValue(3);
    await user.click(within(tile).getByRole('button', { name: '立即兑换' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('900 积分');
    expect(dialog).toHaveTextContent('张敏');
    expect(bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确认兑换' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ number: ['3'], address_id: ['8'] });
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text).join()).toContain('JF202611220001'));
  });
});

describe('activity pages', () => {
  it('/loading/activity replaces itself with the activity page or /noActivity', async () => {
    const first = renderAt(<LoadingActivityPage />, '/loading/activity?url=zqmb&url1=2');
    await waitFor(() => expect(first.loc.history?.at(-1)).toBe('/zqmb?id=2'));
    first.unmount();
    const second = renderAt(<LoadingActivityPage />, '/loading/activity?url=spring&url1=2');
    await waitFor(() => expect(second.loc.history?.at(-1)).toBe('/noActivity'));
  });

  it('/noActivity says so and links home; not started says 活动未开始', () => {
    const first = renderAt(<NoActivityPage />, '/noActivity');
    expect(screen.getByRole('heading', { name: '活动不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    first.unmount();
    renderAt(<NoActivityPage />, '/noActivity?reason=not_started');
    expect(screen.getByRole('heading', { name: '活动未开始' })).toBeInTheDocument();
  });
});
