import { ROUTE_PATHS, type RouteName } from './paths';

/** Which parts of the layout a route shows; a route leaves out what it does not need (see the presets below). */
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
  /** The member-centre frame around the page: the member's card and the account/wallet/orders/self-service menu. */
  memberCentre: boolean;
}

export type RouteParamsRecord = Record<string, string | undefined>;

/** Where a redirect goes: another route by name, or a function of the matched params and query. */
type RedirectTarget = RouteName | ((params: RouteParamsRecord, search: string) => string);

interface RouteDef {
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
  /** The pages that do not fetch the base user (they load their own or need none). */
  fetchUser?: false;
  /**
   * A member page: a visitor who opens it is sent to the login page at once, back here after (src/app/member-only.tsx).
   * Children inherit it.
   */
  member?: true;
  /**
   * A work page: the buyer is in the middle of a task there (buying, paying, their orders, a form), not browsing, so
   * nothing opens over it by itself — the lottery popup waits for a browsing page, and the bottom banner stays the way
   * into it. The rule: every member page (快捷采购 and the rest of self-service, the cart and checkout steps, the member
   * centre with its forms, the orders with their detail and after-sales, the e-contract), every cart and payment step
   * even where no login is needed (every path under /cart), and every page in the login-style frame (login,
   * registration, password). Browsing pages (home, lists, zones, search, goods detail, help, news) have it not.
   * Children inherit it; tests/app/route-table.test.ts holds the table to the rule.
   */
  work?: true;
  /** A grouping node whose own path is its index child's: it is never matched itself, it only passes flags down. */
  group?: true;
  children?: readonly RouteDef[];
}

export const DEFAULT_LAYOUT: LayoutFlags = Object.freeze({
  header: true,
  loginHeader: false,
  footer: true,
  sideBar: true,
  categoryMenu: true,
  nav: true,
  memberCentre: false,
});

/** Pages that are forms or flows: the login-style header, the footer, nothing else. */
const LOGIN_STYLE: Partial<LayoutFlags> = { header: false, loginHeader: true, sideBar: false, categoryMenu: false, nav: false };
/** Member pages: the full header without the category menu, so the member menu has the room. */
const MEMBER: Partial<LayoutFlags> = { categoryMenu: false };
/** The member centre (account, wallet, orders, self-service): member pages drawn in the member-centre frame. */
const MEMBER_CENTRE: Partial<LayoutFlags> = { ...MEMBER, memberCentre: true };
/** Cart steps: the header without the menus; the side bar stays (its drawer is disabled on step 1, which is the cart). */
const CART_FLOW: Partial<LayoutFlags> = { categoryMenu: false, nav: false };
/** A page with nothing around it (yx_rule). */
const BARE: Partial<LayoutFlags> = { header: false, loginHeader: false, footer: false, sideBar: false, categoryMenu: false, nav: false };

/**
 * The one route table: every route of the site with its title, layout, redirects and aliases. Order is match order.
 * Whether a route has a page yet is src/app/route-pages.ts's to say; a route without one shows the 404 page.
 * Route names that are pinyin initials carry their Chinese term and meaning beside them.
 */
