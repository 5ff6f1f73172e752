/** Buying from anywhere: the 中包装 stepper, add-to-cart after 200 ms with the server's message, favourites. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAddCartLinesMockHandler } from '@generated/endpoints/cart/cart.msw';
import { getAddFavoritesMockHandler, getCancelFavoritesMockHandler } from '@generated/endpoints/favorite/favorite.msw';
import { BuyControls } from '@/features/catalogue/buy-controls/buy-controls';
import { FavouriteButton } from '@/features/catalogue/buy-controls/favourite-button';
import { ADD_TO_CART_DELAY_MS, addResultText } from '@/features/catalogue/buy-controls/use-add-to-cart';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { addResult, formBody, goods, memberStore, ok } from './fixtures';

const box = () => screen.getByRole('textbox', { name: '阿莫西林胶囊 购买数量' });

describe('quantity stepper', () => {
  it('steps in 中包装 and stops at the stock', async () => {
    const user = userEvent.setup();
    renderWithApp(<BuyControls goods={goods({ zbz: 10, number: 35 })} />, { store: memberStore() });
    expect(box()).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: '增加阿莫西林胶囊 购买数量' }));
    expect(box()).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: '增加阿莫西林胶囊 购买数量' }));
    expect(box()).toHaveValue('30');
    expect(screen.getByRole('button', { name: '增加阿莫西林胶囊 购买数量' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '减少阿莫西林胶囊 购买数量' }));
    expect(box()).toHaveValue('20');
  });

  it('corrects a typed non-multiple up to the next 中包装 and tells the buyer why', async () => {
    const user = userEvent.setup();
    const store = memberStore();
    renderWithApp(<BuyControls goods={goods({ zbz: 10, number: 330 })} />, { store });
    await user.clear(box());
    await user.type(box(), '15');
    await user.tab();
    expect(box()).toHaveValue('20');
    expect(screen.getByRole('status')).toHaveTextContent('数量须为中包装 10 的整数倍，已调整为 20');
    expect(store.ui.toasts.map((t) => t.text)).toContain('数量须为中包装 10 的整数倍，已调整为 20');
  });

  it('caps a typed quantity at the stock', async () => {
    const user = userEvent.setup();
    renderWithApp(<BuyControls goods={goods({ zbz: 10, number: 35 })} />, { store: memberStore() });
    await user.clear(box());
    await user.type(box(), '500{Enter}');
    expect(box()).toHaveValue('30');
    expect(screen.getByRole('status')).toHaveTextContent('库存仅剩 35，已调整为 30');
  });
});

describe('add to cart', () => {
  it('waits 200 ms, sends the line with its ids, shows the server message and moves the badge', async () => {
    const bodies: Record<string, string[]>[] = [];
    const sentAt: number[] = [];
    server.use(
      getAddCartLinesMockHandler(async ({ request }) => {
        sentAt.push(performance.now());
        bodies.push(await formBody(request));
        return ok(addResult({ summary: '已加入购物车，共 2 盒种商品', total: 12 }));
      }),
    );
    const store = memberStore();
    store.cart.changed = false;
    const user = userEvent.setup();
    renderWithApp(<BuyControls goods={goods({ id: 1006, ck_id: 3, goods_price_id: 10060, goods_manjian_id: 5 })} />, { store });
    await user.click(screen.getByRole('button', { name: '增加阿莫西林胶囊 购买数量' }));
    const clickedAt = performance.now();
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(screen.getByRole('button', { name: '加入中…' })).toBeDisabled();
    expect(bodies).toHaveLength(0);
    await waitFor(() => expect(store.cart.count).toBe(12));
    expect(sentAt[0]! - clickedAt).toBeGreaterThanOrEqual(ADD_TO_CART_DELAY_MS - 5);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      'params[0][id]': ['1006'],
      'params[0][number]': ['20'],
      'params[0][ck_id]': ['3'],
      'params[0][goods_price_id]': ['10060'],
      'params[0][goods_manjian_id]': ['5'],
    });
    expect(store.ui.toasts.map((t) => t.text)).toContain('已加入购物车，共 2 盒种商品');
    expect(store.cart.changed).toBe(true);
  });

  it('sends one request for a quick double click', async () => {
    let calls = 0;
    server.use(getAddCartLinesMockHandler(() => (calls++, ok(addResult()))));
    const store = memberStore();
    renderWithApp(<BuyControls goods={goods()} />, { store });
    const btn = screen.getByRole('button', { name: '加入购物车' });
    act(() => {
      fireEvent.click(btn);
      fireEvent.click(btn);
    });
    await waitFor(() => expect(store.cart.count).toBe(7));
    await new Promise((r) => setTimeout(r, ADD_TO_CART_DELAY_MS + 50));
    expect(calls).toBe(1);
  });

  it('shows a soft warning for a partial result', async () => {
    server.use(
      getAddCartLinesMockHandler(ok(addResult({ partial: 1, summary: '部分商品数量已调整', results: [{ id: 1, added: 1, number: 30, msg: '库存不足，已按库存 30 盒加入' }] }))),
    );
    const store = memberStore();
    const user = userEvent.setup();
    renderWithApp(<BuyControls goods={goods()} />, { store });
    await user.click(screen.getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('部分商品数量已调整；库存不足，已按库存 30 盒加入'));
    expect(store.ui.toasts[0]?.text).toBe('提示：部分商品数量已调整；库存不足，已按库存 30 盒加入');
  });

  it('reads a refused line as a soft warning too', () => {
    expect(addResultText(addResult({ results: [{ id: 1, added: 0, number: 0, msg: '该商品暂无库存' }], summary: '0 件商品加入购物车' }))).toEqual({
      text: '0 件商品加入购物车；该商品暂无库存',
      soft: true,
    });
    expect(addResultText(addResult())).toEqual({ text: '加入购物车成功', soft: false });
  });

  it('shows the block instead of the controls when the buyer cannot buy', () => {
    renderWithApp(<BuyControls goods={goods({ is_buy: 0, buy_block: { reason: 'qualification_expired', msg: '您的《药品经营许可证》已过期，请更新资质后购买' } })} />, {
      store: memberStore(),
    });
    expect(screen.getByRole('note')).toHaveTextContent('您的《药品经营许可证》已过期');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('favourites', () => {
  it('adds with 收藏成功 and a link to my favourites, cancels with 取消收藏成功', async () => {
    const added: Record<string, string[]>[] = [];
    const cancelled: Record<string, string[]>[] = [];
    server.use(
      getAddFavoritesMockHandler(async ({ request }) => (added.push(await formBody(request)), ok(null))),
      getCancelFavoritesMockHandler(async ({ request }) => (cancelled.push(await formBody(request)), ok(null))),
    );
    const store = memberStore();
    const user = userEvent.setup();
    renderWithApp(<FavouriteButton goodsId={1006} favourite={false} />, { store });
    await user.click(screen.getByRole('button', { name: /收藏/ }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('收藏成功');
    expect(screen.getByRole('link', { name: '查看我的收藏' })).toHaveAttribute('href', '/star');
    expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
    expect(added[0]?.goods_ids).toEqual(['1006']);

    await user.click(screen.getByRole('button', { name: /已收藏/ }));
    await waitFor(() => expect(store.ui.toasts.map((t) => t.text)).toContain('取消收藏成功'));
    expect(cancelled[0]?.goods_ids).toEqual(['1006']);
    expect(screen.getByRole('button', { name: /收藏/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
