import { useState } from 'react';
import { Link, useSearch, useLocation } from 'wouter';
import { buyCombination, useListCombinations } from '@generated/endpoints/activity/activity';
import type { Combination } from '@generated/models';
import { FallbackImage } from '@/components/image/fallback-image';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { useStores } from '@/stores';
import { useCountBox } from '@/features/catalogue/buy-controls/count-box';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';

const SIZE = 10;

/** The most sets one buy may ask for: the stock, capped by the per-buyer limit when there is one. */
export function maxSets(c: Pick<Combination, 'number' | 'limit_number'>): number {
  return c.limit_number > 0 ? Math.min(c.number, c.limit_number) : c.number;
}

function CombinationTile({ c }: { c: Combination }) {
  const { ui, cart } = useStores();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const max = maxSets(c);
  const box = useCountBox(max);
  const sets = box.value;
  const soldOut = max < 1;
  const buy = async () => {
    setPending(true);
    setMessage(null);
    try {
      const res = await buyCombination(c.id, { number: sets });
      const text = res.msg || '已加入购物车';
      ui.toast(text);
      setMessage(text);
      cart.setCount(res.data.cart);
      cart.markChanged();
    } catch {
      // The transport shows the refusal (toast, login, e-contract).
    } finally {
      setPending(false);
    }
  };
  return (
    <li className="offer-tile" aria-label={c.name}>
      <FallbackImage src={c.image} alt={c.name} width={400} height={160} />
      <h2>{c.name}</h2>
      <ul className="offer-tile__lines" aria-label="组合内容">
        {c.lines.map((l) => (
          <li key={l.goods.id}>
            <Link href={href('list_info', { id: l.goods.id })}>{l.goods.name}</Link> {l.goods.ypgg} × {l.number}
            {l.goods.bzdw}
          </li>
        ))}
      </ul>
      <div className="offer-tile__price">
        {c.price === null ? <span>登录后可见</span> : <Money yuan={c.price} />}
        {c.base_price !== null && c.price !== null && c.base_price !== c.price && (
          <del aria-label={`原价${c.base_price}`}>
            <Money yuan={c.base_price} />
          </del>
        )}
        <span className="offer-tile__meta"> /套</span>
      </div>
      <div className="offer-tile__meta">
        可售 {c.number} 套{c.limit_number > 0 ? `，每家限购 ${c.limit_number} 套` : ''}
      </div>
      <div className="offer-tile__actions">
        <label>
          套数{' '}
          <input {...box.props} disabled={soldOut} aria-label={`${c.name} 套数`} />
        </label>
        <button type="button" className="ui red button" disabled={pending || soldOut || c.is_buy !== 1} onClick={buy}>
          {soldOut ? '已售罄' : '加入购物车'}
        </button>
      </div>
      {message && (
        <p className="offer-tile__msg" role="status">
          {message}
        </p>
      )}
    </li>
  );
}

/** /zhzq 组合购: each combination is bought as sets and lands in the cart as one line (type 3). */
export function CombinationZone() {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const q = useListCombinations({ page, page_size: SIZE });
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone">
      <header className="zone__head">
        <h1 className="goods-list__title">组合购</h1>
        <div className="zone__intro">多件搭配，按套采购更划算</div>
      </header>
      {!data && <QueryState query={q} data={null} className="goods-list__empty" loadingText="加载中…" failText="组合加载失败，请稍候再试" />}
      {data && data.list.length === 0 && <p className="goods-list__empty">暂无组合</p>}
      {data && data.list.length > 0 && (
        <ul className="offer-tiles">
          {data.list.map((c) => (
            <CombinationTile key={c.id} c={c} />
          ))}
        </ul>
      )}
      {data && <Pager page={data.page} total={data.total} pageSize={SIZE} onPage={(n) => navigate(href('zhzq', undefined, { page: n > 1 ? n : undefined }))} />}
    </div>
  );
}
