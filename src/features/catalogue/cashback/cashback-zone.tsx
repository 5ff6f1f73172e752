import { useLocation, useSearch } from 'wouter';
import { useGetCashbackZone } from '@generated/endpoints/zone/zone';
import { Money } from '@/components/money/money';
import { tryParseBeijing } from '@/domain/datetime';
import { href, toQueryString, useDocumentTitle } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { Countdown } from '@/features/clock';
import { CardSkeletons, GoodsGrid } from '@/features/catalogue/goods-list/goods-grid';
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
  const q = useGetCashbackZone({ page, page_size: SIZE }, { query: { retry: false }, request: { silent: true } });
  const data = q.data?.data;
  useNoActivity(isGone(q.error));
  useDocumentTitle(data?.title);
  const end = tryParseBeijing(data?.end_time)?.getTime();
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
        {!data ? (
          q.isError && !isGone(q.error) ? <p className="goods-list__empty">活动加载失败，请稍候再试</p> : <CardSkeletons count={SIZE} />
        ) : data.list.length === 0 ? (
          <p className="goods-list__empty">活动暂无商品</p>
        ) : (
          <GoodsGrid goods={data.list} headingLevel={2} />
        )}
      </div>
      {data && <Pager page={data.page} total={data.total} pageSize={SIZE} onPage={(p) => navigate(href('hb') + toQueryString({ page: p > 1 ? p : undefined }))} />}
    </div>
  );
}
