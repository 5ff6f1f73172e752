import { keepPreviousData } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useGetCashbackZone } from '@generated/endpoints/zone/zone';
import { Money } from '@/components/money/money';
import { PageLoading } from '@/components/page-loading/page-loading';
import { QueryState } from '@/components/query-state';
import { tryParseBeijing } from '@/domain/datetime';
import { href, toQueryString, useDocumentTitle } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { Countdown } from '@/features/clock';
import { GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
import { PAGE_SIZE } from '@/features/catalogue/list-filters/list-query';
import { Pager } from '@/features/catalogue/list-filters/pager';
import { isGone, useNoActivity } from '@/features/catalogue/activities/use-no-activity';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './cashback.css';

const SIZE = PAGE_SIZE.cards;

/** /hb 满额返红包 (GET /api/zone/hb): the tiers (order paid ≥ amount → red packet), rules, countdown and the goods that count. */
export function CashbackZone() {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  // Another page of goods keeps the tiers and the goods shown until it arrives, as the catalogue's lists do: the page's
  // frame below stands only before the first answer.
  const q = useGetCashbackZone({ page, page_size: SIZE }, { query: { retry: false, placeholderData: keepPreviousData }, request: { silent: true } });
  const data = q.data?.data;
  useNoActivity(isGone(q.error));
  useDocumentTitle(data?.title);
  const end = tryParseBeijing(data?.end_time)?.getTime();
  // The tiers and rules come in the goods' answer: until it is here the page's frame stands, not a skeleton of goods
  // that the tiers would push down when they arrive (CLS 0.22 at 390 px).
  if (q.isPending) return <PageLoading />;
  return (
    <div className="ui container goods-list zone zone-page">
      <header className="zone__head">
        <h1 className="goods-list__title">{data?.title ?? '满额返红包'}</h1>
        {data && (
          <div className="zone__intro">
            活动时间：{data.start_time} 至 {data.end_time} {end !== undefined && <Countdown endsAt={end} label="距结束 " endedText="活动已结束" />}
          </div>
        )}
      </header>
      {data && (
        <>
          <ul className="hb-tiers" aria-label="返红包档位">
            {data.tiers.map((t) => (
              <li key={t.amount} className="hb-tier">
                <span>
                  订单满 <Money yuan={t.amount} />
                </span>
                <b>
                  返 <Money yuan={t.cashback} />
                </b>
                <span>红包</span>
              </li>
            ))}
          </ul>
          {data.rule && <div className="activity-rule">{data.rule}</div>}
        </>
      )}
      <div className="goods-list__body">
        {/* An activity that is gone sends the buyer to /noActivity (useNoActivity); meanwhile it says so. */}
        <QueryState
          query={q}
          data={Array.isArray(data?.list) ? data.list : null}
          className="goods-list__empty"
          failText="活动加载失败，请稍候再试"
          notFoundText="活动不存在或已结束"
          empty={<p>活动暂无商品</p>}
        >
          {(goods) => <GoodsGrid goods={goods} headingLevel={2} />}
        </QueryState>
      </div>
      {data && <Pager page={data.page} total={data.total} pageSize={SIZE} onPage={(p) => navigate(href('hb') + toQueryString({ page: p > 1 ? p : undefined }))} />}
    </div>
  );
}
