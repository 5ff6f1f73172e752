import { Link } from 'wouter';
import { useGetActivityCentre } from '@generated/endpoints/zone/zone';
import { FallbackImage } from '@/components/image/fallback-image';
import { QueryState } from '@/components/query-state';
import { href, useDocumentTitle } from '@/lib/routes';
import { readId, readIds } from '@/lib/url/id-param';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { DrawWheel } from './draw-wheel';
import { isGone, useNoActivity } from './use-no-activity';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './activities.css';

/** The address of one tab; the ids stay comma separated as the route has them. */
const tabHref = (ids: number[], id: number) => href('hdzx', { ids: ids.join(','), id }).replace(/%2C/gi, ',');

/**
 * /Hdzx/{ids}/{id?} 活动中心 (GET /api/zone/hdzx): a tab per running activity, the selected one's banner, rules and
 * goods, and its 大转盘 when it has one. No running activity among ids (404) goes to /noActivity.
 */
export function ActivityCentre({ ids: idsParam, id: idParam }: { ids?: string; id?: string }) {
  const ids = readIds(idsParam);
  const id = readId(idParam) ?? undefined;
  const q = useGetActivityCentre({ ids, id }, { query: { enabled: ids.length > 0, retry: false }, request: { silent: true } });
  const data = q.data?.data;
  useNoActivity(ids.length === 0 || isGone(q.error));
  useDocumentTitle(data?.title);
  return (
    <div className="ui container goods-list zone zone-page">
      {/* A centre that is gone sends the buyer to /noActivity (useNoActivity); meanwhile it says so. */}
      <QueryState
        query={q}
        data={data}
        placeholder={<CardSkeletons count={10} />}
        className="goods-list__empty"
        failText="活动加载失败，请稍候再试"
        notFoundText="活动不存在或已结束"
      >
        {(shown) => (
          <>
            {shown.banner && (
              <div className="zone-banner">
                <FallbackImage src={shown.banner} alt={shown.title} width={1127} height={200} eager />
              </div>
            )}
            <h1 className="goods-list__title">{shown.title}</h1>
            {shown.tabs.length > 1 && (
              <nav className="hdzx-tabs" aria-label="活动">
                {shown.tabs.map((t) => (
                  <Link key={t.id} href={tabHref(ids, t.id)} className={`hdzx-tab${t.id === shown.id ? ' is-active' : ''}`} aria-current={t.id === shown.id ? 'page' : undefined}>
                    {t.title}
                  </Link>
                ))}
              </nav>
            )}
            {shown.rule && <div className="activity-rule">{shown.rule}</div>}
            <div className={shown.draw_id ? 'hdzx-body' : undefined}>
              {shown.draw_id !== null && <DrawWheel key={shown.draw_id} drawId={shown.draw_id} />}
              <div>{shown.goods.length > 0 ? <GoodsGrid goods={shown.goods} headingLevel={2} /> : <p className="goods-list__empty">活动暂无商品</p>}</div>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
