import { Link, useLocation, useSearch } from 'wouter';
import { useListKxzqAdBanners } from '@generated/endpoints/focus/focus';
import { useGetControlledSubZone, useGetControlledZone, useGetControlledZoneNew } from '@generated/endpoints/zone/zone';
import { FallbackImage } from '@/components/image/fallback-image';
import { QueryState } from '@/components/query-state';
import { href, toQueryString, useDocumentTitle } from '@/lib/routes';
import { readIds } from '@/lib/url/id-param';
import { pageFromSearch } from '@/lib/url/page-param';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { PAGE_SIZE } from '@/features/catalogue/list-filters/list-query';
import { Pager } from '@/features/catalogue/list-filters/pager';
import { ZoneGoods, type ZoneGoodsProps } from '@/features/catalogue/zone/zone-goods-view';
import { SiteLink } from '@/features/site-link';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './controlled-sales.css';

const SIZE = PAGE_SIZE.cards;

/**
 * The buyer-level authorisation line. Prices themselves need no switch here: the server sends `price: null` to
 * unauthorised buyers and the shared goods price shows 控销 (会员可见 for visitors) for it.
 */
function KxNotice({ authorised, notice }: { authorised: boolean; notice: string }) {
  return (
    <p className={`kx-notice${authorised ? ' kx-notice--ok' : ''}`} role="note" aria-label="控销授权">
      {authorised ? '您已获得控销商品采购授权。' : '您暂未获得控销商品采购授权，控销商品价格不可见。'}
      {notice}
    </p>
  );
}

/**
 * A sub-page's address from its url key, or undefined when the key is blank: the back office may leave an entry or a
 * floor without one, and it is then shown without a link rather than taking the whole zone down.
 */
function subZoneHref(url: string): string | undefined {
  return url.trim() ? href('kxzq_goods', { url: url.trim() }) : undefined;
}

/** One page of a controlled zone's goods, with the pages below. */
function GoodsPage({ onPage, ...goods }: ZoneGoodsProps & { onPage: (p: number) => void }) {
  const { page, pageSize } = goods;
  return (
    <>
      <div className="goods-list__body">
        <ZoneGoods {...goods} />
      </div>
      {page && <Pager page={page.page} total={page.total} pageSize={pageSize} onPage={onPage} />}
    </>
  );
}

/**
 * Until the zone answers: the notice's line and a row of entries in the real boxes' classes, so the goods' skeletons
 * stand where the goods will and the answer does not push them down.
 */
