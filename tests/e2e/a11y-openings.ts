/**
 * Every dialog, menu, popover, drawer and form a page opens, for openings.e2e.ts to audit open: where it is
 * (a path), for whom (a visitor or a demo account, password Demo2026), how a buyer opens it (clicks, focus, typing on
 * roles and names, as a screen reader would name them), what then shows (a role and a name) and how it is closed again.
 * A page that adds a dialog adds a line here; the walk needs nothing else.
 *
 * The openings run side by side in one world of their own (a site and demo API of their own, tests/e2e/world.ts), so
 * nothing here is answered yes to: a dialog that would cancel, delete, pay or unbind is opened and closed with its no;
 * what a buyer can only see after acting (a favourite's notice, the lottery's prize) is undone or left where no other
 * opening looks (the lottery is drawn by xinkai, whom no other opening draws for).
 */
import type { APIRequestContext, Page } from 'playwright-core';

/** The demo accounts the walk logs in (one browser context each), and the visitor. */
export type Who = 'visitor' | 'kangning' | 'baixing' | 'xinkai';
export const ACCOUNTS: readonly Exclude<Who, 'visitor'>[] = ['kangning', 'baixing', 'xinkai'];

type Role = Parameters<Page['getByRole']>[0];
/** A role and its accessible name (exact when a string); without a name, the first of the role that shows. */
export type Target = readonly [Role, (string | RegExp)?];

/** One thing a buyer does. Clicks go to controls that are enabled (a refused action is not an opener). */
export type Step =
  | { click: Target }
  /** A click on the element showing this text (a disclosure's summary, which has no role to name it by). */
  | { clickText: string | RegExp }
  | { focus: Target }
  | { fill: Target; text: string }
  | { press: string }
  /** Scrolls the page to its end (the sticky header and the floating nav show once the header has scrolled away). */
  | { scroll: 'end' | 'top' }
  /** From now on, this API call (path and method) is answered with this status (and message): a failure the buyer would meet. */
  | { answer: string; method: string; status: number; msg?: string }
  /** From now on, this call waits until `release` (to see what shows while it is under way). */
  | { hold: string }
  | { release: string }
  /** From now on, no script can be fetched: a lazily loaded dialog falls back to its plain version (network down). */
  | { offline: true };

export interface Opening {
  /** Said in failures and the screenshot's name. */
  name: string;
  open: readonly Step[];
  /** What shows once it is open: waited for, then audited. */
  shows: Target;
  /** How it closes (Escape when left out); it must be gone afterwards. `keep`: the next opening starts from it. */
  close?: readonly Step[] | 'keep';
  /** Only at this width: its opener exists only there (the side bar is a desk's; the member menu folds on a phone). */
  only?: 'desktop' | 'phone';
}

export interface PageVisit {
  who: Who;
  /** The address, or how to find it from what the walk set up for the accounts. */
  path: string | ((facts: Facts) => string);
  /** The shell's lottery popup and bottom banner are left to show (they are quieted otherwise). */
  loud?: boolean;
  openings: readonly Opening[];
}

/** What the walk sets up before it starts (see prepare) and a path may use. */
export interface Facts {
  /** kangning's cart lines (at least one), for step 2. */
  cartLines: number[];
  /** kangning's orders: one to pay (待付款) and one shipped (待收货). */
  unpaidOrder: number;
  shippedOrder: number;
  /** A goods sold out in the seed, whose page offers 到货提醒. */
  soldOutGoods: number;
}

/** The header's menus and popovers, the same on every page: audited on the 404 page, the lightest. */
const HEADER: readonly Opening[] = [
  // From the keyboard: opened by the pointer, a menu closes when the pointer leaves it (as the tab is narrowed).
  { name: 'category-menu', open: [{ focus: ['button', '全部商品分类'] }, { press: 'Enter' }], shows: ['navigation', '商品分类'] },
  // Each category shows its children beside the menu on a desk (on a phone they are listed under it, always open).
  { name: 'category-children', only: 'desktop', open: [{ focus: ['button', '全部商品分类'] }, { press: 'Enter' }, { press: 'Tab' }], shows: ['list', /子分类$/] },
  { name: 'search-suggestions', open: [{ fill: ['combobox'], text: 'amxl' }], shows: ['listbox', '搜索建议'] },
  // A trade name (芬必得 → 布洛芬缓释胶囊, the match highlighted) and a 批准文号 (said in small text under the name).
  { name: 'search-suggestions-trade-name', open: [{ fill: ['combobox'], text: '芬必得' }], shows: ['listbox', '搜索建议'] },
  { name: 'search-suggestions-approval-number', open: [{ fill: ['combobox'], text: '国药准字H44194730' }], shows: ['listbox', '搜索建议'] },
  { name: 'nav-popover', open: [{ focus: ['link', '活动专区'] }], shows: ['region', '活动专区'] },
  { name: 'app-qr', only: 'desktop', open: [{ click: ['button', '手机App'] }], shows: ['region', '手机App下载二维码'] },
  { name: 'side-bar-wechat', only: 'desktop', open: [{ click: ['button', '微信客服'] }], shows: ['region', '微信客服二维码'] },
];

