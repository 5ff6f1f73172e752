import type { RouteName } from '@/lib/routes/paths';

/** The two news lists, each keyed by the route's own type key. */
export const NEWS_KINDS = {
  hy: { title: '行业资讯', route: 'news_hy' },
  company: { title: '公司新闻', route: 'news_company' },
} as const satisfies Record<string, { title: string; route: RouteName }>;

export type NewsKind = keyof typeof NEWS_KINDS;

export const isNewsKind = (v: unknown): v is NewsKind => v === 'hy' || v === 'company';
