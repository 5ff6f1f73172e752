import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useGetWalletBalance, useListMoneyLog } from '@generated/endpoints/wallet/wallet';
import type { ListMoneyLogUseType } from '@generated/models/listMoneyLogUseType';
import { Button } from '@/components/button/button';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes/paths';
import { PageLinks } from '@/components/pager/page-links';
import { QueryState } from '@/components/query-state';
import { LEDGER_PAGE_SIZE, MONEY_USE_TYPES, moneyLogSearch, moneyUseTypeLabel, readMoneyLogFilter, validateDateRange, type MoneyLogFilter, type MoneyUseType } from './wallet-rules';
import './wallet.css';

function Filters({ filter, onApply }: { filter: MoneyLogFilter; onApply(f: MoneyLogFilter): void }) {
  const [useType, setUseType] = useState<MoneyUseType>(filter.useType);
  const [start, setStart] = useState(filter.start);
  const [end, setEnd] = useState(filter.end);
  const rangeError = validateDateRange(start, end);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rangeError) return;
    onApply({ useType, start, end, page: 1 });
  };
  return (
    <form className="ledger-filters" onSubmit={submit} noValidate aria-label="筛选余额明细">
      <label>
        类型
        <select value={useType} onChange={(e) => setUseType(Number(e.target.value) as MoneyUseType)}>
          {MONEY_USE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        开始日期
        <input type="date" value={start} onChange={(e) => setStart(e.target.value)} aria-invalid={rangeError ? true : undefined} />
      </label>
      <label>
        结束日期
        <input
          type="date"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? 'ledger-range-error' : undefined}
        />
      </label>
      <Button type="submit" primary size="small" disabled={Boolean(rangeError)}>
        查询
      </Button>
      {rangeError ? (
        <p id="ledger-range-error" className="ledger-filters__error" role="alert">
          {rangeError}
        </p>
      ) : null}
    </form>
  );
}

/** /yegl (余额管理): the usable and frozen balance, and the balance log filtered by type and dates, paged; all in the address. */
export function MoneyLogView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = readMoneyLogFilter(search);
  const go = (f: MoneyLogFilter) => navigate(`${href('yegl')}${moneyLogSearch(f)}`);
  const balance = useGetWalletBalance();
  const log = useListMoneyLog(
    {
      page: filter.page,
      page_size: LEDGER_PAGE_SIZE,
      use_type: filter.useType ? (filter.useType as ListMoneyLogUseType) : undefined,
      start_time: filter.start || undefined,
      end_time: filter.end || undefined,
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const rows = Array.isArray(log.data?.data?.list) ? log.data.data.list : null;
  const total = typeof log.data?.data?.total === 'number' ? log.data.data.total : 0;
  return (
    <div className="wallet-page">
      <h1 className="wallet-page__title">余额管理</h1>
      <section className="wallet-figures" aria-label="余额">
        <div className="wallet-figure">
          <span className="wallet-figure__label">可用余额</span>
          <strong className="wallet-figure__value" data-testid="wallet-balance">
            {balance.data?.data ? <Money yuan={balance.data.data.balance} /> : balance.isError ? '—' : '…'}
          </strong>
        </div>
        <div className="wallet-figure">
          <span className="wallet-figure__label">冻结金额</span>
          <strong className="wallet-figure__value" data-testid="wallet-frozen">
            {balance.data?.data ? <Money yuan={balance.data.data.frozen} /> : balance.isError ? '—' : '…'}
          </strong>
        </div>
        <p className="wallet-figures__note">余额可在确认订单时抵扣货款；冻结金额为处理中的退款或提现。</p>
      </section>
      <Filters key={search} filter={filter} onApply={go} />
      <QueryState query={log} data={rows} failText="明细加载失败，请稍后重试。" empty={<p>没有符合条件的余额明细</p>}>
        {(shown) => (
          <>
            <table className="ledger-table">
              <caption className="visually-hidden">余额明细</caption>
              <thead>
                <tr>
                  <th scope="col">时间</th>
                  <th scope="col">类型</th>
                  <th scope="col">收入 / 支出</th>
                  <th scope="col">变动后余额</th>
                  <th scope="col">说明</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => {
                  const minus = String(r.amount).trim().startsWith('-');
                  return (
                    <tr key={r.id}>
                      <td data-label="时间">{r.created_at}</td>
                      <td data-label="类型">{moneyUseTypeLabel(r.use_type)}</td>
                      <td data-label="收入 / 支出" className={minus ? 'ledger-out' : 'ledger-in'}>
                        <span>
                          {minus ? '' : '+'}
                          <Money yuan={r.amount} />
                        </span>
                      </td>
                      <td data-label="变动后余额">
                        <Money yuan={r.balance} />
                      </td>
                      <td data-label="说明">{r.remark}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <PageLinks page={filter.page} total={total} pageSize={LEDGER_PAGE_SIZE} hrefOf={(p) => `${href('yegl')}${moneyLogSearch({ ...filter, page: p })}`} onPage={(p) => go({ ...filter, page: p })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
