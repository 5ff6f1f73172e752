import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetWalletBalance, useListPointsLog } from '@generated/endpoints/wallet/wallet';
import type { ListPointsLogType } from '@generated/models/listPointsLogType';
import { href } from '@/lib/routes/paths';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState } from '@/components/query-state';
import { LEDGER_PAGE_SIZE, POINTS_TYPES, pointsLogSearch, readPointsLogFilter, type PointsLogFilter } from './wallet-rules';
import './wallet.css';

/** /jfgl (积分管理): the points held and the points log (earned, or spent and expired), paged; in the address. */
export function PointsLogView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readPointsLogFilter(search);
  const at = (f: PointsLogFilter) => `${href('jfgl')}${pointsLogSearch(f)}`;
  const balance = useGetWalletBalance();
  const log = useListPointsLog(
    { page: filter.page, page_size: LEDGER_PAGE_SIZE, type: filter.type ? (filter.type as ListPointsLogType) : undefined },
    { query: { placeholderData: keepPreviousData } },
  );
  const rows = Array.isArray(log.data?.data?.list) ? log.data.data.list : null;
  const total = typeof log.data?.data?.total === 'number' ? log.data.data.total : 0;
  const points = balance.data?.data?.points;
  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">积分管理</h1>
      <section className="wallet-figures" aria-label="积分">
        <div className="wallet-figure">
          <span className="wallet-figure__label">可用积分</span>
          <strong className="wallet-figure__value" data-testid="wallet-points">
            {typeof points === 'number' && Number.isFinite(points) ? points.toLocaleString('zh-CN') : balance.isError ? '—' : '…'}
          </strong>
        </div>
        <p className="wallet-figures__note">
          积分可在确认订单时抵扣货款，或到 <Link href={href('jfsc')}>积分商城</Link> 兑换礼品。
        </p>
      </section>
      <nav className="ledger-tabs" aria-label="积分类型">
        {POINTS_TYPES.map((t) => (
          <Link key={t.value} href={at({ type: t.value, page: 1 })} aria-current={filter.type === t.value ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      <QueryState query={log} data={rows} failText="明细加载失败，请稍后重试。" empty={<p>暂无积分明细</p>}>
        {(shown) => (
          <>
            <table className="ledger-table">
              <caption className="visually-hidden">积分明细</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">获得 / 使用</th>
                  <th scope="col">变动后积分</th>
                  <th scope="col">说明</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.id}>
                    <td data-label="时间">{r.created_at}</td>
                    <td data-label="获得 / 使用" className={r.points < 0 ? 'ledger-out' : 'ledger-in'}>
                      {r.points > 0 ? `+${r.points}` : r.points}
                    </td>
                    <td data-label="变动后积分">{r.balance}</td>
                    <td data-label="说明">{r.remark}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <PageLinks page={filter.page} total={total} pageSize={LEDGER_PAGE_SIZE} hrefOf={(p) => at({ ...filter, page: p })} onPage={(p) => navigate(at({ ...filter, page: p }))} />
          </>
        )}
      </QueryState>
    </div>
  );
}
