import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '@/lib/routes/paths';
import type { PageProps } from '@/lib/routes/route-context';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** The 404 page; it is also the body of every route whose page has not been built yet. */
export const NotFoundPage: LazyPage = lazy(() => import('@/pages/not-found/not-found-page'));

/**
 * The built pages, each its own chunk: the one place that says which routes have a page. A route of the table
 * missing here shows NotFoundPage; giving it a page is one line: `name: lazy(() => import('@/pages/…'))`.
 */
export const ROUTE_PAGES: Partial<Record<RouteName, LazyPage>> = {
  login: lazy(() => import('@/pages/login/login-page')),
  notFound: NotFoundPage,
  list_index: lazy(() => import('@/pages/list/list-page')),
  list_table: lazy(() => import('@/pages/list/list-table-page')),
  list_no_image: lazy(() => import('@/pages/list/list-no-image-page')),
  list_other: lazy(() => import('@/pages/list/list-other-page')),
  search_index: lazy(() => import('@/pages/search/search-page')),
  search_table: lazy(() => import('@/pages/search/search-table-page')),
  list_info: lazy(() => import('@/pages/goods-detail/goods-detail-page')),
  list_info_pt: lazy(() => import('@/pages/goods-detail/group-buy-detail-page')),
  home: lazy(() => import('@/pages/home/home-page')),
  qxzq: lazy(() => import('@/pages/zones/qxzq-page')),
  zyyp: lazy(() => import('@/pages/zones/zyyp-page')),
  jxqzc: lazy(() => import('@/pages/zones/jxqzc-page')),
  yx_index: lazy(() => import('@/pages/zones/yx-page')),
  yx_table: lazy(() => import('@/pages/zones/yx-table-page')),
  yx_rule: lazy(() => import('@/pages/zones/yx-rule-page')),
  welfare: lazy(() => import('@/pages/zones/welfare-page')),
  mrtj: lazy(() => import('@/pages/zones/mrtj-page')),
  ppzq: lazy(() => import('@/pages/zones/ppzq-page')),
  ppzq_info: lazy(() => import('@/pages/zones/ppzq-info-page')),
  zqmb: lazy(() => import('@/pages/zones/zqmb-page')),
  hdmb: lazy(() => import('@/pages/zones/hdmb-page')),
  yyh: lazy(() => import('@/pages/zones/yyh-page')),
  yyh_list: lazy(() => import('@/pages/zones/yyh-list-page')),
  zhzq: lazy(() => import('@/pages/zones/zhzq-page')),
  ptzq: lazy(() => import('@/pages/zones/ptzq-page')),
  jfsc: lazy(() => import('@/pages/zones/jfsc-page')),
  loading_activity: lazy(() => import('@/pages/zones/loading-activity-page')),
  noActivity: lazy(() => import('@/pages/zones/no-activity-page')),
  kxzq: lazy(() => import('@/pages/zones/kxzq-page')),
  kxzq_new: lazy(() => import('@/pages/zones/kxzq-new-page')),
  kxzq_goods: lazy(() => import('@/pages/zones/kxzq-goods-page')),
  yjh: lazy(() => import('@/pages/zones/yjh-page')),
  hdzx: lazy(() => import('@/pages/zones/hdzx-page')),
  hb: lazy(() => import('@/pages/zones/hb-page')),
  lqzx: lazy(() => import('@/pages/zones/lqzx-page')),
  cart: lazy(() => import('@/pages/cart/cart-page')),
  cart_step2: lazy(() => import('@/pages/cart/step2-page')),
  cart_step3: lazy(() => import('@/pages/cart/step3-page')),
  cart_step4: lazy(() => import('@/pages/cart/step4-page')),
  cart_hm: lazy(() => import('@/pages/cart/hm-page')),
  dzht: lazy(() => import('@/pages/dzht/dzht-page')),
  order: lazy(() => import('@/pages/orders/order-list-page')),
  order_info: lazy(() => import('@/pages/orders/order-detail-page')),
  order_after_sales_info: lazy(() => import('@/pages/orders/after-sales-page')),
  help: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_hyzc: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_gwzn: lazy(() => import('@/pages/help/help-page')),
  help_xrzn_aqgy: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_wzzz: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_yhxy: lazy(() => import('@/pages/help/help-page')),
  help_fwbz_zskf: lazy(() => import('@/pages/help/help-page')),
  help_us_tsjy: lazy(() => import('@/pages/help/help-page')),
  help_us_link: lazy(() => import('@/pages/help/help-page')),
  help_pay: lazy(() => import('@/pages/help/help-page')),
  help_zfps_ddzf: lazy(() => import('@/pages/help/help-page')),
  help_zfps_hwps: lazy(() => import('@/pages/help/help-page')),
  help_zfps_ypth: lazy(() => import('@/pages/help/help-page')),
  news_hy: lazy(() => import('@/pages/news/news-hy-page')),
  news_company: lazy(() => import('@/pages/news/news-company-page')),
  newsInfo: lazy(() => import('@/pages/news/news-info-page')),
  forget_step1: lazy(() => import('@/pages/account/forget-step1-page')),
  forget_step2: lazy(() => import('@/pages/account/forget-step2-page')),
  forget_step3: lazy(() => import('@/pages/account/forget-step3-page')),
  register_step1: lazy(() => import('@/pages/account/register-step1-page')),
  register_step2: lazy(() => import('@/pages/account/register-step2-page')),
  register_step3: lazy(() => import('@/pages/account/register-step3-page')),
  basic: lazy(() => import('@/pages/account/basic-page')),
  addr: lazy(() => import('@/pages/account/addr-page')),
  wdqb: lazy(() => import('@/pages/account/yegl-page')),
  yegl: lazy(() => import('@/pages/account/yegl-page')),
  jfgl: lazy(() => import('@/pages/account/jfgl-page')),
};

export function pageFor(name: RouteName): { Page: LazyPage; built: boolean } {
  const Page = ROUTE_PAGES[name];
  return Page ? { Page, built: true } : { Page: NotFoundPage, built: false };
}
