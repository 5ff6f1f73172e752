import { Link } from 'wouter';
import { useGetGlobalCommon } from '@generated/endpoints/common/common';
import { useListHomeBanners, useListHomePosts, useListRightBanners } from '@generated/endpoints/focus/focus';
import { useGetSpikeSessions, useListEverydayPriceGoods, useListHotGoods, useListRecommendedGoods } from '@generated/endpoints/goods/goods';
import { FallbackImage } from '@/components/image/fallback-image';
import { NearView } from '@/components/near-view/near-view';
import { combineQueries, QueryState } from '@/components/query-state';
import { categoryHref, href } from '@/lib/routes';
import { SiteLink } from '@/features/site-link';
import { BannerCarousel, BANNER_SIZE } from './banner-carousel';
import { FloorSkeleton, GoodsFloor } from './goods-floor';
import { BlockSkeleton } from './home-skeleton';
import { SpikeBlock } from './spike-block';
import '@/features/catalogue/catalogue.css';
import './home.css';
import { Skeleton } from '@/components/skeleton/skeleton';

/** The menu shows the first 7 categories. */
const MENU_CATEGORIES = 7;
/** The news block lists 4 titles of 22 px each; its skeleton takes the same height. */
const NEWS_LINES = 4;
/** Each headline is a 24 px row, so its link is a large enough target (WCAG 2.5.8); home.css sets the same height. */
const NEWS_LINE_HEIGHT = 24;
const SILENT = { request: { silent: true } } as const;
/** The brand block's skeleton height (two rows of logos with their names). */
const BRANDS_HEIGHT = 200;

export interface ZoneEntry {
  text: string;
  note: string;
  to: string;
}

/**
 * The home page: category nav beside the banners, the right ads and news, the spike with live countdowns, everyday
 * price, recommended for you, hot goods, brand and zone entries. Each block keeps its size while it loads.
 */
export function HomeView({ zones }: { zones: readonly ZoneEntry[] }) {
  const common = useGetGlobalCommon({ request: { silent: true }, query: { staleTime: 60_000 } });
  const banners = useListHomeBanners(SILENT);
  const right = useListRightBanners(SILENT);
  const posts = useListHomePosts(SILENT);
  const everyday = useListEverydayPriceGoods(SILENT);
  const recommended = useListRecommendedGoods(SILENT);
  const hot = useListHotGoods(SILENT);
  // The spike block's own call (one request: the same query), read here only to know whether it failed.
  const spike = useGetSpikeSessions(SILENT);
  const categories = (common.data?.data.category ?? []).slice(0, MENU_CATEGORIES);
  const brands = common.data?.data.brand ?? [];
  // Each block asks quietly; when any call fails the page says so once, at the top, with one way to ask again.
  const calls = [common, banners, right, posts, spike, everyday, recommended, hot];
  const failed = calls.filter((q) => q.isError).length;

  return (
    <div className="ui container home">
      {/* Every block keeps its place while it loads (its skeleton), so this reports failures only. */}
      <QueryState
        size="compact"
        className="home-failed"
        query={{ ...combineQueries(calls), isPending: false }}
        failText={failed === calls.length ? '首页内容没有加载出来。' : '首页部分内容没有加载出来。'}
      />
      <div className="home-top">
        <nav className="home-cats" aria-label="商品分类">
          <h2 className="visually-hidden">商品分类</h2>
          {common.data ? (
            <ul>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link href={categoryHref(c.id)} className="home-cats__main">
                    {c.name}
                  </Link>
                  <span className="home-cats__children">
                    {(c.children ?? []).slice(0, 3).map((k) => (
                      <Link key={k.id} href={categoryHref(k.id)}>
                        {k.name}
                      </Link>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <BlockSkeleton height={300} failed={common.isError} />
          )}
        </nav>
        <BannerCarousel banners={banners.data?.data} loading={banners.isPending} />
        <aside className="home-side">
          <div className="home-side__ads">
            {right.data
              ? right.data.data.slice(0, 2).map((b, i) => (
                  <SiteLink key={b.id ?? i} url={b.url} aria-label={b.title ?? '广告'}>
                    <FallbackImage src={b.image} alt={b.title ?? '广告'} width={210} height={100} />
                  </SiteLink>
                ))
              : [0, 1].map((k) => <Skeleton key={k} className="home-skeleton home-side__ad-skeleton" label="广告加载中" busy={!right.isError} />)}
          </div>
          <section className="home-news" aria-labelledby="news-title">
            <h2 id="news-title">医药资讯</h2>
            {posts.data ? (
              <ul>
                {posts.data.data.slice(0, NEWS_LINES).map((p) => (
                  <li key={p.id}>
                    <Link href={href('newsInfo', { id: p.id, type: p.type })} title={p.title}>
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <BlockSkeleton height={NEWS_LINES * NEWS_LINE_HEIGHT} label="资讯加载中" failed={posts.isError} />
            )}
          </section>
        </aside>
      </div>

      <nav className="home-zones" aria-label="专区入口">
        {zones.map((z) => (
          <Link key={z.to} href={z.to} className="home-zones__item">
            <b>{z.text}</b>
            <small>{z.note}</small>
          </Link>
        ))}
      </nav>

      {/* The floors below the first screen render when the buyer scrolls near them (their calls start at once, so the
          goods are there by then); until then each is its loading skeleton, of the same size. */}
      <NearView placeholder={<FloorSkeleton id="spike-title" title="限时秒杀" />}>
        <SpikeBlock />
      </NearView>
      <NearView placeholder={<FloorSkeleton id="everyday-title" title="天天低价" />}>
        <GoodsFloor id="everyday-title" title="天天低价" goods={everyday.data?.data} loading={everyday.isPending} />
      </NearView>
      <NearView placeholder={<FloorSkeleton id="recommend-title" title="为您推荐" />}>
        <GoodsFloor id="recommend-title" title="为您推荐" goods={recommended.data?.data} loading={recommended.isPending} />
      </NearView>
      <NearView placeholder={<FloorSkeleton id="hot-title" title="热销商品" />}>
        <GoodsFloor id="hot-title" title="热销商品" goods={hot.data?.data} loading={hot.isPending} />
      </NearView>

      <section className="home-floor" aria-labelledby="brand-title">
        <header className="home-floor__head">
          <h2 id="brand-title">品牌专区</h2>
        </header>
        {common.data ? (
          <NearView placeholder={<BlockSkeleton height={BRANDS_HEIGHT} />}>
            <ul className="home-brands">
              {brands.slice(0, 12).map((b) => (
                <li key={b.id}>
                  <Link href={href('ppzq_info', { id: b.id })}>
                    {/* The name follows as text: the logo is decorative (an alt repeating it is read twice). */}
                    <FallbackImage src={b.logo} alt="" width={120} height={60} />
                    <span>{b.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </NearView>
        ) : (
          <BlockSkeleton height={BRANDS_HEIGHT} failed={common.isError} />
        )}
      </section>
    </div>
  );
}

export { BANNER_SIZE };
