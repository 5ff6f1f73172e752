export { href, toQueryString } from './paths';
export { FLAT_ROUTES } from './route-table';
export { resolvePath, compilePattern } from './match';
export { useDocumentTitle } from './title';
export { goodsHref, categoryHref, step2Href, step3Href, step4Href, hmHref } from './links';
export type { PageProps } from './route-context';
