/** /star against the demo API: favourites paged, cancel one or several after confirming, add to the cart from here. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { cancelFavorites, listFavorites } from '@generated/endpoints/favorite/favorite';
import { listReminders } from '@generated/endpoints/reminder/reminder';
import { getUserBase } from '@generated/endpoints/user/user';
import { goodsTitle } from '@/domain/goods-name';
import { RootStore } from '@/stores';
import StarPage from '@/pages/self-service/star-page';
import { renderWithApp } from '@tests/render';
import { countRequests, startDemo } from '../account/account-fixtures';

async function asMember(username: string) {
  startDemo();
  await loginByPassword({ username, password: 'Demo2026' });
}

const items = () => within(screen.getByTestId('favourites')).getAllByRole('listitem');

describe('我的收藏', () => {
  it('lists the favourites the API answers, each with its buy controls or the reason it cannot be bought', async () => {
    await asMember('kangning');
    const fav = await listFavorites({ page: 1 });
    renderWithApp(<StarPage />, { path: '/star' });
    await screen.findByTestId('favourites');
    expect(items()).toHaveLength(fav.data.list.length);
    for (const [i, g] of fav.data.list.entries()) {
      const item = items()[i]!;
      expect(item).toHaveTextContent(g.name);
      if (g.is_buy === 1 && g.number > 0) expect(within(item).getByRole('button', { name: '加入购物车' })).toBeInTheDocument();
      else expect(within(item).queryByRole('button', { name: '加入购物车' })).toBeNull();
    }
  });

  it('cancels one only after confirming; 再想想 keeps it', async () => {
    await asMember('kangning');
    const before = (await listFavorites({ page: 1 })).data.list;
    const ue = userEvent.setup();
    renderWithApp(<StarPage />, { path: '/star' });
    await screen.findByTestId('favourites');
    const first = before[0]!;
    await ue.click(within(items()[0]!).getByRole('button', { name: `取消收藏 ${first.name} ${first.ypgg}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`确定取消收藏「${first.name}」吗？`);
    await ue.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect((await listFavorites({ page: 1 })).data.list).toHaveLength(before.length);
    await ue.click(within(items()[0]!).getByRole('button', { name: `取消收藏 ${first.name} ${first.ypgg}` }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(items()).toHaveLength(before.length - 1));
    expect((await listFavorites({ page: 1 })).data.list.map((g) => g.id)).not.toContain(first.id);
  });

  it('cancels the selected ones in one call', async () => {
    await asMember('kangning');
    const before = (await listFavorites({ page: 1 })).data.list;
    const requests = countRequests();
    const ue = userEvent.setup();
    renderWithApp(<StarPage />, { path: '/star' });
    await screen.findByTestId('favourites');
    const bulk = screen.getByRole('button', { name: /^取消收藏（?\d*）?$/ });
    expect(bulk).toBeDisabled();
    await ue.click(within(items()[0]!).getByRole('checkbox', { name: `选择 ${before[0]!.name} ${before[0]!.ypgg}` }));
    await ue.click(within(items()[1]!).getByRole('checkbox', { name: `选择 ${before[1]!.name} ${before[1]!.ypgg}` }));
    await ue.click(screen.getByRole('button', { name: '取消收藏（2）' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定取消收藏选中的 2 个商品吗？');
    await ue.click(within(dialog).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(items()).toHaveLength(before.length - 2));
    expect(requests.of('POST /api/favorite/cancel')).toBe(1);
    requests.stop();
  });

  it('adds a buyable favourite to the cart', async () => {
    await asMember('kangning');
    const requests = countRequests();
    const ue = userEvent.setup();
    renderWithApp(<StarPage />, { path: '/star' });
    await screen.findByTestId('favourites');
    const add = screen.getAllByRole('button', { name: '加入购物车' })[0]!;
    await ue.click(add);
    await waitFor(() => expect(requests.of('POST /api/cart')).toBe(1));
    requests.stop();
  });

  it('shows the empty state with a way to the catalogue', async () => {
    await asMember('kangning');
    const all = (await listFavorites({ page: 1 })).data.list.map((g) => g.id);
    await cancelFavorites({ goods_ids: all });
    renderWithApp(<StarPage />, { path: '/star' });
    expect(await screen.findByText(/收藏夹还是空的/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去逛逛' })).toBeInTheDocument();
  });

  it('offers 降价提醒 on each favourite whose price the buyer sees, and subscribes from here', async () => {
    await asMember('kangning');
    const store = new RootStore();
    store.session.setUser((await getUserBase()).data);
    const fav = (await listFavorites({ page: 1 })).data.list;
    const priced = fav.filter((g) => g.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    const ue = userEvent.setup();
    renderWithApp(<StarPage />, { path: '/star', store });
    await screen.findByTestId('favourites');
    for (const g of fav) {
      const item = items().find((li) => li.getAttribute('data-goods-id') === String(g.id))!;
      const button = within(item).queryByRole('button', { name: `降价提醒：${goodsTitle(g.name, g.trade_name)} ${g.ypgg}` });
      expect(button !== null).toBe(g.price !== null);
    }
    const g = priced[0]!;
    const item = items().find((li) => li.getAttribute('data-goods-id') === String(g.id))!;
    await ue.click(within(item).getByRole('button', { name: `降价提醒：${goodsTitle(g.name, g.trade_name)} ${g.ypgg}` }));
    const dialog = await screen.findByRole('dialog', { name: '降价提醒' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(`当前采购价 ¥${g.price}`);
    await ue.click(within(dialog).getByRole('button', { name: '订阅提醒' }));
    expect(await within(dialog).findByText('降价后将通知您')).toBeInTheDocument();
    expect((await listReminders({ page: 1 })).data.list[0]).toMatchObject({ goods_id: g.id, type: 2, status: 0 });
  });
});