const ROUTE_TABLE: readonly RouteDef[] = [
  // General
  { name: 'home', title: '首页' },
  { name: 'login', title: '登录', layout: LOGIN_STYLE, fetchUser: false, work: true },
  { name: 'loading_activity', title: '活动加载中' },
  { name: 'loading', title: '加载中' },
  { name: 'notFound', title: '页面不存在' },
  { name: 'noActivity', title: '活动不存在' },
  {
    name: 'activity',
    // The loading page looks the activity up from these, so they travel as a query.
    redirect: (p, search) => withQuery(ROUTE_PATHS.loading_activity, { url: p.url, url1: p.url1, url2: p.url2 }, search),
  },
  { name: 'eleven_index', title: '首页', external: 'mainSiteRoot' },
  // 积分商城 (jīfēn shāngchéng): the points mall
  { name: 'jfsc', title: '积分商城' },

  // Product lists and search
  { name: 'list_other', title: '药品列表' },
  {
    name: 'list',
    title: '药品列表',
    group: true,
    children: [
      { name: 'list_index' },
      { name: 'list_table' },
      { name: 'list_no_image' },
      { name: 'list_info', title: '商品详情' },
      // pt = 拼团 (pīntuán): the detail of a goods in a group buy
      { name: 'list_info_pt', title: '拼团商品详情' },
    ],
  },
  {
    name: 'search',
    title: '搜索结果',
    group: true,
    children: [
      { name: 'search_index' },
      { name: 'search_table' },
    ],
  },

  // Zones
  // 包邮专区 (bāoyóu zhuānqū; the path is /yx): the free-shipping zone
  {
    name: 'yx',
    title: '包邮专区',
    group: true,
    children: [
      { name: 'yx_index' },
      { name: 'yx_table' },
      { name: 'yx_rule', title: '包邮规则', layout: BARE },
    ],
  },
  // 品牌专区 (pǐnpái zhuānqū) detail: one brand's goods
  { name: 'ppzq_info', title: '品牌详情' },
  // 品牌专区 (pǐnpái zhuānqū): the brand zone
  { name: 'ppzq', title: '品牌专区' },
  // 器械专区 (qìxiè zhuānqū): the medical-device zone
  { name: 'qxzq', title: '器械专区' },
  // 中药饮片 (zhōngyào yǐnpiàn): prepared Chinese herbal pieces
  { name: 'zyyp', title: '中药饮片' },
  // 近效期专场 (jìnxiàoqī zhuānchǎng): the near-expiry zone
  { name: 'jxqzc', title: '近效期专区' },
  // 控销专区 (kòngxiāo zhuānqū), new layout: one floor per controlled-sales sub-zone
  { name: 'kxzq_new', title: '控销新品' },
  // 控销专区 (kòngxiāo zhuānqū) sub-zone: its controlled-sales goods
  { name: 'kxzq_goods', title: '控销商品' },
  // 控销专区 (kòngxiāo zhuānqū): the controlled-sales zone (goods sold only to authorised buyers)
  { name: 'kxzq', title: '控销专区' },
  // 活动专区 (huódòng zhuānqū; the path is /yjh): one activity's zone, by id
  { name: 'yjh', title: '活动专区' },
  // 活动中心 (huódòng zhōngxīn, path /Hdzx): the activity centre, a tab per running activity
  { name: 'hdzx', title: '活动中心' },
  // 拼团专区 (pīntuán zhuānqū): the group-buy zone
  { name: 'ptzq', title: '拼团专区' },
  // 红包 (hóngbāo): cashback as a red packet once an order reaches an amount
  { name: 'hb', title: '满额返现' },
  // 每日特价 (měirì tèjià): the daily specials
  { name: 'mrtj', title: '每日特价' },
  // 领券中心 (lǐngquàn zhōngxīn): the coupon centre
  { name: 'lqzx', title: '领券中心' },
  // 专区模板 (zhuānqū múbǎn): a zone page built from a back-office template; its data names it
  { name: 'zqmb' },
  // 医药汇 (yīyàohuì) list: one section of the pharma hub, or all of it
  { name: 'yyh_list', title: '医药汇' },
  // 医药汇 (yīyàohuì): the pharma hub, sections of goods
  { name: 'yyh', title: '医药汇' },
  // 活动模板 (huódòng múbǎn): an activity page built from a back-office template; its data names it
  { name: 'hdmb' },
  // 组合专区 (zǔhé zhuānqū, shown as 组合购): combinations, goods bought together as sets
  { name: 'zhzq', title: '组合购', fetchUser: false },
  { name: 'welfare', title: '94折' },

  // Cart flow
  { name: 'cart', title: '购物车', layout: CART_FLOW, member: true, work: true },
  { name: 'cart_step2', title: '确认订单信息', layout: CART_FLOW, member: true, work: true },
  { name: 'cart_step3', title: '支付订单', layout: CART_FLOW, member: true, work: true },
  { name: 'cart_step4', title: '支付完成', layout: CART_FLOW, work: true },
  // hm = 含麻 (hánmá, containing ephedrine): that order's own pay page, by corporate transfer only
  { name: 'cart_hm', title: '支付订单', layout: CART_FLOW, work: true },

  // Registration and password
  { name: 'register', redirect: 'register_index' },
  {
    name: 'register_index',
    title: '注册',
    layout: LOGIN_STYLE,
    work: true,
    redirect: 'register_step1',
    children: [
      // Each step has two addresses: /register/stepN is the one people see, /register_index/stepN the nested one.
      { name: 'register_step1', title: '注册', aliases: ['/register_index/step1'] },
      { name: 'register_step2', title: '注册 - 填写资料', aliases: ['/register_index/step2'] },
      { name: 'register_step3', title: '注册 - 注册成功', aliases: ['/register_index/step3'] },
    ],
  },
  { name: 'register_wechat', title: '微信注册', layout: LOGIN_STYLE, work: true },
  // dd = 多店 (duō diàn): registering a chain with several stores
  { name: 'register_dd_step1', title: '多门店注册', layout: LOGIN_STYLE, work: true },
  { name: 'register_dd_step2', title: '多门店注册 - 填写资料', layout: LOGIN_STYLE, work: true },
  { name: 'register_dd_step3', title: '多门店注册 - 注册成功', layout: LOGIN_STYLE, work: true },
  { name: 'forget', redirect: 'forget_step1' },
  { name: 'forget_step1', title: '找回密码', layout: LOGIN_STYLE, work: true },
  { name: 'forget_step2', title: '重置密码', layout: LOGIN_STYLE, work: true },
  { name: 'forget_step3', title: '重置成功', layout: LOGIN_STYLE, work: true },

  // Member centre
  {
    name: 'user',
    title: '会员中心',
    group: true,
    layout: MEMBER_CENTRE,
    member: true,
    work: true,
    children: [
      // 会员中心 (huìyuán zhōngxīn): the member centre's home
      { name: 'user_hyzx', fetchUser: false },
      { name: 'basic', title: '基本信息' },
      // 资质证件 (zīzhì zhèngjiàn): the buyer's licences and certificates
      { name: 'zzzj', title: '资质证件' },
      // 多门店管理 (duō méndiàn guǎnlǐ): a chain's stores
      { name: 'ddgl', title: '多门店管理' },
      // 绑定微信 (bǎngdìng Wēixìn): link a WeChat account
      { name: 'bdwx', title: '绑定微信', fetchUser: false },
      { name: 'addr', title: '收货地址' },
      // 我的消息 (wǒde xiāoxi): my messages
      { name: 'wdxx', title: '我的消息' },
      // 到货提醒 (dàohuò tíxǐng): the buyer's arrival and price-drop reminders
      { name: 'dhtx', title: '到货提醒' },
      // 采购统计 (cǎigòu tǒngjì): what the buyer spent, by month, category, maker and goods
      { name: 'cgtj', title: '采购统计' },
      // 补货建议 (bǔhuò jiànyì): what to reorder today and why, from the purchase rhythm and the ERP stock export
      { name: 'bhjy', title: '补货建议' },
      // 我的钱包 (wǒde qiánbāo): my wallet
      {
        name: 'wdqb',
        title: '我的钱包',
        children: [
          // 余额管理 (yú'é guǎnlǐ): the wallet balance
          { name: 'yegl', title: '余额管理' },
          // 积分管理 (jīfēn guǎnlǐ): points
          { name: 'jfgl', title: '积分管理' },
          // 优惠券 (yōuhuìquàn): coupons
          { name: 'yhq', title: '优惠券' },
          // 现金券 (xiànjīnquàn): cash vouchers
          { name: 'xjq', title: '现金券' },
        ],
      },
    ],
  },
  {
    name: 'order',
    title: '我的订单',
    layout: MEMBER_CENTRE,
    member: true,
    work: true,
    children: [
      // 我的订单 (wǒde dìngdān): my orders
      { name: 'order_wddd', redirect: 'order' },
      { name: 'order_info', title: '订单详情' },
      { name: 'order_return_info', title: '退货详情' },
      { name: 'order_after_sales_info', title: '售后详情' },
      // 物流 (wùliú): an order's logistics, which live on the order's own page
      { name: 'order_wl', redirect: (p, search) => withQuery(fill(ROUTE_PATHS.order_info, p), {}, search) },
      // 积分订单 (jīfēn dìngdān): orders paid with points
      { name: 'order_jfdd', title: '积分订单', aliases: ['/jfdd'] },
      // 含麻订单 (hánmá dìngdān): orders of ephedrine-containing goods and their transfer receipts
      { name: 'order_hmdd', title: '含麻订单回执', aliases: ['/hmdd'] },
    ],
  },
  // 自助服务 (zìzhù fúwù): self-service; the group's own address opens its first page, 快捷采购
  {
    name: 'zzfw',
    title: '自助服务',
    redirect: 'kjcg',
    layout: MEMBER_CENTRE,
    member: true,
    work: true,
    children: [
      // 快捷采购 (kuàijié cǎigòu): quick purchase
      { name: 'kjcg', title: '快捷采购' },
      // 品种求购 (pǐnzhǒng qiúgòu): a new request for goods the site does not list
      { name: 'pzqg_add', title: '新增求购' },
      // 品种求购 (pǐnzhǒng qiúgòu): one request
      { name: 'pzqg_info', title: '求购详情' },
      // 品种求购 (pǐnzhǒng qiúgòu): requests for goods the site does not list
      { name: 'pzqg', title: '品种求购' },
      // 电子发票 (diànzǐ fāpiào): e-invoices
      { name: 'dzfp', title: '电子发票' },
      { name: 'star', title: '我的收藏' },
      // 意见反馈 (yìjiàn fǎnkuì): feedback
      { name: 'yjfk', title: '意见反馈' },
    ],
  },
  // 电子合同 (diànzǐ hétóng): the e-contract a buyer signs before buying
  { name: 'dzht', title: '电子合同', layout: MEMBER, member: true, work: true },

  // Help and news
  {
    name: 'help',
    title: '帮助中心',
    children: [
      // 新人指南 (xīnrén zhǐnán, newcomer guide) · 会员注册: registering
      { name: 'help_xrzn_hyzc', title: '会员注册' },
      // 新人指南 · 购物指南 (gòuwù zhǐnán): how to buy
      { name: 'help_xrzn_gwzn', title: '购物指南' },
      // 新人指南 · 安全购药 (ānquán gòuyào): buying medicines safely
      { name: 'help_xrzn_aqgy', title: '安全购药' },
      // 服务保障 (fúwù bǎozhàng, service guarantees) · 网站资质: the site's licences
      { name: 'help_fwbz_wzzz', title: '网站资质' },
      // 服务保障 · 用户协议 (yònghù xiéyì): the user agreement
      { name: 'help_fwbz_yhxy', title: '用户协议' },
      // 服务保障 · 专属客服 (zhuānshǔ kèfú): dedicated customer service
      { name: 'help_fwbz_zskf', title: '专属客服' },
      // 关于我们 (about us) · 投诉建议 (tóusù jiànyì): complaints and suggestions
      { name: 'help_us_tsjy', title: '投诉建议' },
      // 关于我们 · 联系我们: contact us
      { name: 'help_us_link', title: '联系我们' },
      {
        name: 'help_pay',
        title: '支付配送',
        aliases: ['/help/pay'],
        children: [
          // 支付配送 (zhīfù pèisòng, payment and delivery) · 订单支付: paying an order
          { name: 'help_zfps_ddzf', title: '订单支付' },
          // 支付配送 · 货物配送 (huòwù pèisòng): delivery
          { name: 'help_zfps_hwps', title: '货物配送' },
          // 支付配送 · 药品退换货 (yàopǐn tuìhuànhuò): returns and exchanges
          { name: 'help_zfps_ypth', title: '药品退换货' },
        ],
      },
    ],
  },
  // 行业资讯 (hángyè zīxùn): industry news
  { name: 'news_hy', title: '行业资讯' },
  { name: 'news_company', title: '公司新闻' },
  { name: 'newsInfo', title: '资讯详情' },
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
  /** A member page (its own flag or a parent's): visitors are sent to log in. */
  member: boolean;
  /** A work page (its own flag or a parent's): nothing opens over it by itself. */
  work: boolean;
  group: boolean;
  parent?: RouteName;
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
      member: d.member === true || parent?.member === true,
      work: d.work === true || parent?.work === true,
      group: d.group === true,
      parent: parent?.name,
    };
    // Children first: a child may share its parent's path (list_index under list) or be more specific.
    const children = d.children ? flatten(d.children, flat) : [];
    out.push(...children, flat);
  }
  return out;
}

/** Every route, children before parents, in match order. */
export const FLAT_ROUTES: readonly FlatRoute[] = flatten(ROUTE_TABLE);

const ROUTE_BY_NAME: ReadonlyMap<RouteName, FlatRoute> = new Map(FLAT_ROUTES.map((r) => [r.name, r]));

export function routeByName(name: RouteName): FlatRoute {
  const r = ROUTE_BY_NAME.get(name);
  if (!r) throw new Error(`route ${name} is not in the table`);
  return r;
}
