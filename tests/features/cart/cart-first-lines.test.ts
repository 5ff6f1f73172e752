/** The whole cart asked for at boot on /cart stands in for the cart page's first load, once, and only when usable. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CartState } from '@generated/models';
import { CartModel } from '@/stores/cart-model';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';

const CART: CartState = {
  action: 'new',
  data: [],
  shipping_data: { shipping_amount: '10.00', no_trans_order_amount: '800.00' },
  activity_data: { manjians: [] },
  filter_data: [],
};

/** Answers /api/cart/list with the given statuses in turn (the last repeats) and records each call's filter. */
function cartList(...statuses: number[]): string[] {
  const filters: string[] = [];
  server.use(
    http.get('*/api/cart/list', ({ request }) => {
      filters.push(new URL(request.url).searchParams.get('filters') ?? '');
      const status = statuses[Math.min(filters.length - 1, statuses.length - 1)]!;
      return status === 200 ? HttpResponse.json({ code: 10000, msg: 'ok', data: CART }) : HttpResponse.json({ code: status, msg: '服务器错误', data: null }, { status });
    }),
  );
  return filters;
}

describe('the cart asked for at boot', () => {
  it('is the first load of the whole cart: one call, not two', async () => {
    const calls = cartList(200);
    const { cart } = new RootStore();
    cart.startFirstLines();
    const model = new CartModel(cart);
    await model.load();
    expect(model.loadState).toBe('ready');
    expect(model.state?.shipping_data.shipping_amount).toBe('10.00');
    expect(calls).toEqual(['99999']);
  });

  it('is taken once: a later load asks the server again', async () => {
    const calls = cartList(200);
    const { cart } = new RootStore();
    cart.startFirstLines();
    const model = new CartModel(cart);
    await model.load();
    await model.load();
    expect(calls).toEqual(['99999', '99999']);
  });

  it('when it failed, the model asks again itself and shows the cart', async () => {
    const calls = cartList(500, 200);
    const { cart } = new RootStore();
    cart.startFirstLines();
    const model = new CartModel(cart);
    await model.load();
    expect(calls).toEqual(['99999', '99999']);
    expect(model.loadState).toBe('ready');
  });

  it('does not stand in for another filter', async () => {
    const calls = cartList(200);
    const { cart } = new RootStore();
    cart.startFirstLines();
    const model = new CartModel(cart);
    await model.load(1);
    expect(calls.sort()).toEqual(['1', '99999']);
    expect(cart.takeFirstLines(99999)).toBeNull();
  });
});
