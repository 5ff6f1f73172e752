/**
 * Route patterns by name (spec §2). Links are built from here, never typed as strings in pages.
 * The full route table with titles and layout flags is built on these names.
 */
export const ROUTE_PATHS = {
  home: '/',
  login: '/login',
  user: '/user',
  order: '/order',
  dzfp: '/dzfp',
  dzht: '/dzht',
  newsInfo: '/news/info/:id/:type',
  notFound: '/404',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof ParamsOf<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<string, never>;

/** Builds a path from its route name: href('newsInfo', { id: 12, type: 'help' }) → /news/info/12/help. */
export function href<N extends RouteName>(name: N, ...args: keyof ParamsOf<(typeof ROUTE_PATHS)[N]> extends never ? [] : [ParamsOf<(typeof ROUTE_PATHS)[N]>]): string {
  const params = (args[0] ?? {}) as Record<string, string | number>;
  return ROUTE_PATHS[name].replace(/:(\w+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined) throw new Error(`href(${name}): missing ${key}`);
    return encodeURIComponent(String(v));
  });
}
