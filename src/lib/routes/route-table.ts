import { ROUTE_PATHS, type RouteName } from './paths';

/** Which parts of the layout a route shows (spec §2: "Layout flags per route"). */
export interface LayoutFlags {
  /** The full header: top bar, logo row with search, cart and manager. */
  header: boolean;
  /** The login-style header (return home, add to desktop, app QR, hotline, manager) instead of the full one. */
  loginHeader: boolean;
  footer: boolean;
  /** The right-side bar with the cart drawer. */
  sideBar: boolean;
  /** The category menu under the header. */
  categoryMenu: boolean;
  /** The nav items (at most 9) next to the category menu. */
  nav: boolean;
}

export type RouteParamsRecord = Record<string, string | undefined>;

/** Where a redirect goes: another route by name, or a function of the matched params and query. */
export type RedirectTarget = RouteName | ((params: RouteParamsRecord, search: string) => string);

export interface RouteDef {
  name: RouteName;
  /** Chinese title; the document title is `${title} - 药采平台`. Absent for zqmb and hdmb: their data names them. */
  title?: string;
  layout?: Partial<LayoutFlags>;
  /** Redirects as soon as it matches (Vue's `redirect`). */
  redirect?: RedirectTarget;
  /** Leaves the SPA for another site: the main-site root for eleven_index. */
  external?: 'mainSiteRoot';
  /** Other paths that render this route without changing the address (Vue's `alias`). */
  aliases?: readonly string[];
  /** §6: the pages that do not fetch the base user (they load their own or need none). */
  fetchUser?: false;
  /** A grouping node whose own path is its index child's: it is never matched itself, it only passes flags down. */
  group?: true;
  children?: readonly RouteDef[];
  /** Which issue builds the page; until it lands the route shows the 404 page. For the reader, not the code. */
  builtBy?: 'shell' | 'catalogue' | 'cart' | 'later';
}

export const DEFAULT_LAYOUT: LayoutFlags = Object.freeze({
  header: true,
  loginHeader: false,
  footer: true,
  sideBar: true,
  categoryMenu: true,
  nav: true,
});

/** Pages that are forms or flows: the login-style header, the footer, nothing else. */
const LOGIN_STYLE: Partial<LayoutFlags> = { header: false, loginHeader: true, sideBar: false, categoryMenu: false, nav: false };
/** Account pages: the full header without the category menu, so the member menu has the room. */
const MEMBER: Partial<LayoutFlags> = { categoryMenu: false };
/** Cart steps: the header without the menus; the side bar stays (its drawer is disabled on step 1, §4). */
const CART_FLOW: Partial<LayoutFlags> = { categoryMenu: false, nav: false };
/** A page with nothing around it (yx_rule). */
const BARE: Partial<LayoutFlags> = { header: false, loginHeader: false, footer: false, sideBar: false, categoryMenu: false, nav: false };

