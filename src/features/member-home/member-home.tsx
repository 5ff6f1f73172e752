import { useEffect } from 'react';
import { Link } from 'wouter';
import { useGetReplenishment } from '@generated/endpoints/replenishment/replenishment';
import { useGetUserSummary } from '@generated/endpoints/user/user';
import type { UserSummary } from '@generated/models/userSummary';
import { Money } from '@/components/money/money';
import { QueryState } from '@/components/query-state';
import { ORDER_STATUSES } from '@/domain/order-status';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { readSummary, warningText } from './member-home-rules';
import './member-home.css';

/**
 * /user (会员首页): the wallet figures, the orders by status, unread messages, the documents to replace and the
 * account manager, from one call (GET /api/user/summary) — this route does not load the base user.
 */
export function MemberHome() {
  const query = useGetUserSummary({ query: { staleTime: 0 } });
  const summary = query.isSuccess ? readSummary(query.data?.data) : null;
  const { session } = useStores();
  // This route loads no base user: the summary tells the header (top bar, side card) who is logged in.
  const answer = query.data?.data;
  useEffect(() => {
    const s = readSummary(answer);
    if (s) session.adoptMember({ company: s.company, rank: s.rank, admin: s.admin, is_passed: s.is_passed });
  }, [answer, session]);

  return (
    <QueryState query={query} data={summary} className="member-home__note" loadingText="正在加载会员信息…" failText="会员信息加载失败，请稍后重试。">
      {(s) => <SummaryView summary={s} />}
    </QueryState>
  );
}

/** The summary as answered: never drawn half (QueryState shows a failure instead). */
function SummaryView({ summary }: { summary: UserSummary }) {
  // The order statuses the summary counts (the order centre's 退款/售后 tab is the after-sales list, not a status).
  const count = (status: number) => summary.order_counts.find((c) => c.status === status)?.count ?? 0;
  const { wallet, admin } = summary;
  const figures = [
    { label: '账户余额', to: href('yegl'), value: <Money yuan={wallet.balance} />, id: 'balance' },
    { label: '积分', to: href('jfgl'), value: wallet.points.toLocaleString('zh-CN'), id: 'points' },
    { label: '优惠券', to: href('yhq'), value: `${wallet.coupons} 张`, id: 'coupons' },
    { label: '现金券', to: href('xjq'), value: `${wallet.vouchers} 张`, id: 'vouchers' },
  ];

  return (
    <div className="member-home">
      <h1 className="member-home__title">会员首页</h1>
      <section className="member-home__head" aria-label="会员信息">
        <p className="member-home__company">{summary.company}</p>
        <p>
          {summary.rank ? <span className="member-home__rank">{summary.rank}</span> : null}
          <span className={summary.is_passed === 1 ? 'member-home__ok' : 'member-home__warn'}>
            {summary.is_passed === 1 ? '资质已审核通过' : '资质审核中，审核通过后可采购'}
          </span>
        </p>
      </section>

      {summary.qualification_warnings.length > 0 ? (
        <section className="member-home__warnings" aria-labelledby="member-home-warnings">
          <h2 id="member-home-warnings">证件提醒</h2>
          <ul>
            {summary.qualification_warnings.map((w) => (
              <li key={w.id} className={w.status === 'expired' ? 'is-expired' : 'is-expiring'}>
                <span>{warningText(w)}</span>
                <Link href={`${href('zzzj')}?replace=${w.id}`}>去更换{w.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="member-home-wallet">
        <h2 id="member-home-wallet" className="member-home__h2">我的钱包</h2>
        <ul className="member-home__figures">
          {figures.map((f) => (
            <li key={f.id}>
              <Link href={f.to} className="member-home__figure" data-testid={`summary-${f.id}`}>
                <span className="member-home__figure-label">{f.label}</span>
                <span className="member-home__figure-value">{f.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="member-home-orders">
        <h2 id="member-home-orders" className="member-home__h2">
          我的订单 <Link href={href('order')} className="member-home__more">全部订单（{count(0)}）</Link>
        </h2>
        <ul className="member-home__orders">
          {ORDER_STATUSES.map((t) => (
            <li key={t.status}>
              <Link href={`${href('order')}?status=${t.status}`} className="member-home__order" data-testid={`summary-orders-${t.status}`}>
                <span className="member-home__order-count">{count(t.status)}</span>
                <span>{t.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className="member-home__pair">
        <ReplenishmentDue />
        <section aria-labelledby="member-home-messages" className="member-home__box">
          <h2 id="member-home-messages" className="member-home__h2">我的消息</h2>
          <p>
            <Link href={href('wdxx')} data-testid="summary-unread">
              {summary.unread_messages > 0 ? `${summary.unread_messages} 条未读消息` : '暂无未读消息'}
            </Link>
          </p>
        </section>
        <section aria-labelledby="member-home-manager" className="member-home__box">
          <h2 id="member-home-manager" className="member-home__h2">{admin.is_default === 1 ? '客服' : '专属服务'}</h2>
          <p className="member-home__manager">
            {admin.is_default === 1 ? '' : '客户经理：'}
            {admin.name}
          </p>
          <p>
            电话：<a href={`tel:${admin.phone.replace(/[^\d+]/g, '')}`}>{admin.phone}</a>
          </p>
        </section>
      </div>
    </div>
  );
}

/**
 * "今天该补 N 种" linking to /bhjy, from GET /api/replenishment; a failed or unreadable answer shows the plain link
 * (the member home never fails for it).
 */
function ReplenishmentDue() {
  const query = useGetReplenishment(undefined, { query: { retry: false }, request: { silent: true } });
  const due = query.data?.data?.summary?.today;
  const known = query.isSuccess && typeof due === 'number' && Number.isSafeInteger(due) && due >= 0;
  return (
    <section aria-labelledby="member-home-replenishment" className="member-home__box">
      <h2 id="member-home-replenishment" className="member-home__h2">补货建议</h2>
      <p>
        <Link href={href('bhjy')} data-testid="summary-replenishment">
          {known ? (due > 0 ? `今天该补 ${due} 种` : '今天没有该补的商品') : '查看补货建议'}
        </Link>
      </p>
    </section>
  );
}
