/** A cart line whose goods lost its stock offers 到货提醒 for the line's quantity; a line in stock does not. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { addCartLines, listCartLines } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import { listReminders } from '@generated/endpoints/reminder/reminder';
import { getUserBase } from '@generated/endpoints/user/user';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { goodsTitle } from '@/domain/goods-name';
import { CartView } from '@/features/cart/cart-view';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

describe('/cart: a line that lost its stock', () => {
  it('offers 到货提醒 for the quantity in the cart, and subscribes', async () => {
    const api = createDemoApi({ goodsCount: 200, log: () => {} });
    server.use(...demoMswHandlers(api));
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const goods = (await listGoods({ page_size: 60 })).data.list.filter((g) => g.is_buy === 1 && g.is_hm !== 1 && g.number >= g.zbz * 4).slice(0, 2);
    expect(goods).toHaveLength(2);
    await addCartLines({ params: goods.map((g) => ({ id: g.id, number: g.zbz * 2, ck_id: g.ck_id!, goods_price_id: g.goods_price_id! })) });
    // Another buyer took the last units of the first goods' warehouse lines.
    const lost = goods[0]!;
    for (const line of api.db.catalogue.goodsById.get(lost.id)!.stocks) api.db.inventory.stock[line.goodsPriceId] = 0;
    const lines = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    const lostLine = lines.find((l) => l.goods.id === lost.id)!;
    const keptLine = lines.find((l) => l.goods.id === goods[1]!.id)!;

    const store = new RootStore();
    store.session.setUser((await getUserBase()).data);
    const ue = userEvent.setup();
    renderWithApp(<CartView />, { store, path: '/cart' });
    await screen.findByRole('table', { name: '购物车商品' });
    const row = (id: number) => document.querySelector<HTMLElement>(`[data-line-id="${id}"]`)!;
    await waitFor(() => expect(row(lostLine.id)).toHaveTextContent('该商品暂无库存'));
    expect(within(row(keptLine.id)).queryByRole('button', { name: /^到货提醒/ })).toBeNull();
    await ue.click(within(row(lostLine.id)).getByRole('button', { name: `到货提醒：${goodsTitle(lost.name, lost.trade_name)} ${lost.ypgg}` }));
    const dialog = await screen.findByRole('dialog', { name: '到货提醒' });
    expect(within(dialog).getByRole('textbox', { name: /^期望数量/ })).toHaveValue(String(lost.zbz * 2));
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByText('到货后将通知您')).toBeInTheDocument();
    expect((await listReminders({ page: 1 })).data.list[0]).toMatchObject({ goods_id: lost.id, type: 1, number: lost.zbz * 2 });
  });
});
