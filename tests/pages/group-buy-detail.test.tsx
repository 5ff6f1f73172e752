/** /list/info-pt/{id}: the group-buy variant of the detail shows the running group buy and joins it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import GroupBuyDetailPage from '@/pages/goods-detail/group-buy-detail-page';
import GoodsDetailPage from '@/pages/goods-detail/goods-detail-page';
import { memberStore } from '../features/catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

describe('group-buy detail against the demo API', () => {
  it('shows the group price, progress and countdown, and 立即参团 adds a group-buy cart line', async () => {
    const api = createDemoApi({ goodsCount: 500 });
    server.use(...demoMswHandlers(api));
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const gb = api.db.catalogue.groupBuys.find((g) => g.startAt <= Date.now() && g.endAt > Date.now())!;
    const goods = api.db.catalogue.goodsById.get(gb.goodsId)!;
    const before = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    const loc = memoryLocation({ path: `/list/info-pt/${goods.id}` });
    const { store } = renderWithApp(
      <Router hook={loc.hook}>
        <GroupBuyDetailPage params={{ id: String(goods.id) }} />
      </Router>,
      { store: memberStore() },
    );
    const panel = await screen.findByRole('region', { name: '拼团' });
    expect(within(panel).getByText(/拼团价/)).toBeInTheDocument();
    expect(within(panel).getByText(new RegExp(`${gb.minPeople}人成团`))).toBeInTheDocument();
    expect(within(panel).getByText(/距结束/)).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: '立即参团' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toBeInTheDocument());
    const after = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    const added = after.filter((l) => !before.some((b) => b.id === l.id));
    expect(added.map((l) => l.type)).toEqual([2]);
    expect(store.cart.count).toBe(after.length);
  });

  it('the plain detail has no group-buy panel', async () => {
    const api = createDemoApi({ goodsCount: 500 });
    server.use(...demoMswHandlers(api));
    const goods = api.db.catalogue.goods[0]!;
    const loc = memoryLocation({ path: `/list/info/${goods.id}` });
    renderWithApp(
      <Router hook={loc.hook}>
        <GoodsDetailPage params={{ id: String(goods.id) }} />
      </Router>,
      { store: memberStore() },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: '拼团' })).toBeNull();
  });
});
