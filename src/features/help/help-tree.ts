import type { HelpCategory } from '@generated/models';
import { ROUTE_PATHS, type RouteName } from '@/lib/routes/paths';

/** One column of the help menu with its articles, after the server's answer has been checked. */
export interface HelpColumn {
  id: number;
  name: string;
  key: string | null;
  articles: Array<{ id: number; name: string; key: string | null }>;
}

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const keyOf = (v: unknown): string | null => (typeof v === 'string' && /^[a-z]+(\/[a-z]+)?$/.test(v) ? v : null);

/** The help tree as the menu draws it: malformed columns or articles (no id, no name) are left out, never thrown on. */
export function helpColumns(data: unknown): HelpColumn[] {
  if (!Array.isArray(data)) return [];
  return (data as HelpCategory[])
    .filter((c) => c && isId(c.id) && typeof c.name === 'string')
    .map((c) => ({
      id: c.id,
      name: c.name,
      key: keyOf(c.key),
      articles: (Array.isArray(c.children) ? c.children : [])
        .filter((a) => a && isId(a.id) && typeof a.name === 'string')
        .map((a) => ({ id: a.id, name: a.name, key: keyOf(a.key) })),
    }));
}

/** Which article a help address asks for: by article key (xrzn/hyzc), by column (zfps: its first article), or the first one. */
export type HelpTarget = { articleKey: string } | { columnKey: string } | { articleId: number } | { first: true };

/** The article id a target names in the tree, or null when the tree does not hold it. */
export function resolveHelpArticle(columns: readonly HelpColumn[], target: HelpTarget): number | null {
  if ('articleId' in target) return target.articleId;
  if ('articleKey' in target) {
    for (const c of columns) for (const a of c.articles) if (a.key === target.articleKey) return a.id;
    return null;
  }
  if ('columnKey' in target) return columns.find((c) => c.key === target.columnKey)?.articles[0]?.id ?? null;
  return columns.find((c) => c.articles.length > 0)?.articles[0]?.id ?? null;
}

/** The help route of an article key (`xrzn/hyzc` → /help/xrzn/hyzc) when the site has one, else null. */
export function helpRouteOf(key: string | null): string | null {
  if (!key) return null;
  const name = `help_${key.replace('/', '_')}` as RouteName;
  return name in ROUTE_PATHS ? ROUTE_PATHS[name] : null;
}

/** The help address route names answer with: each fixed route names its article, /help and /help_pay a column. */
export function helpTargetOfRoute(name: string): HelpTarget {
  if (name === 'help_pay') return { columnKey: 'zfps' };
  const m = /^help_([a-z]+)_([a-z]+)$/.exec(name);
  return m ? { articleKey: `${m[1]}/${m[2]}` } : { first: true };
}
