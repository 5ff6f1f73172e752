/**
 * Route patterns by name: every address of the site. Links are built from here with href(), never typed as strings
 * in pages. Titles, layout flags, redirects and aliases live in route-table.ts, keyed by these names, with what each
 * pinyin name stands for.
 *
 * The route names the site already had are kept verbatim (list_index, search_table, eleven_index, user_hyzx,
 * order_wddd…); the others are short camelCase or the pinyin abbreviation the path already uses. Patterns: `:name` a
 * segment, `:name?` optional.
 */
export const ROUTE_PATHS = {
  // General
  home: '/',
  login: '/login',
  loading: '/loading',
  loading_activity: '/loading/activity',
  notFound: '/404',
  noActivity: '/noActivity',
  activity: '/activity/:url?/:url1?/:url2?',
  eleven_index: '/eleven_index',
  jfsc: '/jfsc',

  // Product lists and search
  list_other: '/list/other/:id/:name?',
  list: '/list',
  list_index: '/list',
  list_table: '/list/table',
  list_no_image: '/list/no_image',
  list_info: '/list/info/:id',
  list_info_pt: '/list/info-pt/:id',
  search: '/search',
  search_index: '/search',
  search_table: '/search/table',

  // Zones
  yx: '/yx',
  yx_index: '/yx',
  yx_table: '/yx/table',
  yx_rule: '/yx/rule',
  ppzq_info: '/ppzq/info/:id/:page?',
  ppzq: '/ppzq/:page?',
  qxzq: '/qxzq',
  zyyp: '/zyyp',
  jxqzc: '/jxqzc',
  kxzq: '/kxzq',
  kxzq_new: '/kxzq/new',
  kxzq_goods: '/kxzq/goods/:url/:ads?',
  yjh: '/yjh/:id?',
  hdzx: '/Hdzx/:ids/:id?',
  ptzq: '/ptzq',
  hb: '/hb',
  mrtj: '/mrtj',
  lqzx: '/lqzx',
  zqmb: '/zqmb',
  yyh: '/yyh',
  yyh_list: '/yyh/list',
  hdmb: '/hdmb',
  zhzq: '/zhzq',
  welfare: '/welfare',

  // Cart flow
  cart: '/cart',
  cart_step2: '/cart/step2',
  cart_step3: '/cart/step3/:id',
  cart_step4: '/cart/step4',
  cart_hm: '/cart/hm',

  // Registration and password
  register: '/register',
  register_index: '/register_index',
  register_step1: '/register/step1',
  register_step2: '/register/step2',
  register_step3: '/register/step3',
  register_wechat: '/register/wechat',
  register_dd_step1: '/register/dd/step1',
  register_dd_step2: '/register/dd/step2',
  register_dd_step3: '/register/dd/step3',
  forget: '/forget',
  forget_step1: '/forget/step1',
  forget_step2: '/forget/step2',
  forget_step3: '/forget/step3',

  // Member centre
  user: '/user',
  user_hyzx: '/user',
  basic: '/basic',
  zzzj: '/zzzj',
  ddgl: '/ddgl',
  bdwx: '/bdwx',
  addr: '/addr',
  wdxx: '/wdxx',
  dhtx: '/dhtx',
  cgtj: '/cgtj',
  bhjy: '/bhjy',
  wdqb: '/wdqb',
  yegl: '/yegl',
  jfgl: '/jfgl',
  yhq: '/yhq',
  xjq: '/xjq',
  order: '/order',
  order_wddd: '/order_wddd',
  order_info: '/order/info/:id',
  order_return_info: '/order/returnInfo/:id',
  order_after_sales_info: '/order/afterSalesInfo/:id',
  order_wl: '/order/wl/:id',
  order_jfdd: '/order_jfdd',
  order_hmdd: '/order_hmdd',
  zzfw: '/zzfw',
  kjcg: '/kjcg',
  pzqg: '/pzqg',
  pzqg_add: '/pzqg/add',
  pzqg_info: '/pzqg/info',
  dzfp: '/dzfp',
  star: '/star',
  yjfk: '/yjfk',
  dzht: '/dzht',

  // Help and news
  help: '/help',
  help_xrzn_hyzc: '/help/xrzn/hyzc',
  help_xrzn_gwzn: '/help/xrzn/gwzn',
  help_xrzn_aqgy: '/help/xrzn/aqgy',
  help_fwbz_wzzz: '/help/fwbz/wzzz',
  help_fwbz_yhxy: '/help/fwbz/yhxy',
  help_fwbz_zskf: '/help/fwbz/zskf',
  help_us_tsjy: '/help/us/tsjy',
  help_us_link: '/help/us/link',
  help_pay: '/help_pay',
  help_zfps_ddzf: '/help/zfps/ddzf',
  help_zfps_hwps: '/help/zfps/hwps',
  help_zfps_ypth: '/help/zfps/ypth',
  news_hy: '/news/hy',
  news_company: '/news/company',
  newsInfo: '/news/info/:id/:type',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/**
 * The query parameters whose plain id names what a route's page shows, where the path does not (/zqmb?id=7, the
 * back-office template 7): the page's first call follows from it, so the servers can start that call with the page's
 * code (scripts/route-preloads.ts).
 */
export const ROUTE_QUERY_IDS: Partial<Record<RouteName, readonly string[]>> = {
  zqmb: ['id'],
  hdmb: ['id'],
};

type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? Head | Segments<Rest> : P;
type Required_<S> = S extends `:${string}?` ? never : S extends `:${infer N}` ? N : never;
type Optional_<S> = S extends `:${infer N}?` ? N : never;

/** The params a pattern takes: `/ppzq/info/:id/:page?` → { id: string | number; page?: string | number }. */
type ParamsOf<P extends string> = { [K in Required_<Segments<P>>]: string | number } & {
  [K in Optional_<Segments<P>>]?: string | number | null;
};

type RouteParams<N extends RouteName> = ParamsOf<(typeof ROUTE_PATHS)[N]>;

type HrefArgs<N extends RouteName> = [Required_<Segments<(typeof ROUTE_PATHS)[N]>>] extends [never]
  ? [Optional_<Segments<(typeof ROUTE_PATHS)[N]>>] extends [never]
    ? [params?: undefined, query?: QueryInput]
    : [params?: RouteParams<N>, query?: QueryInput]
  : [params: RouteParams<N>, query?: QueryInput];

type QueryInput = Record<string, string | number | boolean | null | undefined>;

/** Fills a pattern: a missing required param throws, a missing optional one drops its segment. */
export function fillPattern(pattern: string, params: Record<string, unknown> = {}, label = pattern): string {
  const out = pattern.replace(/\/:(\w+)(\?)?/g, (_m, key: string, optional?: string) => {
    const v = params[key];
    if (v === undefined || v === null || v === '') {
      if (optional) return '';
      throw new Error(`href(${label}): missing ${key}`);
    }
    return `/${encodeURIComponent(String(v))}`;
  });
  return out === '' ? '/' : out;
}

/** A query string from a plain object; empty values are left out (so `?keywords=` never appears by accident). */
export function toQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    q.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Builds a path from its route name: href('newsInfo', { id: 12, type: 'help' }) → /news/info/12/help;
 * href('search', undefined, { keywords: '阿莫西林', type: 0 }) → /search?keywords=%E9%98%BF…&type=0.
 */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  const [params, query] = args as [Record<string, unknown> | undefined, QueryInput | undefined];
  return fillPattern(ROUTE_PATHS[name], params ?? {}, name) + toQueryString(query);
}
