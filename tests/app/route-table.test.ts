/** The route table holds every address the site serves, with its titles, layout flags, redirects and aliases. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { href, ROUTE_PATHS, type RouteName } from '@/lib/routes/paths';
import { compilePattern, mainSiteRootFrom, resolveFinal, resolvePath } from '@/lib/routes/match';
import { DEFAULT_LAYOUT, FLAT_ROUTES, routeByName } from '@/lib/routes/route-table';
import { documentTitle } from '@/lib/routes/title';

/**
 * Every address of the site, written out by hand from the product's route list (not from the table under test):
 * [a concrete path, what it must be]. `{name}` = that page; `'→ /x'` = a redirect to /x; `'alias name'` = rendered
 * as that page without changing the address.
 */
const ROUTE_LIST: Array<[string, string]> = [
  // General
  ['/', 'home'], ['/login', 'login'], ['/loading', 'loading'], ['/loading/activity', 'loading_activity'], ['/404', 'notFound'],
  ['/noActivity', 'noActivity'], ['/activity', '→ /loading/activity'], ['/activity/a1/b2/c3', '→ /loading/activity?url=a1&url1=b2&url2=c3'],
  ['/jfsc', 'jfsc'],
  // Product lists and search
  ['/list/other/12', 'list_other'], ['/list/other/12/抗生素', 'list_other'], ['/list', 'list_index'], ['/list/table', 'list_table'],
  ['/list/no_image', 'list_no_image'], ['/list/info/88', 'list_info'], ['/list/info-pt/88', 'list_info_pt'],
  ['/search', 'search_index'], ['/search/table', 'search_table'],
  // Zones
  ['/yx', 'yx_index'], ['/yx/table', 'yx_table'], ['/yx/rule', 'yx_rule'], ['/ppzq', 'ppzq'], ['/ppzq/2', 'ppzq'],
  ['/ppzq/info/12', 'ppzq_info'], ['/ppzq/info/12/3', 'ppzq_info'], ['/qxzq', 'qxzq'], ['/zyyp', 'zyyp'], ['/jxqzc', 'jxqzc'],
  ['/kxzq', 'kxzq'], ['/kxzq/new', 'kxzq_new'], ['/kxzq/goods/abc', 'kxzq_goods'], ['/kxzq/goods/abc/7', 'kxzq_goods'],
  ['/yjh', 'yjh'], ['/yjh/5', 'yjh'], ['/Hdzx/1,2', 'hdzx'], ['/Hdzx/1,2/3', 'hdzx'], ['/ptzq', 'ptzq'], ['/hb', 'hb'], ['/mrtj', 'mrtj'],
  ['/lqzx', 'lqzx'], ['/zqmb', 'zqmb'], ['/yyh', 'yyh'], ['/yyh/list', 'yyh_list'], ['/hdmb', 'hdmb'], ['/zhzq', 'zhzq'], ['/welfare', 'welfare'],
  // Cart flow
  ['/cart', 'cart'], ['/cart/step2', 'cart_step2'], ['/cart/step3/901', 'cart_step3'], ['/cart/step4', 'cart_step4'], ['/cart/hm', 'cart_hm'],
  // Registration and password
  ['/register', '→ /register_index'], ['/register_index', '→ /register/step1'], ['/register/step1', 'register_step1'],
  ['/register/step2', 'register_step2'], ['/register/step3', 'register_step3'], ['/register_index/step1', 'alias register_step1'],
  ['/register_index/step2', 'alias register_step2'], ['/register_index/step3', 'alias register_step3'],
  ['/register/wechat', 'register_wechat'], ['/register/dd/step1', 'register_dd_step1'], ['/register/dd/step2', 'register_dd_step2'],
  ['/register/dd/step3', 'register_dd_step3'], ['/forget', '→ /forget/step1'], ['/forget/step1', 'forget_step1'], ['/forget/step2', 'forget_step2'], ['/forget/step3', 'forget_step3'],
  // Member centre
  ['/user', 'user_hyzx'], ['/basic', 'basic'], ['/zzzj', 'zzzj'], ['/ddgl', 'ddgl'], ['/bdwx', 'bdwx'], ['/addr', 'addr'], ['/wdxx', 'wdxx'], ['/dhtx', 'dhtx'], ['/cgtj', 'cgtj'], ['/bhjy', 'bhjy'],
  ['/wdqb', 'wdqb'], ['/yegl', 'yegl'], ['/jfgl', 'jfgl'], ['/yhq', 'yhq'], ['/xjq', 'xjq'],
  ['/order', 'order'], ['/order_wddd', '→ /order'], ['/order/info/31', 'order_info'], ['/order/returnInfo/31', 'order_return_info'],
  ['/order/afterSalesInfo/31', 'order_after_sales_info'], ['/order/wl/31', '→ /order/info/31'], ['/order_jfdd', 'order_jfdd'],
  ['/jfdd', 'alias order_jfdd'], ['/order_hmdd', 'order_hmdd'], ['/hmdd', 'alias order_hmdd'],
  ['/zzfw', '→ /kjcg'], ['/kjcg', 'kjcg'], ['/pzqg', 'pzqg'], ['/pzqg/add', 'pzqg_add'], ['/pzqg/info', 'pzqg_info'], ['/dzfp', 'dzfp'],
  ['/star', 'star'], ['/yjfk', 'yjfk'], ['/dzht', 'dzht'],
  // Help and news
  ['/help', 'help'], ['/help/xrzn/hyzc', 'help_xrzn_hyzc'], ['/help/xrzn/gwzn', 'help_xrzn_gwzn'], ['/help/xrzn/aqgy', 'help_xrzn_aqgy'],
  ['/help/fwbz/wzzz', 'help_fwbz_wzzz'], ['/help/fwbz/yhxy', 'help_fwbz_yhxy'], ['/help/fwbz/zskf', 'help_fwbz_zskf'],
  ['/help/us/tsjy', 'help_us_tsjy'], ['/help/us/link', 'help_us_link'], ['/help_pay', 'help_pay'], ['/help/pay', 'alias help_pay'],
  ['/help/zfps/ddzf', 'help_zfps_ddzf'], ['/help/zfps/hwps', 'help_zfps_hwps'], ['/help/zfps/ypth', 'help_zfps_ypth'],
  ['/news/hy', 'news_hy'], ['/news/company', 'news_company'], ['/news/info/7/help', 'newsInfo'],
];

