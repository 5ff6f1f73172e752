import { observer } from 'mobx-react-lite';
import { Link, useLocation, useSearch } from 'wouter';
import { useListGroupBuys } from '@generated/endpoints/activity/activity';
import type { GroupBuy } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { tryParseBeijing } from '@/domain/datetime';
import { href } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { useStores } from '@/stores';
import { Countdown } from '@/features/clock';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';

const SIZE = 12;

/** Until it starts a group buy counts down to its start, then to its end (both on the server's clock). */
const GroupBuyTimer = observer(function GroupBuyTimer({ g }: { g: GroupBuy }) {
  const { session } = useStores();
  const start = tryParseBeijing(g.start_time)?.getTime();
  const end = tryParseBeijing(g.end_time)?.getTime();
  if (start !== undefined && session.serverNow < start) return <Countdown endsAt={start} label="距开始 " endedText="已开始" />;
  return end !== undefined ? <Countdown endsAt={end} label="距结束 " endedText="拼团已结束" /> : null;
});

function GroupBuyTile({ g }: { g: GroupBuy }) {
  const to = href('list_info_pt', { id: g.goods.id });
  const left = Math.max(0, g.group_size - g.joined_count);
  return (
    <li className="offer-tile" aria-label={g.title}>
      <Link href={to} aria-hidden="true" tabIndex={-1}>
        <FallbackImage src={g.goods.goods_image?.[0]?.list} alt={g.goods.name} width={240} height={160} />
      </Link>
      <h3>
        <Link href={to}>{g.title}</Link>
      </h3>
      <div className="offer-tile__meta">
        {g.goods.sccj} · {g.goods.ypgg}
      </div>
      <div className="offer-tile__price">
        {g.price === null ? <span>登录后可见</span> : <Money yuan={g.price} />}
        {g.goods.base_price && g.price !== null && (
          <del aria-label={`原价${g.goods.base_price}`}>
            <Money yuan={g.goods.base_price} />
          </del>
        )}
      </div>
      <div className="offer-tile__meta">
        {g.group_size} 家成团，已参团 {g.joined_count} 家{g.is_success === 1 ? '（已成团）' : `，还差 ${left} 家`}
        {g.limit_number > 0 ? `；每家限购 ${g.limit_number}${g.goods.bzdw}` : ''}
      </div>
      <progress max={g.group_size} value={Math.min(g.joined_count, g.group_size)} aria-label="成团进度" />
      <div className="offer-tile__actions">
        <GroupBuyTimer g={g} />
        <Link href={to} className="ui red mini button">
          去参团
        </Link>
      </div>
    </li>
  );
}

/** /ptzq 拼团专区: running group buys with their countdowns; joining happens on the group-buy detail page. */
export function GroupBuyZone() {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const q = useListGroupBuys({ page, page_size: SIZE });
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone">
      <header className="zone__head">
        <h1 className="goods-list__title">拼团专区</h1>
        <div className="zone__intro">多家客户一起拼，成团即享拼团价</div>
      </header>
      {!data && <QueryState query={q} data={null} className="goods-list__empty" loadingText="加载中…" failText="拼团加载失败，请稍候再试" />}
      {data && data.list.length === 0 && <p className="goods-list__empty">暂无拼团活动</p>}
      {data && data.list.length > 0 && (
        <ul className="offer-tiles offer-tiles--four">
          {data.list.map((g) => (
            <GroupBuyTile key={g.id} g={g} />
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} total={data.total} pageSize={SIZE} onPage={(n) => navigate(href('ptzq', undefined, { page: n > 1 ? n : undefined }))} />}
    </div>
  );
}
