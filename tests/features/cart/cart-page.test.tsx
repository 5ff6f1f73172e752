/** /cart step 1 against the stateful demo API: selection, 中包装 quantities, delete, copy, 凑单, filters, checkout. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { addCartLines, listCartLines } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import type { Goods } from '@generated/models';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { formatYuan } from '@/domain/money';
import { CartView } from '@/features/cart/cart-view';
import { RootStore } from '@/stores';
import { cartModelOf } from '@/stores/cart-model';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

async function pool(): Promise<Goods[]> {
  const res = await listGoods({ keywords: 'amxl', page_size: 40 });
  const more = await listGoods({ page_size: 40 });
  return [...res.data!.list, ...more.data!.list].filter((g) => g.is_buy === 1 && g.number >= g.zbz * 6 && g.is_hm !== 1);
}

/** Logs in and fills the cart with `n` goods at two middle packages each; returns the goods added. */
async function fill(username: string, n: number, want: (g: Goods) => boolean): Promise<Goods[]> {
  await loginByPassword({ username, password: 'Demo2026' });
  const goods = (await pool()).filter(want).slice(0, n);
  expect(goods).toHaveLength(n);
  await addCartLines({ params: goods.map((g) => ({ id: g.id, number: g.zbz * 2, ck_id: g.ck_id!, goods_price_id: g.goods_price_id! })) });
  return goods;
}

function row(id: number): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-line-id="${id}"]`);
  if (!el) throw new Error(`no row for line ${id}`);
  return el;
}

async function apiLines() {
  return (await listCartLines({ filters: 99999, new: 1 })).data.data;
}

async function setup(username = 'kangning', n = 3, want: (g: Goods) => boolean = () => true) {
  server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
  const goods = await fill(username, n, want);
  const store = new RootStore();
  const r = renderWithApp(<CartView />, { store, path: '/cart' });
  const table = await screen.findByRole('table', { name: '购物车商品' });
  await waitFor(() => expect(within(table).getAllByRole('checkbox', { name: /^选择 / })).toHaveLength(n));
  return { ...r, goods, table, model: cartModelOf(store.cart), ue: userEvent.setup() };
}

describe('/cart step 1', () => {
  it('shows the step bar, the lines and totals that match the store, and selects a line, a group and all', async () => {
    const { model, ue } = await setup();
    expect(screen.getByRole('list', { name: /购物流程，第 1 步/ })).toBeInTheDocument();
    expect(screen.getByText('我的购物车').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('3');
    expect(screen.getByTestId('cart-payable')).toHaveTextContent(formatYuan(model.payableFen));
    // Badge count follows the cart.
    expect(model.badge).toBe(3);

    const id = (await apiLines())[0]!.id;
    const first = within(row(id)).getByRole('checkbox', { name: /^选择 / });
    await ue.click(first);
    await waitFor(() => expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('2'));
    expect(first).not.toBeChecked();
    await waitFor(async () => expect((await apiLines()).filter((l) => l.is_selected === 1)).toHaveLength(2));
    expect(screen.getByTestId('cart-payable')).toHaveTextContent(formatYuan(model.payableFen));

    await ue.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('3'));
    await ue.click(screen.getByRole('checkbox', { name: '选择全部普通商品' }));
    await waitFor(() => expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('0'));
    await waitFor(async () => expect((await apiLines()).every((l) => l.is_selected === 0)).toBe(true));
    expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled();
  });

  it('edits quantities in 中包装 steps and corrects a typed quantity, through api/cart/{id}/edit', async () => {
    const { ue, goods } = await setup('kangning', 1, (g) => g.zbz > 1);
    const g = goods[0]!;
    const id = (await apiLines())[0]!.id;
    await ue.click(within(row(id)).getByRole('button', { name: /^增加/ }));
    await waitFor(async () => expect((await apiLines())[0]!.number).toBe(g.zbz * 3));
    expect(within(row(id)).getByRole('textbox')).toHaveValue(String(g.zbz * 3));
    await ue.click(within(row(id)).getByRole('button', { name: /^减少/ }));
    await waitFor(async () => expect((await apiLines())[0]!.number).toBe(g.zbz * 2));

    // A quantity off the 中包装 step is rounded up to the next step and the buyer is told why.
    const box = within(row(id)).getByRole('textbox');
    await ue.clear(box);
    await ue.type(box, `${g.zbz * 4 + 1}{Enter}`);
    await waitFor(async () => expect((await apiLines())[0]!.number).toBe(g.zbz * 5));
    expect(await screen.findByRole('status')).toHaveTextContent(`已调整为 ${g.zbz * 5}`);
  });

  it('deletes the selected lines only after the confirmation', async () => {
    const { ue } = await setup('kangning', 3);
    await ue.click(screen.getByRole('button', { name: '删除选中' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定要删除所选的 3 种商品吗？');
    await ue.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await apiLines()).toHaveLength(3);
    await ue.click(screen.getByRole('button', { name: '删除选中' }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }));
    await waitFor(async () => expect(await apiLines()).toHaveLength(0));
    expect(await screen.findByText('购物车还是空的')).toBeInTheDocument();
  });

  it('says why nothing was deleted in a notice its close button dismisses', async () => {
    const { ue } = await setup('kangning', 2);
    await ue.click(screen.getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('0'));
    await ue.click(screen.getByRole('button', { name: '删除选中' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('请选择要删除的商品');
    await ue.click(within(notice).getByRole('button', { name: '关闭提示' }));
    expect(screen.queryByText('请选择要删除的商品')).not.toBeInTheDocument();
  });

  it('shows 凑单 hints for a line and filters the cart', async () => {
    const { ue } = await setup('kangning', 2);
    const id = (await apiLines())[0]!.id;
    await ue.click(screen.getAllByRole('button', { name: '凑单' })[0]!);
    expect(await screen.findByRole('region', { name: /凑单推荐/ })).toBeInTheDocument();
    const filters = screen.getByRole('group', { name: '筛选' });
    expect(within(filters).getByRole('button', { name: '全部商品（2）' })).toHaveAttribute('aria-pressed', 'true');
    await ue.click(within(filters).getByRole('button', { name: /含麻商品/ }));
    await waitFor(() => expect(screen.queryByRole('table', { name: '购物车商品' })).not.toBeInTheDocument());
    await ue.click(within(filters).getByRole('button', { name: /全部商品/ }));
    await waitFor(() => expect(row(id)).toBeInTheDocument());
  });

  it('checks out the selected lines and goes on to step 2', async () => {
    const { ue, location } = await setup('kangning', 2);
    await ue.click(screen.getByRole('button', { name: '去结算' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/cart\/step2\?ids=\d+(%2C\d+)*$/));
  });

  it('copies the selected lines to another store of a multi-store account', async () => {
    const { ue } = await setup('baixing', 2);
    await ue.click(await screen.findByRole('button', { name: '复制到其他门店' }));
    const dialog = await screen.findByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(0);
    await ue.click(boxes[0]!);
    await ue.click(within(dialog).getByRole('button', { name: '确定复制' }));
    expect(await within(dialog).findByRole('list', { name: '复制结果' })).toHaveTextContent('复制 2 种');
  });
});
