/** /kjcg 快捷采购 against the demo API: the goods bought before, the buy-block reason before any click, the keyboard, and one request for several goods. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { listFastBuy } from '@generated/endpoints/user/user';
import KjcgPage from '@/pages/self-service/kjcg-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { setHttpEffects } from '@/lib/http';
import { countRequests } from '../account/account-fixtures';

/** The demo API (its default catalogue, so kangning's history is all there) behind MSW; the transport's effects recorded. */
function startDemo() {
  const api = createDemoApi();
  server.use(...demoMswHandlers(api));
  const seen = { toasts: [] as string[], alerts: [] as string[] };
  setHttpEffects({
    toast: (t) => void seen.toasts.push(t),
    alert: (_title, t) => {
      seen.alerts.push(t);
      return Promise.resolve();
    },
    redirect: () => undefined,
    currentPath: () => '/kjcg',
  });
  return { api, seen };
}

async function kangning() {
  const demo = startDemo();
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  return demo;
}

const table = () => screen.findByRole('table', { name: '常购商品' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('快捷采购', () => {
  it('lists the goods bought before as the API answers them, most frequent first on request', async () => {
    await kangning();
    const recent = await listFastBuy({ page: 1, page_size: 20, order: 'recent' });
    const ue = userEvent.setup();
    const r = renderWithApp(<KjcgPage />, { path: '/kjcg' });
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(recent.data.list.length);
    expect(rows[0]).toHaveTextContent(recent.data.list[0]!.name);
    await ue.click(screen.getByRole('button', { name: '购买最多' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/kjcg?order=frequent'));
    const frequent = await listFastBuy({ page: 1, page_size: 20, order: 'frequent' });
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: '常购商品' }))[0]).toHaveTextContent(frequent.data.list[0]!.name));
  });

  it('shows why a goods cannot be bought instead of its quantity box, before any click', async () => {
    const { api } = await kangning();
    const first = (await listFastBuy({ page: 1, page_size: 20 })).data.list[0]!;
    const goods = api.db.catalogue.goodsById.get(first.id)!;
    for (const s of goods.stocks) api.db.inventory.stock[s.goodsPriceId] = 0;
    renderWithApp(<KjcgPage />, { path: '/kjcg' });
    const row = bodyRows(await table())[0]!;
    expect(within(row).getByRole('note')).toHaveTextContent('暂无库存');
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
  });

  it('Enter corrects the quantity to the 中包装, selects the row and moves to the next; one request adds every selected goods', async () => {
    await kangning();
    const ue = userEvent.setup();
    const list = (await listFastBuy({ page: 1, page_size: 20 })).data.list.filter((x) => x.is_buy === 1 && x.number >= (x.zbz ?? 1) * 3);
    renderWithApp(<KjcgPage />, { path: '/kjcg' });
    const t = await table();
    const [a, b, c] = list;
    const rowOf = (id: number) => t.querySelector<HTMLElement>(`tr[data-goods-id="${id}"]`)!;
    const box = within(rowOf(a!.id)).getByRole('textbox');
    await ue.clear(box);
    await ue.type(box, `${(a!.zbz ?? 1) + 1}{Enter}`);
    expect(box).toHaveValue(String((a!.zbz ?? 1) * 2));
    expect(within(rowOf(a!.id)).getByRole('checkbox')).toBeChecked();
    expect(document.activeElement?.closest('tr')).not.toBe(rowOf(a!.id));
    await ue.click(within(rowOf(b!.id)).getByRole('checkbox'));
    await ue.click(within(rowOf(c!.id)).getByRole('checkbox'));
    expect(screen.getByTestId('kjcg-selected')).toHaveTextContent('已选 3 种');
    const requests = countRequests();
    await ue.dblClick(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(screen.getByTestId('kjcg-selected')).toHaveTextContent('已选 0 种'));
    expect(requests.of('POST /api/cart')).toBe(1);
    requests.stop();
    const cart = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    const number = (id: number) => cart.find((l) => l.goods.id === id)?.number;
    expect(number(a!.id)).toBeGreaterThanOrEqual((a!.zbz ?? 1) * 2);
    expect(number(b!.id)).toBeGreaterThanOrEqual(b!.zbz ?? 1);
    expect(number(c!.id)).toBeGreaterThanOrEqual(c!.zbz ?? 1);
  });

  it('keeps working when the list answer is malformed: a failure to load, not an empty list', async () => {
    await kangning();
    server.use(http.get('*/api/user/fast_buy', () => HttpResponse.json({ code: 10000, msg: '操作成功', data: { total: 3, page: 1, page_size: 20, list: 'oops' } })));
    renderWithApp(<KjcgPage />, { path: '/kjcg' });
    expect(await screen.findByRole('alert')).toHaveTextContent('常购清单加载失败，请稍后重试。');
    expect(screen.queryByText(/您还没有采购记录/)).toBeNull();
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeDisabled();
  });

  it('says the list failed to load and offers to reload', async () => {
    await kangning();
    server.use(http.get('*/api/user/fast_buy', () => HttpResponse.error()));
    renderWithApp(<KjcgPage />, { path: '/kjcg' });
    expect(await screen.findByText('常购清单加载失败，请稍后重试。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
  });
});