describe('route table vs the route list', () => {
  it.each(ROUTE_LIST)('%s is %s', (path, expected) => {
    const [pathname, q = ''] = path.split('?');
    const res = resolvePath(pathname as string, q ? `?${q}` : '');
    if (expected.startsWith('→ ')) {
      expect(res).toMatchObject({ kind: 'redirect', to: expected.slice(2) });
    } else if (expected.startsWith('alias ')) {
      expect(res).toMatchObject({ kind: 'page', viaAlias: true, route: { name: expected.slice(6) } });
    } else {
      expect(res).toMatchObject({ kind: 'page', viaAlias: false, route: { name: expected } });
    }
  });

  it('the route named eleven_index leaves for the main site root', () => {
    expect(resolvePath(ROUTE_PATHS.eleven_index, '', { mainSiteRoot: 'https://www.yaocai.example.cn/' })).toMatchObject({
      kind: 'external',
      url: 'https://www.yaocai.example.cn/',
    });
    expect(mainSiteRootFrom('https://www.yaocai.example.cn/login?from=b2b', 'http://localhost')).toBe('https://www.yaocai.example.cn/');
    expect(mainSiteRootFrom('/login', 'http://localhost:8765')).toBe('http://localhost:8765/');
  });

  it('any unknown path goes to /404', () => {
    for (const p of ['/nope', '/list/info', '/cart/step3', '/order/info', '/a/b/c/d', '/list/other']) {
      expect(resolvePath(p)).toEqual({ kind: 'unknown', to: '/404' });
    }
  });

  it('follows redirect chains: /register → /register_index → /register/step1; /order/wl/5 → order info', () => {
    const reg = resolveFinal('/register');
    expect(reg.hops).toEqual(['/register_index', '/register/step1']);
    expect(reg.resolution).toMatchObject({ kind: 'page', route: { name: 'register_step1' } });
    expect(resolveFinal('/order/wl/5').resolution).toMatchObject({ kind: 'page', route: { name: 'order_info' }, params: { id: '5' } });
    expect(resolveFinal('/order_wddd', '?page=2').hops).toEqual(['/order?page=2']);
    expect(resolveFinal('/zzz').resolution).toMatchObject({ kind: 'page', route: { name: 'notFound' } });
  });

  it('matches case-insensitively and with a trailing slash, like the old router', () => {
    expect(resolvePath('/hdzx/9')).toMatchObject({ kind: 'page', route: { name: 'hdzx' }, params: { ids: '9' } });
    expect(resolvePath('/cart/')).toMatchObject({ kind: 'page', route: { name: 'cart' } });
  });

  it('decodes params', () => {
    expect(resolvePath(`/list/other/12/${encodeURIComponent('抗生素')}`)).toMatchObject({ params: { id: '12', name: '抗生素' } });
  });

  it('the table has no page, redirect or alias the list leaves out', () => {
    const listed = ROUTE_LIST.map(([p]) => p.split('?')[0] as string);
    const patterns = FLAT_ROUTES.filter((r) => !r.group && !r.external).flatMap((r) => [r.path, ...r.aliases].map((pattern) => ({ name: r.name, pattern })));
    expect(patterns.length).toBeGreaterThan(100);
    const missing = patterns.filter(({ pattern }) => !listed.some((p) => compilePattern(pattern).regex.test(p)));
    expect(missing).toEqual([]);
  });
});

