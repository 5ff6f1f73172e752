/** The right-side bar and its cart drawer: widths, reload-when-changed, lines, delete confirmation, badges, keyboard. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeleteCartLinesMockHandler, getListCartLinesMockHandler } from '@generated/endpoints/cart/cart.msw';
import type { CartLine } from '@generated/models';
import { CartDrawer } from '@/features/cart-drawer/cart-drawer';
import { SideBar } from '@/features/side-bar/side-bar';
import { RootStore } from '@/stores';
import { MEMBER, ok, shellHandlers, VISITOR } from '../app/shell-fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function line(id: number, name: string, price: string, number: number): CartLine {
  return {
    id, number, price, type: 1, is_selected: 1,
    goods: {
      id: 1000 + id, name, trade_name: null, barcode: null, sccj: '华北制药股份有限公司', ypgg: '0.25g*24粒', bzdw: '盒', zbz: 10, goods_image: [{ list: `/img/${id}.svg` }],
      is_buy: 1, number: 500, price, ladder_price: [], tags: [],
    },
  };
}

const LINES = [line(1, '阿莫西林胶囊', '12.50', 10), line(2, '布洛芬缓释胶囊', '8.80', 3)];

let listCalls = 0;
let listQuery = '';
let deleted: string[] = [];

function cartState(lines: CartLine[]) {
  return ok({ action: 'new', data: lines, shipping_data: { shipping_amount: '10.00', no_trans_order_amount: '800.00' }, activity_data: { manjians: [] }, filter_data: [] });
}

beforeEach(() => {
  listCalls = 0;
  listQuery = '';
  deleted = [];
  server.use(
    ...shellHandlers(MEMBER),
    getListCartLinesMockHandler(({ request }) => {
      listCalls += 1;
      listQuery = new URL(request.url).search;
      return cartState(LINES);
    }),
    getDeleteCartLinesMockHandler(async ({ request }) => {
      deleted = new URLSearchParams(await request.text()).getAll('ids');
      return ok(null) as never;
    }),
  );
});

function setup(user = MEMBER, props: { drawerDisabled?: boolean } = {}) {
  const store = new RootStore();
  store.session.setUser(user);
  store.cart.setCount(user.cart);
  const r = renderWithApp(<SideBar drawer={<CartDrawer />} {...props} />, { store });
  const bar = screen.getByRole('complementary', { name: '侧边工具栏' });
  const cartButton = within(bar).getByRole('button', { name: /购物车/ });
  return { ...r, bar, cartButton, ue: userEvent.setup() };
}

describe('side bar', () => {
  it('is 40 px collapsed and 310 px with the drawer open', async () => {
    const { bar, cartButton, ue } = setup();
    expect(bar).toHaveStyle({ width: '40px' });
    expect(cartButton).toHaveAttribute('aria-expanded', 'false');
    await ue.click(cartButton);
    expect(bar).toHaveStyle({ width: '310px' });
    expect(cartButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('caps the cart and message badges at 99 and hides them at 0', async () => {
    server.use(...shellHandlers(MEMBER, { unread: 120 }));
    const { bar, store } = setup({ ...MEMBER, cart: 0, message_count: 0 });
    expect(within(bar).queryByLabelText(/购物车商品/)).toBeNull();
    store.cart.setCount(99);
    expect(await within(bar).findByLabelText('购物车商品 99')).toBeInTheDocument();
    store.cart.setCount(100);
    expect(await within(bar).findByLabelText('购物车商品 99+')).toBeInTheDocument();
    expect(await within(bar).findByLabelText('未读消息 99+')).toBeInTheDocument();
  });

  it('offers my account, messages, WeChat service, the app QR and back to top', () => {
    const { bar } = setup();
    expect(within(bar).getByRole('link', { name: '我的账户' })).toHaveAttribute('href', '/user');
    expect(within(bar).getByRole('link', { name: /我的消息/ })).toHaveAttribute('href', '/wdxx');
    expect(within(bar).getByRole('button', { name: '微信客服' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: '手机App' })).toBeInTheDocument();
    const top = within(bar).getByRole('button', { name: '返回顶部' });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    top.click();
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('the drawer is not usable on cart step 1', async () => {
    const { bar, cartButton, ue, store } = setup(MEMBER, { drawerDisabled: true });
    expect(cartButton).toHaveAttribute('aria-disabled', 'true');
    await ue.click(cartButton);
    expect(store.cart.drawerOpen).toBe(false);
    expect(bar).toHaveStyle({ width: '40px' });
  });
});

describe('cart drawer', () => {
  it('lists image, name, manufacturer, spec, price × quantity, the count and the total, and links to the cart', async () => {
    const { cartButton, ue } = setup();
    await ue.click(cartButton);
    const drawer = await screen.findByRole('region', { name: '购物车' });
    const items = await within(drawer).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: '阿莫西林胶囊' })).toHaveAttribute('src', '/img/1.svg');
    expect(first).toHaveTextContent('阿莫西林胶囊');
    expect(first).toHaveTextContent('华北制药股份有限公司');
    expect(first).toHaveTextContent('0.25g*24粒');
    expect(first).toHaveTextContent('¥12.50 × 10');
    expect(within(drawer).getByTestId('drawer-count')).toHaveTextContent('2');
    expect(drawer).toHaveTextContent('合计 ¥151.40'); // 12.50×10 + 8.80×3, in fen
    expect(within(drawer).getByRole('link', { name: '去购物车结算' })).toHaveAttribute('href', '/cart');
    expect(listQuery).toBe('?filters=99999&new=1');
  });

  it('reloads the lines on opening only when the cart changed', async () => {
    const { cartButton, ue, store } = setup();
    await ue.click(cartButton);
    await screen.findAllByRole('listitem');
    expect(listCalls).toBe(1);
    await ue.click(cartButton); // close
    await ue.click(cartButton); // open: nothing changed
    await screen.findAllByRole('listitem');
    expect(listCalls).toBe(1);
    await ue.click(cartButton);
    store.cart.markChanged(); // e.g. a goods was added elsewhere
    await ue.click(cartButton);
    await waitFor(() => expect(listCalls).toBe(2));
  });

  it('deleting asks 确定要删除该商品吗; cancel keeps the line, confirm sends batch_delete and removes it', async () => {
    const { cartButton, ue, store } = setup();
    await ue.click(cartButton);
    await screen.findAllByRole('listitem');
    await ue.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定要删除该商品吗');
    await ue.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(deleted).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await ue.click(screen.getByRole('button', { name: '删除 阿莫西林胶囊' }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual(['1']));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(store.cart.count).toBe(1);
    expect(screen.getByRole('region', { name: '购物车' })).toHaveTextContent('合计 ¥26.40');
  });

  it('a failed delete keeps the line (the shared handler tells why)', async () => {
    server.use(http.post('*/api/cart/batch_delete', () => HttpResponse.json({ code: 40001, msg: '商品已下架', data: null }, { status: 400 })));
    const { cartButton, ue, store } = setup();
    await ue.click(cartButton);
    await screen.findAllByRole('listitem');
    await ue.click(screen.getByRole('button', { name: '删除 布洛芬缓释胶囊' }));
    await ue.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.ui.dialogs[0]).toMatchObject({ type: 'alert', text: '商品已下架' }));
    expect(store.cart.lines).toHaveLength(2);
  });

  it('says 购物车是空的 for an empty cart', async () => {
    server.use(getListCartLinesMockHandler(cartState([])));
    const { cartButton, ue } = setup();
    await ue.click(cartButton);
    expect(await screen.findByText('购物车是空的')).toBeInTheDocument();
  });

  it('asks a visitor to log in and sends no cart call', async () => {
    server.use(http.get('*/api/cart/list', () => {
      throw new Error('a visitor must not load the cart');
    }));
    const { cartButton, ue } = setup(VISITOR);
    await ue.click(cartButton);
    const drawer = await screen.findByRole('region', { name: '购物车' });
    expect(within(drawer).getByRole('link', { name: '登录' }).getAttribute('href')).toMatch(/^\/login\?redirect=/);
    expect(listCalls).toBe(0);
  });

  it('is reachable and closable by keyboard: Enter opens it with focus inside, Esc closes it and returns focus', async () => {
    const { cartButton, ue, store } = setup();
    cartButton.focus();
    await ue.keyboard('{Enter}');
    expect(store.cart.drawerOpen).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: '购物车' })).toHaveFocus());
    await ue.keyboard('{Escape}');
    expect(store.cart.drawerOpen).toBe(false);
    expect(cartButton).toHaveFocus();
  });
});
