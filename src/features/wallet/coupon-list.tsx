import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetCouponCounts, useListCoupons } from '@generated/endpoints/coupon/coupon';
import type { Coupon } from '@generated/models/coupon';
import { Money } from '@/components/money/money';
import { couponThresholdText, couponValidity } from '@/domain/coupon';
import { formatBeijingDate } from '@/domain/datetime';
import { fen, wireFen } from '@/domain/money';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import {
  COUPON_KINDS,
  COUPON_PAGE_SIZE,
  COUPON_STATUSES,
  countOf,
  couponSearch,
  couponUseHref,
  isDrawableCoupon,
  readCouponFilter,
  type CouponFilter,
  type CouponKind,
  type CouponStatus,
} from './coupon-rules';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState } from '@/components/query-state';
import './wallet.css';

const STAMP: Record<CouponStatus, string | null> = { 1: null, 2: '已使用', 3: '已过期' };

function CouponCard({ coupon, status, today }: { coupon: Coupon; status: CouponStatus; today: string }) {
  const thresholdFen = wireFen(coupon.min_amount, fen(0));
  const validity = couponValidity(coupon.start_date, coupon.end_date, today);
  const usable = status === 1 && validity.state !== 'ended' && validity.state !== 'upcoming';
  const stamp = STAMP[status] ?? (validity.state === 'ended' ? '已过期' : null);
  const titleId = `coupon-${coupon.id}-name`;
  return (
    <li className={`coupon-card${status === 1 && !stamp ? '' : ' is-off'}`} aria-labelledby={titleId}>
      <div className="coupon-card__face">
        <strong className="coupon-card__amount">
          <Money yuan={coupon.amount} />
        </strong>
        <span className="coupon-card__threshold">{couponThresholdText(thresholdFen)}</span>
      </div>
      <div className="coupon-card__body">
        <h2 id={titleId} className="coupon-card__name">
          {coupon.name}
        </h2>
        <dl className="coupon-card__facts">
          <div>
            <dt>适用范围</dt>
            <dd>{typeof coupon.scope === 'string' && coupon.scope ? coupon.scope : '全场通用'}</dd>
          </div>
          <div>
            <dt>使用门槛</dt>
            <dd>{thresholdFen > 0 ? <>适用商品满 <Money fen={thresholdFen} /> 可用</> : '无门槛'}</dd>
          </div>
          <div>
            <dt>有效期</dt>
            <dd>
              {coupon.start_date} 至 {coupon.end_date}
              {status === 1 && validity.state === 'ending' ? <span className="coupon-card__flag">{validity.daysLeft === 1 ? '今天到期' : `${validity.daysLeft} 天后到期`}</span> : null}
              {status === 1 && validity.state === 'upcoming' ? <span className="coupon-card__flag is-later">未到使用时间</span> : null}
            </dd>
          </div>
        </dl>
      </div>
      <div className="coupon-card__action">
        {stamp ? (
          <span className="coupon-card__stamp">{stamp}</span>
        ) : (
          <Link href={couponUseHref(coupon)} className={`coupon-card__use${usable ? '' : ' is-quiet'}`} aria-describedby={titleId}>
            {usable ? '去使用' : '查看适用商品'}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * /yhq (优惠券) and /xjq (现金券): the member's coupons or cash vouchers by status (未使用 / 已使用 / 已过期, with the
 * counts), each with its amount, threshold, where it applies and its validity, and 去使用 to the goods it applies to;
 * paged, status and page in the address.
 */
export function CouponListView({ kind }: { kind: CouponKind }) {
  const meta = COUPON_KINDS[kind];
  const search = useSearch();
  const [, navigate] = useLocation();
  const { session } = useStores();
  const filter = readCouponFilter(search);
  const at = (f: CouponFilter) => `${href(meta.route)}${couponSearch(f)}`;
  const counts = useGetCouponCounts();
  const list = useListCoupons({ type: meta.type, status: filter.status, page: filter.page, page_size: COUPON_PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
  const rows = Array.isArray(list.data?.data?.list) ? list.data.data.list.filter(isDrawableCoupon) : null;
  const total = typeof list.data?.data?.total === 'number' ? list.data.data.total : 0;
  const today = formatBeijingDate(session.serverNow);
  const statusLabel = COUPON_STATUSES.find((s) => s.value === filter.status)?.label ?? '';
  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">{meta.title}</h1>
      <nav className="ledger-tabs" aria-label={`${meta.noun}状态`}>
        {COUPON_STATUSES.map((s) => {
          const n = countOf(counts.data?.data, kind, s.value);
          return (
            <Link key={s.value} href={at({ status: s.value, page: 1 })} aria-current={filter.status === s.value ? 'page' : undefined} data-testid={`coupon-tab-${s.value}`}>
              {s.label}
              {/* Its room is kept until the counts are in (hidden, not absent), so the tabs do not move when they come. */}
              <span className={n === null ? 'ledger-tabs__count is-unknown' : 'ledger-tabs__count'} aria-hidden={n === null ? true : undefined}>
                （<span className="ledger-tabs__n">{n ?? ''}</span>）
              </span>
            </Link>
          );
        })}
      </nav>
      <p className="wallet-figures__note coupon-note">
        {kind === 'coupon'
          ? '优惠券在确认订单时按适用商品金额自动匹配，每笔订单限用一张；含麻黄碱类复方制剂等特殊商品不参与用券。'
          : '现金券在确认订单时抵扣货款，可与优惠券同时使用；到期未使用自动失效。'}{' '}
        更多券可到 <Link href={href('lqzx')}>领券中心</Link> 领取。
      </p>
      <QueryState query={list} data={rows} failText={`${meta.noun}加载失败，请稍后重试。`} empty={<p>{`没有${statusLabel}的${meta.noun}`}</p>}>
        {(shown) => (
          <>
            <ul className="coupon-list" aria-label={`${statusLabel}的${meta.noun}`}>
              {shown.map((c) => (
                <CouponCard key={c.id} coupon={c} status={filter.status} today={today} />
              ))}
            </ul>
            <PageLinks page={filter.page} total={total} pageSize={COUPON_PAGE_SIZE} hrefOf={(p) => at({ ...filter, page: p })} onPage={(p) => navigate(at({ ...filter, page: p }))} />
          </>
        )}
      </QueryState>
    </div>
  );
}