export const VISITS: readonly PageVisit[] = [
  { who: 'visitor', path: '/404', openings: HEADER },
  {
    who: 'visitor',
    path: '/list',
    openings: [{ name: 'scrolled', only: 'desktop', open: [{ scroll: 'end' }], shows: ['navigation', '侧边导航'], close: [{ scroll: 'top' }] }],
  },
  {
    who: 'kangning',
    path: '/404',
    loud: true,
    openings: [
      // Shows by itself once a session, for a member who has not drawn.
      { name: 'lottery-popup', open: [], shows: ['dialog'], close: [{ click: ['button', '关闭抽奖'] }] },
      { name: 'cart-drawer', only: 'desktop', open: [{ click: ['button', /^购物车/] }], shows: ['region', '购物车'], close: 'keep' },
      { name: 'cart-drawer-delete', only: 'desktop', open: [{ click: ['button', /^删除 /] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '取消'] }] },
    ],
  },
  {
    who: 'xinkai',
    path: '/list/info/1006',
    loud: true,
    openings: [
      // The draw is held, so the popup asks whether to close while it turns.
      { name: 'lottery-drawing', open: [{ hold: '/api/lottery/*/draw' }, { click: ['button', '立即抽奖'] }, { press: 'Escape' }], shows: ['button', '确定关闭'], close: [{ click: ['button', '继续抽奖'] }] },
      { name: 'lottery-prize', open: [{ release: '/api/lottery/*/draw' }], shows: ['button', '我知道了'], close: [{ click: ['button', '我知道了'] }] },
      // No e-contract: the demo API refuses adding to the cart (459) and the 温馨提示 alert says why; its 确定 goes on to /dzht.
      { name: 'alert-e-contract', open: [{ click: ['button', '加入购物车'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '确定'] }] },
    ],
  },
  {
    who: 'kangning',
    path: '/list/info/1006',
    openings: [
      // 收藏成功 with its link stays while the link has focus; 已收藏 takes the favourite back.
      { name: 'favourite-added', open: [{ click: ['button', '收藏'] }, { focus: ['link', '查看我的收藏'] }], shows: ['link', '查看我的收藏'], close: [{ click: ['button', '已收藏'] }] },
      // 降价提醒: the target price (optional) in a dialog of its own chunk; 取消 changes nothing.
      { name: 'price-reminder', open: [{ click: ['button', '降价提醒'] }], shows: ['dialog', '降价提醒'], close: [{ click: ['button', '取消'] }] },
      { name: 'timeout', open: [{ answer: '/api/cart', method: 'POST', status: 504 }, { click: ['button', '加入购物车'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '关闭'] }] },
    ],
  },
  {
    // 到货提醒 on a sold-out goods: the quantity wanted in 中包装 steps; 取消 subscribes nothing.
    who: 'kangning',
    path: (f) => `/list/info/${f.soldOutGoods}`,
    openings: [{ name: 'arrival-reminder', open: [{ click: ['button', '到货提醒'] }], shows: ['dialog', '到货提醒'], close: [{ click: ['button', '取消'] }] }],
  },
  {
    who: 'kangning',
    path: (f) => `/list/info/${f.soldOutGoods}`,
    openings: [{ name: 'arrival-reminder-offline', open: [{ offline: true }, { click: ['button', '到货提醒'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '关闭'] }] }],
  },
  {
    who: 'kangning',
    path: '/cart',
    openings: [
      { name: 'cart-delete', open: [{ click: ['button', '删除'] }], shows: ['alertdialog', '温馨提示'] },
      { name: 'cart-hints', open: [{ click: ['button', '凑单'] }], shows: ['region', /凑单推荐$/], close: [{ click: ['button', '凑单'] }] },
    ],
  },
  {
    // The dialogs' chunks cannot be fetched: the plain question, and the plain timeout dialog.
    who: 'kangning',
    path: '/cart',
    openings: [
      { name: 'cart-delete-offline', open: [{ offline: true }, { click: ['button', '删除'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '取消'] }] },
      { name: 'timeout-offline', open: [{ answer: '/api/cart/checkout', method: 'POST', status: 504 }, { click: ['button', '去结算'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '关闭'] }] },
    ],
  },
  {
    // The best coupon and voucher are preselected, the others listed to choose from; a new address opens a form.
    who: 'kangning',
    path: (f) => `/cart/step2?ids=${f.cartLines.join(',')}`,
    openings: [{ name: 'step2-new-address', open: [{ click: ['button', '＋ 新增收货地址'] }], shows: ['form', '新增收货地址'], close: [{ click: ['button', '取消'] }] }],
  },
  {
    who: 'kangning',
    path: (f) => `/cart/step3/${f.unpaidOrder}`,
    openings: [{ name: 'pay-gateway', open: [{ click: ['radio', /^在线支付/] }, { click: ['button', '确认支付'] }], shows: ['dialog', '模拟支付网关'], close: [{ click: ['button', '取消'] }] }],
  },
  {
    who: 'kangning',
    path: (f) => `/order/info/${f.unpaidOrder}`,
    openings: [{ name: 'order-cancel', open: [{ click: ['button', '取消订单'] }], shows: ['dialog', /^取消订单/], close: [{ click: ['button', '再想想'] }] }],
  },
  {
    who: 'kangning',
    path: (f) => `/order/info/${f.unpaidOrder}`,
    openings: [{ name: 'order-cancel-offline', open: [{ offline: true }, { click: ['button', '取消订单'] }], shows: ['alertdialog', '温馨提示'], close: [{ click: ['button', '关闭'] }] }],
  },
  {
    who: 'kangning',
    path: (f) => `/order/info/${f.shippedOrder}`,
    openings: [{ name: 'order-receive', open: [{ click: ['button', '确认收货'] }], shows: ['alertdialog', '确认收货'] }],
  },
  {
    who: 'kangning',
    path: '/addr',
    openings: [
      { name: 'address-new', open: [{ click: ['button', '新增收货地址'] }], shows: ['region', '新增收货地址'], close: [{ click: ['button', '取消'] }] },
      { name: 'address-edit', open: [{ click: ['button', '编辑'] }], shows: ['region', '编辑收货地址'], close: [{ click: ['button', '取消'] }] },
      { name: 'address-delete', open: [{ click: ['button', '删除'] }], shows: ['alertdialog', '温馨提示'] },
    ],
  },
  {
    who: 'kangning',
    path: '/star',
    openings: [{ name: 'favourite-cancel', open: [{ click: ['button', /^取消收藏 /] }], shows: ['alertdialog', '温馨提示'] }],
  },
  {
    // 扫码采购: the camera panel (the walk's Chromium has no camera, so it says so), and the question before the scan list
    // is cleared, once a typed code has put a line in it.
    who: 'kangning',
    path: '/kjcg?tab=scan',
    openings: [
      { name: 'scan-camera', open: [{ click: ['button', '用摄像头扫码'] }], shows: ['region', '摄像头扫码'], close: [{ click: ['button', '关闭摄像头'] }] },
      {
        name: 'scan-clear',
        open: [{ fill: ['textbox', '商品条码'], text: '6900570000056' }, { press: 'Enter' }, { click: ['button', '清空清单'] }],
        shows: ['alertdialog', '清空扫码清单'],
        close: [{ click: ['button', '取消'] }],
      },
    ],
  },
  { who: 'kangning', path: '/bdwx', openings: [{ name: 'wechat-unbind', open: [{ click: ['button', '解除绑定'] }], shows: ['alertdialog', '解除微信绑定'] }] },
  { who: 'kangning', path: '/jfsc', openings: [{ name: 'points-exchange', open: [{ click: ['button', '立即兑换'] }], shows: ['alertdialog', '确认兑换'] }] },
  {
    // On a phone the member centre's menu folds into a disclosure above the page.
    who: 'kangning',
    path: '/user',
    openings: [{ name: 'member-menu', only: 'phone', open: [{ clickText: /^会员中心 · / }], shows: ['navigation', '会员中心菜单'], close: [{ clickText: /^会员中心 · / }] }],
  },
  { who: 'baixing', path: '/cart', openings: [{ name: 'cart-copy', open: [{ click: ['button', '复制到其他门店'] }], shows: ['dialog', '复制到其他门店'], close: [{ click: ['button', '取消'] }] }] },
  {
    who: 'baixing',
    path: '/ddgl',
    openings: [
      { name: 'store-new', open: [{ click: ['button', '新增门店'] }], shows: ['region', '新增门店'], close: [{ click: ['button', '取消'] }] },
      { name: 'store-edit', open: [{ click: ['button', /^编辑 /] }], shows: ['region', '编辑门店'], close: [{ click: ['button', '取消'] }] },
      { name: 'store-delete', open: [{ click: ['button', /^删除 /] }], shows: ['alertdialog', '删除门店'] },
    ],
  },
];

