/**
 * 到货提醒 and 降价提醒 on the goods (detail, card, table row, favourites) against the demo API: a member opens the
 * dialog, which asks the quantity in whole 中包装 or an optional target price checked by the shared rule, subscribes
 * and says 到货后将通知您 / 降价后将通知您 with the way to /dhtx; a visitor is led to log in; refusals are said in the
 * dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getGoodsDetail, listGoods } from '@generated/endpoints/goods/goods';
import { listReminders } from '@generated/endpoints/reminder/reminder';
import { getUserBase } from '@generated/endpoints/user/user';
import type { Goods } from '@generated/models';
import { toFen } from '@/domain/money';
import { GoodsDetailView } from '@/features/catalogue/detail/goods-detail-view';
import { GoodsCard } from '@/features/catalogue/goods-card/goods-card';
import { GoodsTable } from '@/features/catalogue/goods-table/goods-table';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from '../../pages/account/account-fixtures';

async function member(): Promise<RootStore> {
  startDemo();
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  const store = new RootStore();
  store.session.setUser((await getUserBase()).data);
  return store;
}

async function everyGoods(): Promise<Goods[]> {
  const res = await listGoods({ page: 1, page_size: 100 });
  return res.data.list;
}

async function soldOut(): Promise<Goods> {
  // A visitor sees no price; a member sees this one's.
  const g = (await everyGoods()).find((x) => x.number === 0 && x.is_hm === 0 && x.is_kx === 0);
  if (!g) throw new Error('the demo has no sold-out goods with a visible price');
  return g;
}

async function inStock(): Promise<Goods> {
  const g = (await everyGoods()).find((x) => x.number >= x.zbz * 5 && x.is_hm === 0 && x.price !== null && x.zbz > 1);
  if (!g) throw new Error('the demo has no goods in stock with a visible price');
  return g;
}

const title = (g: Pick<Goods, 'name' | 'trade_name'>) => (g.trade_name && g.trade_name !== g.name ? `${g.name}（${g.trade_name}）` : g.name);

describe('到货提醒', () => {
  it('on a sold-out goods’ page: one 中包装 by default, steps by 中包装, corrects a typed quantity, subscribes and links to /dhtx', async () => {
    const store = await member();
    const g = await soldOut();
    const ue = userEvent.setup();
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}`, store });
    await ue.click(await screen.findByRole('button', { name: '到货提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '到货提醒' });
    const box = within(dialog).getByRole('textbox', { name: /^期望数量/ });
    expect(box).toHaveValue(String(g.zbz));
    expect(dialog).toHaveTextContent('该商品暂无库存');
    expect(dialog).toHaveTextContent(`按中包装 ${g.zbz}${g.bzdw} 递增`);
    await ue.click(within(dialog).getByRole('button', { name: '增加期望数量' }));
    expect(box).toHaveValue(String(g.zbz * 2));
    await ue.click(within(dialog).getByRole('button', { name: '减少期望数量' }));
    await ue.click(within(dialog).getByRole('button', { name: '减少期望数量' }));
    expect(box).toHaveValue(String(g.zbz));

    await ue.clear(box);
    await ue.type(box, String(g.zbz * 2 + 1));
    // Enter corrects the quantity first (and says so) rather than subscribing to one the buyer did not see.
    await ue.keyboard('{Enter}');
    const corrected = g.zbz === 1 ? g.zbz * 2 + 1 : g.zbz * 3;
    expect(box).toHaveValue(String(corrected));
    expect(within(dialog).getByRole('status')).toHaveTextContent(`已调整为 ${corrected}`);

    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByText('到货后将通知您')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '查看我的提醒' })).toHaveAttribute('href', '/dhtx');
    const mine = (await listReminders({ page: 1 })).data.list;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ goods_id: g.id, type: 1, status: 0, number: corrected });
    await ue.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says the server’s refusal in the dialog (the goods has the stock wanted: 40076)', async () => {
    const store = await member();
    const g = await inStock();
    const ue = userEvent.setup();
    // The page still shows it sold out (an old answer); the server knows better.
    renderWithApp(<GoodsCard goods={{ ...g, number: 0 }} />, { store });
    await ue.click(screen.getByRole('button', { name: `到货提醒：${title(g)} ${g.ypgg}` }));
    const dialog = await screen.findByRole('dialog', { name: '到货提醒' });
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('可直接采购');
    expect(within(dialog).queryByText('到货后将通知您')).toBeNull();
    expect((await listReminders({ page: 1 })).data.total).toBe(0);
  });

  it('shows on sold-out rows of the table only, named by the goods', async () => {
    const store = await member();
    const all = await everyGoods();
    const out = all.filter((x) => x.number === 0).slice(0, 2);
    const plenty = all.filter((x) => x.number >= x.zbz).slice(0, 2);
    expect(out.length).toBeGreaterThan(0);
    renderWithApp(<GoodsTable goods={[...out, ...plenty]} />, { store });
    for (const g of out) expect(screen.getByRole('button', { name: `到货提醒：${title(g)} ${g.ypgg}` })).toBeInTheDocument();
    for (const g of plenty) expect(screen.queryByRole('button', { name: `到货提醒：${title(g)} ${g.ypgg}` })).toBeNull();
  });

  it('asks a visitor to log in instead of opening the dialog', async () => {
    startDemo();
    const g = await soldOut();
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}` });
    const link = await screen.findByRole('link', { name: '登录后订阅到货提醒' });
    expect(link.getAttribute('href')).toMatch(/login/);
    expect(screen.queryByRole('button', { name: '到货提醒' })).toBeNull();
    expect(screen.queryByRole('button', { name: '降价提醒' })).toBeNull();
  });
});

describe('降价提醒', () => {
  it('checks the target price before sending: not a price, not below the current one', async () => {
    const store = await member();
    const g = await inStock();
    const requests = countRequests();
    const ue = userEvent.setup();
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}`, store });
    await ue.click(await screen.findByRole('button', { name: '降价提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '降价提醒' });
    const box = within(dialog).getByRole('textbox', { name: /^目标价/ });
    expect(screen.queryByRole('button', { name: '到货提醒' })).toBeNull(); // in stock: no arrival reminder
    await ue.type(box, 'abc');
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请输入正确的目标价，最多两位小数');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await ue.clear(box);
    await ue.type(box, g.price!);
    await ue.keyboard('{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`目标价须低于当前价 ${g.price} 元`);
    expect(requests.of('POST /api/reminder')).toBe(0);

    const target = ((toFen(g.price!) - 1) / 100).toFixed(2);
    await ue.clear(box);
    await ue.type(box, target);
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByText('降价后将通知您')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`降至 ¥${target} 时`);
    expect(requests.of('POST /api/reminder')).toBe(1);
    requests.stop();
    expect((await listReminders({ page: 1, type: 2 })).data.list[0]).toMatchObject({ goods_id: g.id, target_price: target, price_then: g.price });
  });

  it('without a target, any drop', async () => {
    const store = await member();
    const g = await inStock();
    const ue = userEvent.setup();
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}`, store });
    await ue.click(await screen.findByRole('button', { name: '降价提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '降价提醒' });
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByText('降价后将通知您')).toBeInTheDocument();
    expect((await listReminders({ page: 1 })).data.list[0]).toMatchObject({ goods_id: g.id, type: 2, target_price: null });
  });

  it('says a field refusal of the server at the field, and a failure in the dialog', async () => {
    const store = await member();
    const g = await inStock();
    const ue = userEvent.setup();
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}`, store });
    await ue.click(await screen.findByRole('button', { name: '降价提醒' }));
    const dialog = await screen.findByRole('dialog', { name: '降价提醒' });
    server.use(
      http.post(/\/api\/reminder$/, () =>
        HttpResponse.json({ code: 422, msg: '目标价须低于当前价 1.00 元', data: null, errors: { target_price: ['目标价须低于当前价 1.00 元'] } }, { status: 422 }),
      ),
    );
    await ue.type(within(dialog).getByRole('textbox', { name: /^目标价/ }), '0.50');
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('目标价须低于当前价 1.00 元');
    expect(within(dialog).getByRole('textbox', { name: /^目标价/ })).toHaveAttribute('aria-invalid', 'true');

    server.use(http.post(/\/api\/reminder$/, () => HttpResponse.json({ code: 500, msg: '系统繁忙，请稍候再试', data: null }, { status: 500 })));
    await ue.clear(within(dialog).getByRole('textbox', { name: /^目标价/ }));
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/系统繁忙|订阅失败/);
    expect(within(dialog).getByRole('button', { name: '订阅提醒' })).toBeEnabled();
  });

  it('is not offered where the price is hidden (控销)', async () => {
    const store = await member();
    const g = await inStock();
    const detail = (await getGoodsDetail(g.id)).data;
    server.use(http.get(new RegExp(`/api/goods/detail/${g.id}$`), () => HttpResponse.json({ code: 10000, msg: '操作成功', data: { ...detail, price: null, is_kx: 1 } })));
    renderWithApp(<GoodsDetailView id={g.id} />, { path: `/list/info/${g.id}`, store });
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(detail.name) })).toBeInTheDocument();
    expect(screen.getAllByText('控销').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '降价提醒' })).toBeNull();
  });
});
