import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { getListCenterCouponsQueryKey, useListCenterCoupons, useReceiveCoupon } from '@generated/endpoints/activity/activity';
import type { CouponOffer } from '@generated/models';
import { Money } from '@/components/money/money';
import { floorFen } from '@/domain/money';
import { href, toQueryString } from '@/lib/routes';
import { pageFromSearch } from '@/lib/url/page-param';
import { useStores } from '@/stores';
import { Pager } from '@/features/catalogue/list-filters/pager';
import '@/features/catalogue/catalogue.css';
import '@/features/catalogue/zone/zone.css';
import './coupon-centre.css';
import { Skeleton } from '@/components/skeleton/skeleton';
import { QueryState } from '@/components/query-state';

const SIZE = 12;

/** The button's text and whether it can be pressed: a coupon held or gone cannot be received again. */
export function couponState(c: Pick<CouponOffer, 'is_received' | 'is_sold_out'>): { text: string; can: boolean } {
  if (c.is_received === 1) return { text: '已领取', can: false };
  if (c.is_sold_out === 1) return { text: '已领完', can: false };
  return { text: '立即领取', can: true };
}

function threshold(min: string): string | null {
  try {
    return floorFen(min) > 0 ? null : '无门槛';
  } catch {
    return null;
  }
}

function CouponCard({ c, onReceive, pending }: { c: CouponOffer; onReceive: () => void; pending: boolean }) {
  const s = couponState(c);
  const percent = Math.min(100, Math.max(0, Math.round(c.received_percent)));
  return (
    <li className={`coupon${c.is_sold_out === 1 ? ' is-out' : ''}`} aria-label={c.name}>
      <div className="coupon__value">
        <Money yuan={c.amount} className="coupon__amount" />
        <span className="coupon__min">{threshold(c.min_amount) ?? <>满 <Money yuan={c.min_amount} /> 可用</>}</span>
      </div>
      <div className="coupon__body">
        <b>{c.name}</b>
        <span>{c.scope}</span>
        <span>
          {c.start_time.slice(0, 10)} 至 {c.end_time.slice(0, 10)}
        </span>
        <div className="coupon__bar" role="progressbar" aria-label="已领取比例" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${percent}%` }} />
        </div>
        <span>已领 {percent}%</span>
        <button type="button" className="coupon__btn" disabled={!s.can || pending} onClick={onReceive}>
          {pending ? '领取中…' : s.text}
        </button>
      </div>
    </li>
  );
}

/** /lqzx 领券中心 (GET /api/coupon/center): coupons on offer, each with its receive button (POST /api/coupon/{id}/receive). */
export function CouponCentre() {
  const page = pageFromSearch(useSearch());
  const [, navigate] = useLocation();
  const { ui } = useStores();
  const qc = useQueryClient();
  const params = { page, page_size: SIZE };
  const q = useListCenterCoupons(params);
  const receive = useReceiveCoupon({
    mutation: {
      onSuccess: (_r, { id }) => {
        ui.toast('领取成功');
        // shown as received at once; the refetch then brings the server's percentages
        qc.setQueryData(getListCenterCouponsQueryKey(params), (old: typeof q.data) =>
          old ? { ...old, data: { ...old.data, list: old.data.list.map((c) => (c.id === id ? { ...c, is_received: 1 as const } : c)) } } : old,
        );
        void qc.invalidateQueries({ queryKey: getListCenterCouponsQueryKey(params) });
      },
      // a refusal (sold out meanwhile, already held) is shown by the error catalogue; the list may have changed
      onError: () => void qc.invalidateQueries({ queryKey: getListCenterCouponsQueryKey(params) }),
    },
  });
  const data = q.data?.data;
  return (
    <div className="ui container goods-list zone-page">
      <h1 className="goods-list__title">领券中心</h1>
      <QueryState
        query={q}
        data={Array.isArray(data?.list) ? data.list : null}
        placeholder={<Skeleton className="home-skeleton" style={{ height: 3 * 142 }} />}
        className="goods-list__empty"
        failText="优惠券加载失败，请稍候再试"
        empty={<p>暂无可领取的优惠券</p>}
      >
        {(coupons) => (
          <ul className="coupons">
            {coupons.map((c) => (
              <CouponCard key={c.id} c={c} pending={receive.isPending && receive.variables?.id === c.id} onReceive={() => receive.mutate({ id: c.id })} />
            ))}
          </ul>
        )}
      </QueryState>
      {data && <Pager page={data.page} total={data.total} pageSize={SIZE} onPage={(p) => navigate(href('lqzx') + toQueryString({ page: p > 1 ? p : undefined }))} />}
    </div>
  );
}