/** The member pages of the product's route list, written out by hand: a visitor who opens one is sent to log in. */
const MEMBER_PAGES = [
  'cart', 'cart_step2', 'cart_step3', 'dzht',
  'user_hyzx', 'basic', 'zzzj', 'ddgl', 'bdwx', 'addr', 'wdxx', 'dhtx', 'cgtj', 'bhjy', 'wdqb', 'yegl', 'jfgl', 'yhq', 'xjq',
  'order', 'order_info', 'order_return_info', 'order_after_sales_info', 'order_jfdd', 'order_hmdd',
  'kjcg', 'pzqg', 'pzqg_add', 'pzqg_info', 'dzfp', 'star', 'yjfk',
];

describe('member pages', () => {
  it('are exactly the pages the route list names (a child of a member group is one too)', () => {
    const pages = FLAT_ROUTES.filter((r) => !r.group && !r.redirect && !r.external);
    expect(pages.filter((r) => r.member).map((r) => r.name).sort()).toEqual([...MEMBER_PAGES].sort());
  });
});

/**
 * Work pages (`work` in the table): where the buyer is in the middle of a task, so nothing opens over them by itself.
 * Written out by hand like MEMBER_PAGES: every member page, and the cart and payment steps and forms anyone opens.
 */
const WORK_PAGES = [
  ...MEMBER_PAGES,
  'cart_step4', 'cart_hm',
  'login', 'register_step1', 'register_step2', 'register_step3', 'register_wechat', 'register_dd_step1', 'register_dd_step2',
  'register_dd_step3', 'forget_step1', 'forget_step2', 'forget_step3',
];

/** Where the addresses of buying, paying, the orders, self-service and the forms begin: any route there is work. */
const WORK_AREAS = ['/cart', '/order', '/zzfw', '/kjcg', '/pzqg', '/dzfp', '/yjfk', '/dzht', '/login', '/register', '/forget', '/addr', '/basic', '/zzzj'];

describe('work pages', () => {
  const pages = FLAT_ROUTES.filter((r) => !r.group && !r.redirect && !r.external);

  it('are exactly the pages the route list makes work pages', () => {
    expect(pages.filter((r) => r.work).map((r) => r.name).sort()).toEqual([...WORK_PAGES].sort());
  });

  it('every route whose address is in a work area carries the flag (a new /cart or /order route without it fails)', () => {
    const inArea = FLAT_ROUTES.filter((r) => !r.redirect && [r.path, ...r.aliases].some((p) => WORK_AREAS.some((a) => p.toLowerCase().startsWith(a.toLowerCase()))));
    expect(inArea.map((r) => r.name)).toContain('cart_hm');
    expect(inArea.filter((r) => !r.work).map((r) => `${r.name} ${r.path}`)).toEqual([]);
  });

  it('every member page, and every page in the member-centre or login-style frame, is a work page', () => {
    const rule = pages.filter((r) => r.member || r.layout.memberCentre || r.layout.loginHeader);
    expect(rule.filter((r) => !r.work).map((r) => r.name)).toEqual([]);
  });

  it('browsing pages are not: home, lists, zones, search, goods detail, help and news', () => {
    const browsing: RouteName[] = ['home', 'list_index', 'list_table', 'list_info', 'list_info_pt', 'search_index', 'yx_index', 'ppzq', 'kxzq', 'hdzx', 'jfsc', 'help', 'news_hy', 'notFound'];
    expect(browsing.filter((n) => routeByName(n).work)).toEqual([]);
  });
});

