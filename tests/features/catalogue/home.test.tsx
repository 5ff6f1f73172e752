/** The home page: skeletons of the final size first, then the blocks; the spike sessions and their live countdown. */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetGlobalCommonMockHandler } from '@generated/endpoints/common/common.msw';
import { getListHomeBannersMockHandler, getListHomePostsMockHandler, getListRightBannersMockHandler } from '@generated/endpoints/focus/focus.msw';
import {
  getGetSpikeSessionsMockHandler,
  getListEverydayPriceGoodsMockHandler,
  getListHotGoodsMockHandler,
  getListRecommendedGoodsMockHandler,
} from '@generated/endpoints/goods/goods.msw';
import type { SpikeSession } from '@generated/models';
import { HomeView } from '@/features/catalogue/home/home-view';
import { defaultSession, timedSessions } from '@/features/catalogue/home/spike-phase';
import { parseBeijing } from '@/domain/datetime';
import { COMMON } from '@tests/app/shell-fixtures';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { goods, memberStore, ok } from './fixtures';

const session = (id: number, start: string, end: string, names: string[] = []): SpikeSession => ({
  id,
  title: `${start.slice(11, 16)}场`,
  start_time: start,
  end_time: end,
  goods: names.map((name, i) => ({ ...goods({ id: id * 100 + i, name, price: '20.00' }), spike_price: '9.90', spike_stock: 100, sold: 40, limit_number: 0 })),
});

describe('spike phases', () => {
  const s = [session(1, '2026-11-22 07:00:00', '2026-11-22 11:00:00'), session(2, '2026-11-22 15:00:00', '2026-11-22 19:00:00')];
  const at = (t: string) => parseBeijing(t).getTime();

  it('shows the running session, else the next, else the last', () => {
    expect(defaultSession(timedSessions(s, at('2026-11-22 08:00:00')))?.session.id).toBe(1);
    expect(defaultSession(timedSessions(s, at('2026-11-22 12:00:00')))?.session.id).toBe(2);
    expect(defaultSession(timedSessions(s, at('2026-11-22 20:00:00')))?.session.id).toBe(2);
    expect(timedSessions(s, at('2026-11-22 12:00:00')).map((x) => x.phase)).toEqual(['ended', 'upcoming']);
  });

  it('leaves out sessions with unreadable or inverted times', () => {
    expect(timedSessions([session(3, 'soon', '2026-11-22 11:00:00'), session(4, '2026-11-22 11:00:00', '2026-11-22 10:00:00')], 0)).toEqual([]);
  });
});

describe('HomeView', () => {
  it('shows skeletons first, then banners, floors, news and brands; the spike counts down on the server clock', async () => {
    const store = memberStore();
    const now = parseBeijing('2026-11-22 10:59:50').getTime();
    store.session.syncServerTime(now / 1000);
    server.use(
      getGetGlobalCommonMockHandler(ok({ ...COMMON, timestamp: now / 1000, brand: [{ id: 7, name: '鱼跃', logo: null }] })),
      getListHomeBannersMockHandler(ok([{ id: 1, title: '秋冬呼吸道用药专场', url: '/yjh/1', image: '/static/banner/home-1.svg' }])),
      getListRightBannersMockHandler(ok([{ id: 10, title: '新人专享券', url: '/lqzx', image: '/static/banner/right-1.svg' }])),
      getListHomePostsMockHandler(ok([{ id: 12, title: '国家医保局发布2026年国家医保药品目录调整工作方案', type: 'hy', created_at: '2026-11-21 09:00:00' }])),
      getGetSpikeSessionsMockHandler(ok({ timestamp: now / 1000, sessions: [session(1, '2026-11-22 07:00:00', '2026-11-22 11:00:00', ['格列美脲片'])] })),
      getListEverydayPriceGoodsMockHandler(ok([goods({ id: 1155, name: '小柴胡颗粒' })])),
      getListRecommendedGoodsMockHandler(ok([goods({ id: 1115, name: '格列美脲片（推荐）' })])),
      getListHotGoodsMockHandler(ok([goods({ id: 1335, name: '碘伏消毒液' })])),
    );
    renderWithApp(<HomeView zones={[{ text: '药品列表', note: '全部在售药品', to: '/list' }]} />, { store });
    expect(screen.getAllByText(/加载中/).length).toBeGreaterThan(3);

    expect(await screen.findByRole('article', { name: '小柴胡颗粒' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '碘伏消毒液' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '国家医保局发布2026年国家医保药品目录调整工作方案' })).toHaveAttribute('href', '/news/info/12/hy');
    expect(await screen.findByRole('link', { name: '鱼跃' })).toHaveAttribute('href', '/ppzq/info/7');
    expect(screen.getByRole('link', { name: '药品列表 全部在售药品' })).toHaveAttribute('href', '/list');

    const spike = (await screen.findByRole('heading', { name: '限时秒杀' })).closest('section') as HTMLElement;
    const card = await within(spike).findByRole('article', { name: '格列美脲片' });
    expect(within(card).getByText('¥9.90')).toBeInTheDocument();
    expect(within(spike).getByText('已抢 40%')).toBeInTheDocument();
    expect(within(spike).getByRole('timer')).toHaveAccessibleName('距结束 0小时0分10秒');
    act(() => store.session.tick(Date.now() + 3000));
    expect(within(spike).getByRole('timer').getAttribute('aria-label')).toMatch(/^距结束 0小时0分\d秒$/);
  });

  it('says once at the top when its calls fail, keeps every block in place, and asks again on 重新加载', async () => {
    let down = true;
    server.use(
      http.get('*/api/*', () => (down ? HttpResponse.error() : undefined)),
      getGetGlobalCommonMockHandler(ok({ ...COMMON, brand: [{ id: 7, name: '鱼跃', logo: null }] })),
      getListHomeBannersMockHandler(ok([])),
      getListRightBannersMockHandler(ok([])),
      getListHomePostsMockHandler(ok([{ id: 12, title: '药采平台郑州航空港仓正式启用', type: 'company', created_at: '2026-11-21 09:00:00' }])),
      getGetSpikeSessionsMockHandler(ok({ timestamp: Date.now() / 1000, sessions: [] })),
      getListEverydayPriceGoodsMockHandler(ok([goods({ id: 1155, name: '小柴胡颗粒' })])),
      getListRecommendedGoodsMockHandler(ok([])),
      getListHotGoodsMockHandler(ok([])),
    );
    renderWithApp(<HomeView zones={[]} />, { store: memberStore() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('首页内容没有加载出来。');
    expect(alert).toHaveTextContent('网络连接失败，请检查网络后重试');
    // Nothing failed stays marked as loading.
    expect(screen.queryAllByText(/加载中/)).toEqual([]);

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('article', { name: '小柴胡颗粒' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '药采平台郑州航空港仓正式启用' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
