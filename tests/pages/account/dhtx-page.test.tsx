/**
 * /dhtx (到货提醒) against the demo API on a clock the test moves: the buyer's reminders by kind and status, with their
 * goods, quantity or target, status and time; 取消提醒; pages in the address; the empty, failed and malformed states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listGoods } from '@generated/endpoints/goods/goods';
import { createReminder, listReminders } from '@generated/endpoints/reminder/reminder';
import type { Goods } from '@generated/models';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { morningAfter } from '@/domain/reminders';
import { setHttpEffects } from '@/lib/http';
import DhtxPage from '@/pages/account/dhtx-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

const START = Date.parse('2026-11-22T02:00:00Z');

/** A demo API behind MSW with a clock of the test's, kangning logged in. */
async function kangning() {
  let t = START;
  const api = createDemoApi({ goodsCount: 60, now: () => new Date(t), log: () => {} });
  server.use(...demoMswHandlers(api));
  setHttpEffects({ toast: () => {}, alert: () => Promise.resolve(), redirect: () => {}, currentPath: () => '/dhtx' });
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  const goods = (await listGoods({ page: 1, page_size: 100 })).data.list;
  return { goods, advance: (ms: number) => void (t += ms) };
}

const title = (g: Pick<Goods, 'name' | 'trade_name'>) => (g.trade_name && g.trade_name !== g.name ? `${g.name}（${g.trade_name}）` : g.name);
const items = () => within(screen.getByTestId('reminders')).getAllByRole('listitem');

function dataPage(list: unknown[], total = list.length) {
  return HttpResponse.json({ code: 10000, msg: '操作成功', data: { total, page: 1, page_size: 20, list } });
}