/** The one route table: every route of spec §2 with its title, layout, redirects and aliases. Order is match order. */
export const ROUTE_TABLE: readonly RouteDef[] = [
  // General
  { name: 'home', title: '首页', builtBy: 'catalogue' },
  { name: 'login', title: '登录', layout: LOGIN_STYLE, fetchUser: false, builtBy: 'shell' },
  { name: 'loading_activity', title: '活动加载中', builtBy: 'catalogue' },
  { name: 'loading', title: '加载中', builtBy: 'catalogue' },
  { name: 'notFound', title: '页面不存在', builtBy: 'shell' },
  { name: 'noActivity', title: '活动不存在', builtBy: 'catalogue' },
  {
    name: 'activity',
    // The loading page looks the activity up from these, so they travel as a query.
    redirect: (p, search) => withQuery(ROUTE_PATHS.loading_activity, { url: p.url, url1: p.url1, url2: p.url2 }, search),
  },
  { name: 'eleven_index', title: '首页', external: 'mainSiteRoot' },
  { name: 'jfsc', title: '积分商城', builtBy: 'catalogue' },

  // Product lists and search
  { name: 'list_other', title: '药品列表', builtBy: 'catalogue' },
  {
    name: 'list',
    title: '药品列表',
    group: true,
    children: [
      { name: 'list_index', builtBy: 'catalogue' },
      { name: 'list_table', builtBy: 'catalogue' },
      { name: 'list_no_image', builtBy: 'catalogue' },
      { name: 'list_info', title: '商品详情', builtBy: 'catalogue' },
      { name: 'list_info_pt', title: '拼团商品详情', builtBy: 'catalogue' },
    ],
  },
  {
    name: 'search',
    title: '搜索结果',
    group: true,
    children: [
      { name: 'search_index', builtBy: 'catalogue' },
      { name: 'search_table', builtBy: 'catalogue' },
    ],
  },

  // Zones
  {
    name: 'yx',
    title: '包邮专区',
    group: true,
    children: [
      { name: 'yx_index', builtBy: 'catalogue' },
      { name: 'yx_table', builtBy: 'catalogue' },
      { name: 'yx_rule', title: '包邮规则', layout: BARE, builtBy: 'catalogue' },
    ],
  },
  { name: 'ppzq_info', title: '品牌详情', builtBy: 'catalogue' },
  { name: 'ppzq', title: '品牌专区', builtBy: 'catalogue' },
  { name: 'qxzq', title: '器械专区', builtBy: 'catalogue' },
  { name: 'zyyp', title: '中药饮片', builtBy: 'catalogue' },
  { name: 'jxqzc', title: '近效期专区', builtBy: 'catalogue' },
  { name: 'kxzq_new', title: '控销新品', builtBy: 'catalogue' },
  { name: 'kxzq_goods', title: '控销商品', builtBy: 'catalogue' },
  { name: 'kxzq', title: '控销专区', builtBy: 'catalogue' },
  { name: 'yjh', title: '活动专区', builtBy: 'catalogue' },
  { name: 'hdzx', title: '活动中心', builtBy: 'catalogue' },
  { name: 'ptzq', title: '拼团专区', builtBy: 'catalogue' },
  { name: 'hb', title: '满额返现', builtBy: 'catalogue' },
  { name: 'mrtj', title: '每日特价', builtBy: 'catalogue' },
  { name: 'lqzx', title: '领券中心', builtBy: 'catalogue' },
  { name: 'zqmb', builtBy: 'catalogue' },
  { name: 'yyh_list', title: '医药汇', builtBy: 'catalogue' },
  { name: 'yyh', title: '医药汇', builtBy: 'catalogue' },
  { name: 'hdmb', builtBy: 'catalogue' },
  { name: 'zhzq', title: '组合购', fetchUser: false, builtBy: 'catalogue' },
  { name: 'welfare', title: '94折', builtBy: 'catalogue' },

  // Cart flow
  { name: 'cart', title: '购物车', layout: CART_FLOW, builtBy: 'cart' },
  { name: 'cart_step2', title: '确认订单信息', layout: CART_FLOW, builtBy: 'cart' },
  { name: 'cart_step3', title: '支付订单', layout: CART_FLOW, builtBy: 'cart' },
  { name: 'cart_step4', title: '支付完成', layout: CART_FLOW, builtBy: 'cart' },
  { name: 'cart_hm', title: '支付订单', layout: CART_FLOW, builtBy: 'cart' },

  // Registration and password
  { name: 'register', redirect: 'register_index' },
  {
    name: 'register_index',
    title: '注册',
    layout: LOGIN_STYLE,
    redirect: 'register_step1',
    children: [
      // The spec's alias pair: /register/stepN is the address people see, /register_index/stepN the nested one.
      { name: 'register_step1', title: '注册', aliases: ['/register_index/step1'], builtBy: 'later' },
      { name: 'register_step2', title: '注册 - 填写资料', aliases: ['/register_index/step2'], builtBy: 'later' },
      { name: 'register_step3', title: '注册 - 注册成功', aliases: ['/register_index/step3'], builtBy: 'later' },
    ],
  },
  { name: 'register_wechat', title: '微信注册', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'register_dd_step1', title: '多门店注册', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'register_dd_step2', title: '多门店注册 - 填写资料', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'register_dd_step3', title: '多门店注册 - 注册成功', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'forget', redirect: 'forget_step1' },
  { name: 'forget_step1', title: '找回密码', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'forget_step2', title: '重置密码', layout: LOGIN_STYLE, builtBy: 'later' },
  { name: 'forget_step3', title: '重置成功', layout: LOGIN_STYLE, builtBy: 'later' },

  // Member centre
  {
    name: 'user',
    title: '会员中心',
    group: true,
    layout: MEMBER,
    children: [
      { name: 'user_hyzx', fetchUser: false, builtBy: 'later' },
      { name: 'basic', title: '基本信息', builtBy: 'later' },
      { name: 'zzzj', title: '资质证件', builtBy: 'later' },
      { name: 'ddgl', title: '多门店管理', builtBy: 'later' },
      { name: 'bdwx', title: '绑定微信', fetchUser: false, builtBy: 'later' },
      { name: 'addr', title: '收货地址', builtBy: 'later' },
      { name: 'wdxx', title: '我的消息', builtBy: 'later' },
      {
        name: 'wdqb',
        title: '我的钱包',
        builtBy: 'later',
        children: [
          { name: 'yegl', title: '余额管理', builtBy: 'later' },
          { name: 'jfgl', title: '积分管理', builtBy: 'later' },
          { name: 'yhq', title: '优惠券', builtBy: 'later' },
          { name: 'xjq', title: '现金券', builtBy: 'later' },
        ],
      },
    ],
  },
  {
    name: 'order',
    title: '我的订单',
    layout: MEMBER,
    builtBy: 'later',
    children: [
      { name: 'order_wddd', redirect: 'order' },
      { name: 'order_info', title: '订单详情', builtBy: 'later' },
      { name: 'order_return_info', title: '退货详情', builtBy: 'later' },
      { name: 'order_after_sales_info', title: '售后详情', builtBy: 'later' },
      // Logistics lives on the order's own page.
      { name: 'order_wl', redirect: (p, search) => withQuery(fill(ROUTE_PATHS.order_info, p), {}, search) },
      { name: 'order_jfdd', title: '积分订单', aliases: ['/jfdd'], builtBy: 'later' },
      { name: 'order_hmdd', title: '含麻订单回执', aliases: ['/hmdd'], builtBy: 'later' },
    ],
  },
  {
    name: 'zzfw',
    title: '自助服务',
    layout: MEMBER,
    builtBy: 'later',
    children: [
      { name: 'kjcg', title: '快捷采购', builtBy: 'later' },
      { name: 'pzqg_add', title: '新增求购', builtBy: 'later' },
      { name: 'pzqg_info', title: '求购详情', builtBy: 'later' },
      { name: 'pzqg', title: '品种求购', builtBy: 'later' },
      { name: 'dzfp', title: '电子发票', builtBy: 'later' },
      { name: 'star', title: '我的收藏', builtBy: 'later' },
      { name: 'yjfk', title: '意见反馈', builtBy: 'later' },
    ],
  },
  { name: 'dzht', title: '电子合同', layout: MEMBER, builtBy: 'cart' },

  // Help and news
  {
    name: 'help',
    title: '帮助中心',
    builtBy: 'later',
    children: [
      { name: 'help_xrzn_hyzc', title: '会员注册', builtBy: 'later' },
      { name: 'help_xrzn_gwzn', title: '购物指南', builtBy: 'later' },
      { name: 'help_xrzn_aqgy', title: '安全购药', builtBy: 'later' },
      { name: 'help_fwbz_wzzz', title: '网站资质', builtBy: 'later' },
      { name: 'help_fwbz_yhxy', title: '用户协议', builtBy: 'later' },
      { name: 'help_fwbz_zskf', title: '专属客服', builtBy: 'later' },
      { name: 'help_us_tsjy', title: '投诉建议', builtBy: 'later' },
      { name: 'help_us_link', title: '联系我们', builtBy: 'later' },
      {
        name: 'help_pay',
        title: '支付配送',
        aliases: ['/help/pay'],
        builtBy: 'later',
        children: [
          { name: 'help_zfps_ddzf', title: '订单支付', builtBy: 'later' },
          { name: 'help_zfps_hwps', title: '货物配送', builtBy: 'later' },
          { name: 'help_zfps_ypth', title: '药品退换货', builtBy: 'later' },
        ],
      },
    ],
  },
  { name: 'news_hy', title: '行业资讯', builtBy: 'later' },
  { name: 'news_company', title: '公司新闻', builtBy: 'later' },
  { name: 'newsInfo', title: '资讯详情', builtBy: 'later' },
];

