export { ROUTE_PATHS, href, fillPattern, toQueryString, type RouteName, type RouteParams, type QueryInput } from './paths';
export { ROUTE_TABLE, FLAT_ROUTES, DEFAULT_LAYOUT, routeByName, type RouteDef, type FlatRoute, type LayoutFlags } from './route-table';
export { resolvePath, resolveFinal, matchPattern, compilePattern, mainSiteRootFrom, type Resolution } from './match';
export { SITE_NAME, documentTitle, useDocumentTitle } from './title';
export { searchHref, goodsHref, categoryHref, step2Href, step3Href, step4Href, hmHref, SEARCH_TYPE, type SearchType } from './links';
export { CurrentRouteContext, useCurrentRoute, type CurrentRoute, type PageProps } from './route-context';