describe('到货提醒 (/dhtx)', () => {
  it('lists both kinds with their goods, quantity or target, status and times; a fired one says when and leads to buying', async () => {
    const { goods, advance } = await kangning();
    const out = goods.find((g) => g.number === 0 && g.price !== null)!;
    const watched = goods.find((g) => g.number > g.zbz && g.price !== null && g.id !== out.id)!;
    await createReminder({ goods_id: out.id, type: 1, number: out.zbz * 2 });
    await createReminder({ goods_id: watched.id, type: 2 });
    advance(morningAfter(START) - START + 60_000);
    const third = goods.find((g) => g.number > 0 && g.number < 99_999 && g.id !== watched.id && g.id !== out.id)!;
    await createReminder({ goods_id: third.id, type: 1, number: 99_999 });

    renderWithApp(<DhtxPage />, { path: '/dhtx' });
    expect(await screen.findByRole('heading', { level: 1, name: '到货提醒' })).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(3));
    const [waiting, ...fired] = items();
    // Newest first: the one made after the morning waits.
    expect(waiting).toHaveTextContent(title(third));
    expect(waiting).toHaveTextContent('等待中');
    expect(waiting).toHaveTextContent('期望数量 99999');
    expect(within(waiting!).getByRole('button', { name: `取消提醒：${title(third)}` })).toBeInTheDocument();

    const arrival = fired.find((li) => li.textContent?.includes(title(out)))!;
    expect(arrival).toHaveTextContent('已到货');
    expect(arrival).toHaveTextContent(`期望数量 ${out.zbz * 2}`);
    expect(arrival).toHaveTextContent(/到货于 2026-11-23 06:00:00/);
    expect(within(arrival).getByRole('link', { name: title(out) })).toHaveAttribute('href', `/list/info/${out.id}`);
    expect(within(arrival).getByRole('link', { name: `去采购：${title(out)}` })).toBeInTheDocument();
    expect(within(arrival).queryByRole('button', { name: /^取消提醒/ })).toBeNull();

    const drop = fired.find((li) => li.textContent?.includes(title(watched)))!;
    expect(drop).toHaveTextContent('已降价');
    expect(drop).toHaveTextContent('任意降价');
    expect(drop).toHaveTextContent(`订阅时 ¥${watched.price}`);
    expect(drop).toHaveTextContent(/降价于 2026-11-23 06:00:00/);
  });

  it('filters by kind (tabs) and status, both kept in the address', async () => {
    const { goods } = await kangning();
    const out = goods.find((g) => g.number === 0)!;
    const watched = goods.find((g) => g.number > g.zbz && g.price !== null)!;
    await createReminder({ goods_id: out.id, type: 1 });
    await createReminder({ goods_id: watched.id, type: 2 });
    const ue = userEvent.setup();
    const { location } = renderWithApp(<DhtxPage />, { path: '/dhtx' });
    await waitFor(() => expect(items()).toHaveLength(2));
    await ue.click(screen.getByRole('tab', { name: '降价提醒' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent(title(watched));
    expect(screen.getByRole('tab', { name: '降价提醒' })).toHaveAttribute('aria-selected', 'true');
    expect(location.history?.at(-1)).toBe('/dhtx?type=2');
    await ue.selectOptions(screen.getByRole('combobox', { name: '状态' }), '3');
    expect(await screen.findByText('没有符合条件的提醒。')).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/dhtx?type=2&status=3');
  });

  it('opens on the kind, status and page of its address', async () => {
    const { goods } = await kangning();
    const short = goods.filter((g) => g.number < 99_999).slice(0, 21);
    expect(short).toHaveLength(21);
    for (const g of short) await createReminder({ goods_id: g.id, type: 1, number: 99_999 });
    renderWithApp(<DhtxPage />, { path: '/dhtx?type=1&status=0&page=2' });
    await waitFor(() => expect(items()).toHaveLength(1));
    // The oldest is last: on page 2.
    expect(items()[0]).toHaveTextContent(title(short[0]!));
    expect(screen.getByRole('navigation', { name: '提醒分页' })).toHaveTextContent('第 2 / 2 页，共 21 条');
    expect(screen.getByRole('tab', { name: '到货提醒' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: '状态' })).toHaveValue('0');
  });

  it('cancels a waiting reminder', async () => {
    const { goods } = await kangning();
    const out = goods.find((g) => g.number === 0)!;
    const made = await createReminder({ goods_id: out.id, type: 1 });
    const ue = userEvent.setup();
    const { store } = renderWithApp(<DhtxPage />, { path: '/dhtx' });
    await ue.click(await screen.findByRole('button', { name: `取消提醒：${title(out)}` }));
    await waitFor(() => expect(items()[0]).toHaveTextContent('已取消'));
    expect(screen.queryByRole('button', { name: /^取消提醒/ })).toBeNull();
    expect(store.ui.toasts.map((t) => t.text)).toContain('已取消提醒');
    expect((await listReminders({ page: 1 })).data.list[0]).toMatchObject({ id: made.data.id, status: 3 });
  });

  it('says when there is none yet, and leads to the catalogue', async () => {
    await kangning();
    renderWithApp(<DhtxPage />, { path: '/dhtx' });
    expect(await screen.findByText(/还没有提醒/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/list');
  });

  it('says a failed load and loads again', async () => {
    await kangning();
    let fail = true;
    server.use(
      http.get(/\/api\/reminder$/, () =>
        fail ? HttpResponse.json({ code: 500, msg: '系统繁忙', data: null }, { status: 500 }) : dataPage([]),
      ),
    );
    const ue = userEvent.setup();
    renderWithApp(<DhtxPage />, { path: '/dhtx' });
    expect(await screen.findByRole('alert')).toHaveTextContent('提醒加载失败，请稍后重试。');
    fail = false;
    await ue.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText(/还没有提醒/)).toBeInTheDocument();
  });

  it('does not break on a malformed answer: a page that is not one fails, reminders that cannot be drawn are left out', async () => {
    await kangning();
    const good = {
      id: 7,
      type: 2,
      status: 0,
      goods_id: 1001,
      name: '阿莫西林胶囊',
      trade_name: { x: 1 },
      ypgg: 12,
      sccj: null,
      image: null,
      number: null,
      target_price: '11.999',
      price_then: { yuan: 12 },
      created_at: '昨天',
      fired_at: 'soon',
    };
    let body: Record<string, unknown> = { code: 10000, msg: '', data: { list: 'none', total: 'many' } };
    server.use(http.get(/\/api\/reminder$/, () => HttpResponse.json(body)));
    const ue = userEvent.setup();
    const { unmount } = renderWithApp(<DhtxPage />, { path: '/dhtx' });
    expect(await screen.findByRole('alert')).toHaveTextContent('提醒列表有误，请稍后重试。');
    unmount();

    body = { code: 10000, msg: '', data: { total: 'x', list: [null, 5, 'a', { id: 'x', type: 1, goods_id: 1, name: '坏的' }, { id: 9, type: 3, goods_id: 1, name: '坏的' }, good] } };
    renderWithApp(<DhtxPage />, { path: '/dhtx' });
    await waitFor(() => expect(items()).toHaveLength(1));
    const item = items()[0]!;
    expect(item).toHaveTextContent('阿莫西林胶囊');
    expect(item).toHaveTextContent('目标价 ¥11.99'); // floored, never rounded up
    expect(item).not.toHaveTextContent('[object Object]');
    expect(item).not.toHaveTextContent('订阅于');
    expect(document.body).not.toHaveTextContent('坏的');
    expect(document.body).not.toHaveTextContent(/NaN|undefined/);
    // The page still works: the tabs answer.
    await ue.click(screen.getByRole('tab', { name: '到货提醒' }));
    expect(screen.getByRole('tab', { name: '到货提醒' })).toHaveAttribute('aria-selected', 'true');
  });
});
