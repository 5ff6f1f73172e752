import { useEffect } from 'react';

const SITE_NAME = '药采平台';

/** `登录 - 药采平台`; a route without a title of its own (zqmb, hdmb before their data) shows the site name alone. */
export function documentTitle(title?: string | null): string {
  const t = title?.trim();
  return t ? `${t} - ${SITE_NAME}` : SITE_NAME;
}

/**
 * Puts a title from the page's data over the route table's (zqmb and hdmb; a goods name). Until the data has a
 * title (undefined, null, empty) the table's title stays.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title?.trim()) document.title = documentTitle(title);
  }, [title]);
}