function KxPlaceholders() {
  return (
    <div aria-hidden="true">
      <p className="kx-notice kx-notice--loading">{'\u00a0'}</p>
      <ul className="kx-entries kx-entries--loading">
        {Array.from({ length: ENTRY_PLACEHOLDERS }, (_, i) => (
          <li key={i}>
            <span className="kx-entry">
              <span className="kx-entry__picture--loading" />
              <span>{'\u00a0'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row of entries at the desktop width (six columns); a phone shows three (phone.css). */
const ENTRY_PLACEHOLDERS = 6;

/** /kxzq 控销专区 (GET /api/zone/kxzq): authorisation notice, entries to the sub-pages and one page of controlled goods. */
export function ControlledZone() {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const q = useGetControlledZone({ page, page_size: SIZE });
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone zone-page">
      <header className="zone__head">
        <h1 className="goods-list__title">控销专区</h1>
        <Link href={href('kxzq_new')} className="zone__head-link">新版控销专区</Link>
      </header>
      {data ? <KxNotice authorised={data.is_authorized === 1} notice={data.notice} /> : <KxPlaceholders />}
      {data && data.entries.length > 0 && (
        <ul className="kx-entries" aria-label="控销子专区">
          {data.entries.map((e, i) => {
            const to = subZoneHref(e.url);
            const body = (
              <>
                <FallbackImage src={e.image} alt={e.name} width={96} height={96} />
                <span>{e.name}</span>
              </>
            );
            return (
              <li key={`${i}-${e.url}`}>
                {to ? (
                  <Link href={to} className="kx-entry" aria-label={e.name}>
                    {body}
                  </Link>
                ) : (
                  <span className="kx-entry">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <GoodsPage page={data} call={q} pageSize={SIZE} onPage={(p) => navigate(href('kxzq') + toQueryString({ page: p > 1 ? p : undefined }))} />
    </div>
  );
}

/** /kxzq/new 新版控销专区 (GET /api/zone/kxzq/new): one floor per sub-page, up to 8 goods each and a link to the rest. */
export function ControlledZoneNew() {
  const q = useGetControlledZoneNew();
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone zone-page">
      <header className="zone__head">
        <h1 className="goods-list__title">控销专区</h1>
      </header>
      <QueryState query={q} data={data && Array.isArray(data.floors) ? data : null} placeholder={<CardSkeletons count={8} />} className="goods-list__empty" failText="专区加载失败，请稍候再试">
        {(shown) => (
          <>
            <KxNotice authorised={shown.is_authorized === 1} notice={shown.notice} />
            {shown.floors.length === 0 && <p className="goods-list__empty">专区暂无商品</p>}
            {shown.floors.map((f, i) => {
              const to = subZoneHref(f.url);
              return (
                <section key={`${i}-${f.url}`} className="kx-floor" aria-label={f.title}>
                  <div className="kx-floor__head">
                    <h2>{f.title}</h2>
                    {to && <Link href={to}>查看更多</Link>}
                  </div>
                  {f.image &&
                    (to ? (
                      <Link href={to} className="kx-floor__banner" aria-label={f.title}>
                        <FallbackImage src={f.image} alt={f.title} width={1127} height={120} />
                      </Link>
                    ) : (
                      <div className="kx-floor__banner">
                        <FallbackImage src={f.image} alt={f.title} width={1127} height={120} />
                      </div>
                    ))}
                  {f.goods.length > 0 ? <GoodsGrid goods={f.goods} eagerCount={0} /> : <p className="goods-list__empty">暂无商品</p>}
                </section>
              );
            })}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** /kxzq/goods/{url}/{ads?} 控销子页 (GET /api/zone/kxzq/goods/{url}); the ads segment loads GET /api/focus/kxzq_ad. */
export function ControlledSubZone({ url, ads }: { url: string; ads?: string }) {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  // The ads segment: banner ids, comma separated.
  const adIds = readIds(ads);
  const q = useGetControlledSubZone(url, { page, page_size: SIZE }, { query: { enabled: url !== '' }, request: { silent: true } });
  // Silent: an unknown key is said on the page itself rather than in an alert over it.
  const adQ = useListKxzqAdBanners({ ids: adIds }, { query: { enabled: adIds.length > 0 } });
  const data = q.data?.data;
  useDocumentTitle(data?.title);
  return (
    <div className="ui container goods-list zone zone-page">
      {data?.banner && (
        <div className="zone-banner">
          <FallbackImage src={data.banner} alt={data.title} width={1127} height={160} eager />
        </div>
      )}
      <header className="zone__head">
        <h1 className="goods-list__title">{data?.title ?? '控销专区'}</h1>
        <Link href={href('kxzq')} className="zone__head-link">返回控销专区</Link>
      </header>
      {adIds.length > 0 && adQ.data && adQ.data.data.length > 0 && (
        <div className="kx-ads" aria-label="专区广告">
          {adQ.data.data.map((b, i) =>
            b.url ? (
              <SiteLink key={b.id ?? i} url={b.url} aria-label={b.title ?? '广告'}>
                <FallbackImage src={b.image} alt={b.title ?? '广告'} width={360} height={120} />
              </SiteLink>
            ) : (
              <FallbackImage key={b.id ?? i} src={b.image} alt={b.title ?? '广告'} width={360} height={120} />
            ),
          )}
        </div>
      )}
      {data && <KxNotice authorised={data.is_authorized === 1} notice="" />}
      <GoodsPage
        page={data}
        call={q}
        missing={url === ''}
        notFoundText="该控销专区不存在"
        pageSize={SIZE}
        onPage={(p) => navigate(href('kxzq_goods', { url, ads }) + toQueryString({ page: p > 1 ? p : undefined }))}
      />
    </div>
  );
}