function fill(pattern: string, params: RouteParamsRecord): string {
  return pattern.replace(/\/:(\w+)(\?)?/g, (_m, key: string) => {
    const v = params[key];
    return v === undefined || v === '' ? '' : `/${encodeURIComponent(v)}`;
  }) || '/';
}

/** Adds params to a path, keeping the query the visitor came with. */
function withQuery(path: string, extra: Record<string, string | undefined>, search: string): string {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** A route with its parents' flags and title folded in. */
export interface FlatRoute {
  name: RouteName;
  path: string;
  title?: string;
  layout: LayoutFlags;
  redirect?: RedirectTarget;
  external?: 'mainSiteRoot';
  aliases: readonly string[];
  fetchUser: boolean;
  group: boolean;
  parent?: RouteName;
  builtBy?: RouteDef['builtBy'];
}

function flatten(defs: readonly RouteDef[], parent?: FlatRoute): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const d of defs) {
    // A parent's redirect belongs to the parent alone; its children are real pages.
    const layout = { ...(parent?.layout ?? DEFAULT_LAYOUT), ...d.layout };
    const flat: FlatRoute = {
      name: d.name,
      path: ROUTE_PATHS[d.name],
      title: d.title ?? parent?.title,
      layout,
      redirect: d.redirect,
      external: d.external,
      aliases: d.aliases ?? [],
      fetchUser: d.fetchUser !== false,
      group: d.group === true,
      parent: parent?.name,
      builtBy: d.builtBy,
    };
    // Children first: a child may share its parent's path (list_index under list) or be more specific.
    const children = d.children ? flatten(d.children, flat) : [];
    out.push(...children, flat);
  }
  return out;
}

/** Every route, children before parents, in match order. */
export const FLAT_ROUTES: readonly FlatRoute[] = flatten(ROUTE_TABLE);

export const ROUTE_BY_NAME: ReadonlyMap<RouteName, FlatRoute> = new Map(FLAT_ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): FlatRoute {
  const r = ROUTE_BY_NAME.get(name);
  if (!r) throw new Error(`route ${name} is not in the table`);
  return r;
}
