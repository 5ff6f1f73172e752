/**
 * A path parameter that is a plain id (1–10 digits, no leading zero): the only kind the servers put into a page's
 * preload headers (mock/site-headers.ts, scripts/lib/nginx-config.ts) and the only kind the page's boot call takes
 * (src/app/route-data.ts), so the address preloaded is exactly the one the page asks for.
 */
export const ROUTE_ID_PARAM = /^[1-9][0-9]{0,9}$/;
