import type { ArticleSummary } from '@generated/models/articleSummary';
import { formatBeijing } from '@/domain/datetime';
import type { PartialHandlers } from '../../core/engine';
import { notFound } from '../../core/respond';
import type { Article, BannerRecord, BannerSlot, Catalogue } from '../../data/types';
import type { DemoDb } from '../../state';
import { bannerView } from './support';

/** Tag `focus`: the banner slots (轮播/广告位), the site-wide ads and the home page's news posts. */

const HOME_POSTS = 8;

const slot = (name: BannerSlot) => (ctx: { db: DemoDb }) => ctx.db.catalogue.banners[name].map(bannerView);

export function articleSummary(a: Article): ArticleSummary {
  return {
    id: a.id,
    title: a.title,
    type: a.type === 'company' ? 'company' : 'hy',
    summary: a.summary,
    image: a.image,
    source: a.source,
    created_at: formatBeijing(a.publishedAt),
  };
}

/** News of one kind (or both), newest first; ties by the higher id so the order is total. */
export function newsNewestFirst(cat: Catalogue, type?: 'hy' | 'company'): Article[] {
  return cat.articles
    .filter((a) => (type ? a.type === type : a.type === 'hy' || a.type === 'company'))
    .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
}

/** Every banner with its slot, to find an ad by id whatever slot it sits in. */
function findBanner(cat: Catalogue, id: number): { slot: BannerSlot; banner: BannerRecord } | null {
  for (const [name, list] of Object.entries(cat.banners) as Array<[BannerSlot, BannerRecord[]]>) {
    const banner = list.find((b) => b.id === id);
    if (banner) return { slot: name, banner };
  }
  return null;
}

export const focusHandlers: PartialHandlers<DemoDb> = {
  listHomeBanners: slot('home'),
  listNewKxzqBanners: slot('new_kxzq'),
  listRightBanners: slot('right'),
  listXrtjBanners: slot('xrtj'),
  listTopBanners: slot('top'),
  listPpzqBanners: slot('ppzq'),
  listKxzqBanners: slot('kxzq'),
  listZyzqBanners: slot('zyzq'),
  listLoginBanners: slot('login'),
  listYxBanners: slot('yx'),

  listKxzqAdBanners: (ctx) => {
    const ids = ctx.query.ids ?? [];
    const pool = ctx.db.catalogue.banners.kxzq_ad;
    // In the order of ids; unknown ids are skipped, as the contract says, so the list may be shorter.
    return ids.flatMap((id) => {
      const b = pool.find((x) => x.id === id);
      return b ? [bannerView(b)] : [];
    });
  },

  listBrandBanners: (ctx) => {
    const id = ctx.params.id;
    if (!ctx.db.catalogue.brandsById.has(id)) throw notFound('品牌不存在');
    return (ctx.db.catalogue.brandBanners.get(id) ?? []).map(bannerView);
  },

  getSiteAds: (ctx) => {
    const top = ctx.db.catalogue.banners.site_top_right[0];
    const bottom = ctx.db.catalogue.banners.site_bottom[0];
    return { top_right: top ? bannerView(top) : null, bottom: bottom ? bannerView(bottom) : null };
  },

  listHomePosts: (ctx) => newsNewestFirst(ctx.db.catalogue).slice(0, HOME_POSTS).map(articleSummary),

  listDemoBanners: (ctx) => {
    const id = ctx.query.id;
    const found = findBanner(ctx.db.catalogue, id);
    if (!found) throw notFound('广告不存在或已删除');
    // A preview shows the whole slot the ad belongs to, so the operator sees it among its neighbours.
    return ctx.db.catalogue.banners[found.slot].map(bannerView);
  },
};