/** GETs or POSTs (a form) an API path with the context's session; answers the envelope's data. */
async function call<T>(request: APIRequestContext, path: string, form?: Record<string, string | number>): Promise<T> {
  const res = form ? await request.post(path, { form }) : await request.get(path);
  if (!res.ok()) throw new Error(`${form ? 'POST' : 'GET'} ${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

type CartLine = { id: number; is_selected: number; goods: { id: number } };

const cartLines = async (request: APIRequestContext) => (await call<{ data: CartLine[] }>(request, '/api/cart/list?filters=99999&new=1')).data;

type Goods = { id: number; zbz: number; number: number; is_buy: number; is_hm?: number; ck_id: number; goods_price_id: number };

/** Adds one ordinary goods in stock to the account's cart (its carts start empty); answers the new line, selected. */
async function addLine(request: APIRequestContext): Promise<number> {
  const list = await call<{ list: Goods[] }>(request, '/api/goods/list?page_size=40&in_stock=1');
  const g = list.list.find((x) => x.is_buy === 1 && x.is_hm !== 1 && x.number >= x.zbz * 4);
  if (!g) throw new Error('no buyable ordinary goods in stock in the first page of the list');
  await call(request, '/api/cart', { 'params[0][id]': g.id, 'params[0][number]': g.zbz, 'params[0][ck_id]': g.ck_id, 'params[0][goods_price_id]': g.goods_price_id });
  const line = (await cartLines(request)).find((l) => l.goods.id === g.id && l.is_selected === 1);
  if (!line) throw new Error(`goods ${g.id} was added but no selected cart line shows it`);
  return line.id;
}

/** A goods sold out in the seed that kangning may otherwise buy (not 含麻), for 到货提醒: the 综合 order lists those last. */
async function soldOutGoods(request: APIRequestContext): Promise<number> {
  for (let page = 1; page <= 100; page++) {
    const list = await call<{ list: Goods[]; total: number }>(request, `/api/goods/list?page=${page}&page_size=100`);
    const g = list.list.find((x) => x.number === 0 && x.is_hm !== 1);
    if (g) return g.id;
    if (page * 100 >= list.total) break;
  }
  throw new Error('no sold-out goods in the seed');
}

/**
 * Sets the world up for the openings: a selected line in kangning's and baixing's carts (the cart's dialogs act on the
 * selected lines; the seed's carts are empty), and finds an order of kangning's to pay and one shipped in the seed (a
 * missing one fails here, naming it).
 */
export async function prepare(requests: Record<Exclude<Who, 'visitor'>, APIRequestContext>): Promise<Facts> {
  const kangning = requests.kangning;
  const unpaid = (await call<{ list: Array<{ id: number; is_hm: number }> }>(kangning, '/api/order?status=1&page_size=20')).list.find((o) => o.is_hm === 0);
  if (!unpaid) throw new Error('kangning has no ordinary order to pay (待付款) in the seed');
  const shipped = (await call<{ list: Array<{ id: number }> }>(kangning, '/api/order?status=3&page_size=1')).list[0];
  if (!shipped) throw new Error('kangning has no shipped order (待收货) in the seed');
  const cartLine = await addLine(kangning);
  await addLine(requests.baixing);
  return { cartLines: [cartLine], unpaidOrder: unpaid.id, shippedOrder: shipped.id, soldOutGoods: await soldOutGoods(kangning) };
}
