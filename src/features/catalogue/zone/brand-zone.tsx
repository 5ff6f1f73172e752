import { Link, useLocation, useSearch } from 'wouter';
import { useGetBrandZoneDetail, useListBrandZoneBrands } from '@generated/endpoints/zone/zone';
import { FallbackImage } from '@/components/image/fallback-image';
import { href, toQueryString, useDocumentTitle } from '@/lib/routes';
import { pageParam } from '@/lib/url/page-param';
import { listQueryToRecord, parseListQuery, PAGE_SIZE } from '@/features/catalogue/list-filters/list-query';
import { Pager } from '@/features/catalogue/list-filters/pager';
import { ZoneGoodsView } from './zone-goods-view';
import '@/features/catalogue/catalogue.css';
import './zone.css';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state';

const BRANDS_PER_PAGE = 12;

/** /ppzq/{page?} 品牌专区 (GET /api/zone/ppzq): brand tiles with banner, intro and goods count; the page is in the path. */
export function BrandZone({ page: pageSegment }: { page?: string }) {
  const page = pageParam(pageSegment);
  const [, navigate] = useLocation();
  const q = useListBrandZoneBrands({ page, page_size: BRANDS_PER_PAGE });
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone">
      <header className="zone__head">
        <h1 className="goods-list__title">品牌专区</h1>
        <div className="zone__intro">品牌厂家直供，正品保障</div>
      </header>
      <QueryState
        query={q}
        data={Array.isArray(data?.list) ? data.list : null}
        placeholder={<Skeleton className="home-skeleton" style={{ height: 4 * 230 }} />}
        className="goods-list__empty"
        failText="品牌加载失败，请稍候再试"
        empty={<p>暂无品牌</p>}
      >
        {(brands) => (
          <ul className="brand-tiles">
            {brands.map((b) => (
              <li key={b.id}>
                <Link href={href('ppzq_info', { id: b.id })} className="brand-tile">
                  <FallbackImage src={b.banner ?? b.logo} alt="" width={360} height={120} />
                  <b>{b.name}</b>
                  <span className="brand-tile__intro">{b.intro}</span>
                  <small>{b.goods_count} 个商品</small>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {data && <Pager page={data.page} total={data.total} pageSize={BRANDS_PER_PAGE} onPage={(p) => navigate(href('ppzq', { page: p > 1 ? p : undefined }))} />}
    </div>
  );
}

/** /ppzq/info/{id}/{page?} 品牌详情 (GET /api/zone/ppzq/{id}): the brand's banner and intro over its goods. */
export function BrandZoneDetail({ id, page: pageSegment }: { id: number; page?: string }) {
  const page = pageParam(pageSegment);
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = { ...parseListQuery(search), page };
  const size = PAGE_SIZE.cards;
  const q = useGetBrandZoneDetail(id, { sort: query.sort ?? 'default', order: query.sort ? (query.order ?? 'desc') : undefined, page, page_size: size }, { query: { enabled: id > 0 } });
  const data = q.data?.data;
  useDocumentTitle(data ? `${data.brand.name} - 品牌专区` : undefined);
  return (
    <>
      {data?.brand.banner ? (
        <div className="ui container brand-banner">
          <FallbackImage src={data.brand.banner} alt={data.brand.name} width={1127} height={160} eager />
        </div>
      ) : (
        // Until the brand answers, its banner's room (a brand without one gives it back then), so the answer does not
        // push the whole zone down.
        !data && q.isPending && id > 0 && <div className="ui container brand-banner brand-banner--loading" aria-hidden="true" />
      )}
      <ZoneGoodsView
        title={data?.brand.name ?? '品牌详情'}
        intro={data?.brand.intro ?? '\u00a0'}
        page={data}
        call={q}
        missing={!(id > 0)}
        notFoundText="该品牌不存在或已下线"
        query={query}
        go={(next) => {
          const p = next.page ?? 1;
          navigate(href('ppzq_info', { id, page: p > 1 ? p : undefined }) + toQueryString(listQueryToRecord({ ...next, page: undefined })));
        }}
        pageSize={size}
      />
    </>
  );
}