describe('titles', () => {
  const pages = FLAT_ROUTES.filter((r) => !r.group && !r.redirect && !r.external);

  it('every page has a Chinese title, except zqmb and hdmb which take theirs from their data', () => {
    for (const r of pages) {
      const fromData = r.name === 'zqmb' || r.name === 'hdmb';
      expect(r.title, r.name).toEqual(fromData ? undefined : expect.stringMatching(/[\u4e00-\u9fff]/));
    }
  });

  it('the document title carries the site suffix', () => {
    expect(documentTitle(routeByName('login').title)).toBe('登录 - 药采平台');
    expect(documentTitle(routeByName('welfare').title)).toBe('94折 - 药采平台');
    expect(documentTitle(routeByName('list_table').title)).toBe('药品列表 - 药采平台'); // inherited from the list parent
    expect(documentTitle(undefined)).toBe('药采平台');
  });
});

describe('layout flags', () => {
  it('defaults to header, footer, side bar, category menu and nav', () => {
    expect(routeByName('jfsc').layout).toEqual(DEFAULT_LAYOUT);
    expect(DEFAULT_LAYOUT).toEqual({ header: true, loginHeader: false, footer: true, sideBar: true, categoryMenu: true, nav: true, memberCentre: false });
  });

  it('the yx rules page has no header, footer or side bar', () => {
    expect(routeByName('yx_rule').layout).toEqual({ header: false, loginHeader: false, footer: false, sideBar: false, categoryMenu: false, nav: false, memberCentre: false });
  });

  it('login, register and forget use the login-style header', () => {
    for (const n of ['login', 'register_step1', 'register_step3', 'register_wechat', 'register_dd_step2', 'forget_step1'] as RouteName[]) {
      expect(routeByName(n).layout, n).toMatchObject({ header: false, loginHeader: true, sideBar: false });
    }
  });

  it('cart steps keep the side bar (its drawer is disabled on step 1) but drop the menus', () => {
    expect(routeByName('cart').layout).toMatchObject({ header: true, sideBar: true, categoryMenu: false, nav: false });
  });

  it('user_hyzx, login, zhzq and bdwx do not fetch the base user; every other route does', () => {
    const skip = FLAT_ROUTES.filter((r) => !r.fetchUser).map((r) => r.name).sort();
    expect(skip).toEqual(['bdwx', 'login', 'user_hyzx', 'zhzq']);
  });
});

describe('href()', () => {
  it('builds paths from names, dropping missing optional params', () => {
    expect(href('newsInfo', { id: 12, type: 'help' })).toBe('/news/info/12/help');
    expect(href('ppzq')).toBe('/ppzq');
    expect(href('ppzq_info', { id: 3 })).toBe('/ppzq/info/3');
    expect(href('ppzq_info', { id: 3, page: 2 })).toBe('/ppzq/info/3/2');
    expect(href('home')).toBe('/');
    expect(href('search', undefined, { keywords: '阿莫西林', type: 0, empty: '' })).toBe(`/search?keywords=${encodeURIComponent('阿莫西林')}&type=0`);
  });

  it('throws on a missing required param', () => {
    expect(() => href('list_info', {} as { id: number })).toThrow(/missing id/);
  });

  it('round-trips: the path href builds for any page resolves back to that page with the same params', () => {
    const segment = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== '.' && s !== '..');
    const pages = FLAT_ROUTES.filter((r) => !r.group && !r.redirect && !r.external);
    fc.assert(
      fc.property(fc.constantFrom(...pages), fc.dictionary(fc.constantFrom('id', 'name', 'page', 'url', 'ads', 'ids', 'type', 'url1', 'url2'), segment), (route, values) => {
        const keys = [...route.path.matchAll(/:(\w+)(\?)?/g)];
        const params: Record<string, string> = {};
        for (const [, key, optional] of keys) {
          const v = values[key as string];
          if (v !== undefined) params[key as string] = v;
          else if (!optional) params[key as string] = 'x';
        }
        const built = (href as (n: RouteName, p?: object) => string)(route.name, params);
        const res = resolvePath(built);
        expect(res.kind).toBe('page');
        if (res.kind !== 'page') return;
        // Two patterns may accept the same address (e.g. /ppzq/info matches ppzq's optional page); the table order decides.
        if (res.route.name !== route.name) {
          expect(FLAT_ROUTES.indexOf(res.route)).toBeLessThan(FLAT_ROUTES.indexOf(route));
          return;
        }
        for (const [k, v] of Object.entries(params)) expect(res.params[k]).toBe(v);
      }),
      { numRuns: 400 },
    );
  });
});
