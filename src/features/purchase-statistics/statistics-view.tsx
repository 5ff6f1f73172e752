import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useGetPurchaseStatistics } from '@generated/endpoints/statistics/statistics';
import { useListStores } from '@generated/endpoints/store/store';
import { formatBeijingDate } from '@/domain/datetime';
import type { Fen } from '@/domain/money';
import { QueryState } from '@/components/query-state';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { ChartFrame } from './charts/chart-frame';
import { categoryOption, goodsOption, goodsSummary, makerOption, monthOption, monthSummary, namedSummary, type ChartLook } from './charts/chart-options';
import { PeriodPicker } from './period-picker';
import { saveStatistics } from './statistics-export';
import { goodsRowTitle, monthText, periodOf, readStatistics, readStatsQuery, shareText, statsSearch, yuanText, type NamedRow, type StatsQuery, type StatsView } from './statistics-rules';
// The self-service pages' card, tables (cards on a phone) and notes, then this page's own.
import { storeOptions } from '@/lib/chain-stores/store-options';
import '@/components/self-service/self-service.css';
import './statistics.css';

function Figures({ s }: { s: StatsView }) {
  const saved = [
    ['满减', s.saved.manjianFen],
    ['优惠券', s.saved.couponFen],
    ['现金券', s.saved.voucherFen],
    ['积分', s.saved.pointsFen],
  ] as const;
  return (
    <dl className="cgtj-figures" data-testid="cgtj-figures">
      <div className="cgtj-figure">
        <dt>采购总额</dt>
        <dd data-figure="total">{yuanText(s.totalFen)}</dd>
      </div>
      <div className="cgtj-figure">
        <dt>订单数</dt>
        <dd data-figure="orders">{s.orderCount} 笔</dd>
      </div>
      <div className="cgtj-figure">
        <dt>商品种数</dt>
        <dd data-figure="goods">{s.goodsCount} 种</dd>
      </div>
      <div className="cgtj-figure">
        <dt>节省</dt>
        <dd data-figure="saved">{yuanText(s.saved.totalFen)}</dd>
        <dd className="cgtj-figure__detail">
          {saved.map(([name, f]) => (
            <span key={name} data-saved={name}>
              {name} {yuanText(f)}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

function NamedTable({ caption, head, rows, totalFen, testId }: { caption: string; head: string; rows: readonly NamedRow[]; totalFen: Fen; testId: string }) {
  return (
    <table className="ss-table cgtj-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">采购金额</th>
          <th scope="col">占比</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row" data-label={head}>
              {r.name}
            </th>
            <td data-label="采购金额">{yuanText(r.amountFen)}</td>
            <td data-label="占比">{shareText(r.amountFen, totalFen)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The four charts, each with a table of the same numbers beside it. */
function Breakdowns({ s }: { s: StatsView }) {
  const month = useCallback((look: ChartLook) => monthOption(s.byMonth, look), [s]);
  const category = useCallback((look: ChartLook) => categoryOption(s.byCategory, s.totalFen, look), [s]);
  const maker = useCallback((look: ChartLook) => makerOption(s.byManufacturer, s.totalFen, look), [s]);
  const goods = useCallback((look: ChartLook) => goodsOption(s.topGoods, s.totalFen, look), [s]);
  return (
    <>
      <section className="cgtj-block" aria-labelledby="cgtj-h-month">
        <h2 id="cgtj-h-month">按月采购金额</h2>
        <div className="cgtj-block__pair">
          <ChartFrame label={monthSummary(s.byMonth)} build={month} height={280} testId="cgtj-chart-month" />
          <table className="ss-table cgtj-table" data-testid="cgtj-table-month">
            <caption>按月采购金额与订单数</caption>
            <thead>
              <tr>
                <th scope="col">月份</th>
                <th scope="col">采购金额</th>
                <th scope="col">订单数</th>
              </tr>
            </thead>
            <tbody>
              {s.byMonth.map((m) => (
                <tr key={m.month}>
                  <th scope="row" data-label="月份">
                    {monthText(m.month)}
                  </th>
                  <td data-label="采购金额">{yuanText(m.amountFen)}</td>
                  <td data-label="订单数">{m.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="cgtj-block" aria-labelledby="cgtj-h-category">
        <h2 id="cgtj-h-category">按分类（经营范围）</h2>
        <div className="cgtj-block__pair">
          <ChartFrame label={namedSummary('按分类采购金额环形图', s.byCategory, s.totalFen)} build={category} height={300} testId="cgtj-chart-category" />
          <NamedTable caption="按分类采购金额" head="分类" rows={s.byCategory} totalFen={s.totalFen} testId="cgtj-table-category" />
        </div>
      </section>
      <section className="cgtj-block" aria-labelledby="cgtj-h-maker">
        <h2 id="cgtj-h-maker">按生产厂家</h2>
        <div className="cgtj-block__pair">
          <ChartFrame
            label={namedSummary('按生产厂家采购金额条形图', s.byManufacturer, s.totalFen)}
            build={maker}
            height={Math.max(160, 30 * s.byManufacturer.length + 40)}
            testId="cgtj-chart-maker"
          />
          <NamedTable caption="按生产厂家采购金额" head="生产厂家" rows={s.byManufacturer} totalFen={s.totalFen} testId="cgtj-table-maker" />
        </div>
      </section>
      <section className="cgtj-block" aria-labelledby="cgtj-h-goods">
        <h2 id="cgtj-h-goods">采购金额前 {s.topGoods.length} 的商品</h2>
        <div className="cgtj-block__pair cgtj-block__pair--wide">
          <ChartFrame label={goodsSummary(s.topGoods)} build={goods} height={Math.max(160, 26 * s.topGoods.length + 40)} testId="cgtj-chart-goods" />
          <table className="ss-table cgtj-table" data-testid="cgtj-table-goods">
            <caption>采购金额前 {s.topGoods.length} 的商品</caption>
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">商品</th>
                <th scope="col">生产厂家</th>
                <th scope="col">数量</th>
                <th scope="col">采购金额</th>
              </tr>
            </thead>
            <tbody>
              {s.topGoods.map((g, i) => (
                <tr key={g.goodsId}>
                  <td data-label="排名">{i + 1}</td>
                  <th scope="row" data-label="商品">
                    {goodsRowTitle(g)}
                    {g.ypgg ? <span className="cgtj-table__spec"> {g.ypgg}</span> : null}
                  </th>
                  <td data-label="生产厂家">{g.maker}</td>
                  <td data-label="数量">
                    {g.number}
                    {g.unit}
                  </td>
                  <td data-label="采购金额">{yuanText(g.amountFen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** The figures and breakdowns of a period; "updating" while the answer shown is the previous period's. */
function StatisticsContent({ s: stats, updating }: { s: StatsView; updating: boolean }) {
  return (
    <div className="cgtj-content" data-testid="cgtj-content">
      <p className="cgtj-range">
        统计期间：{stats.start} 至 {stats.end}
        {updating ? <span className="ss-muted">（正在更新…）</span> : null}
      </p>
      <Figures s={stats} />
      {stats.orderCount === 0 && stats.topGoods.length === 0 ? (
        <div className="ss-note ss-note--empty" data-testid="cgtj-empty">
          <p>该期间没有采购记录。</p>
          <p className="ss-muted">
            换一个统计期间看看，或去 <Link href={href('list')}>商品列表</Link> 采购。
          </p>
        </div>
      ) : (
        <Breakdowns s={stats} />
      )}
    </div>
  );
}

/**
 * /cgtj (采购统计): what the buyer spent in a period — 本月, 近 3 个月, 近 12 个月 or custom days, kept in the address —
 * with the totals and savings, spend by month, by category, by manufacturer and the top 20 goods, each as an ECharts
 * chart (loaded after the figures and tables) beside a table of the same numbers, and an .xlsx of the period.
 */
export function PurchaseStatisticsView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { ui } = useStores();
  const [now] = useState(() => Date.now());
  const today = formatBeijingDate(now);
  const query = readStatsQuery(search);
  const { period, problem } = periodOf(query, now);
  const stores = useListStores({ request: { silent: true } });
  const storeList = stores.isSuccess ? storeOptions(stores.data?.data) : [];
  const choosable = storeList.length > 1 ? storeList : [];
  const params = period ? { start: period.start, end: period.end, ...(query.storeId !== null ? { store_id: query.storeId } : {}) } : { start: '', end: '' };
  const answer = useGetPurchaseStatistics(params, { query: { enabled: period !== null, placeholderData: keepPreviousData, retry: false } });
  const stats = answer.isSuccess ? readStatistics(answer.data?.data) : null;
  const [exporting, setExporting] = useState(false);

  const go = (q: StatsQuery) => navigate(`${href('cgtj')}${statsSearch(q)}`);
  const storeName = query.storeId === null ? (choosable.length > 0 ? '全部门店' : '本店') : (storeList.find((s) => s.id === query.storeId)?.name ?? `门店 ${query.storeId}`);

  const exportXlsx = () => {
    if (!stats || exporting) return;
    setExporting(true);
    saveStatistics(stats, storeName)
      .catch(() => ui.toast('导出失败，请稍后重试'))
      .finally(() => setExporting(false));
  };

  let body;
  if (!period) {
    body = (
      <p className="ss-note" role="status">
        请选择有效的统计期间。
      </p>
    );
  } else {
    body = (
      <QueryState
        query={answer}
        data={stats}
        loadingText="正在统计…"
        failText="采购统计加载失败，请稍后重试。"
        malformedText="采购统计数据有误，暂时无法显示，请稍后重试或联系客服。"
      >
        {(shown) => <StatisticsContent s={shown} updating={answer.isPlaceholderData} />}
      </QueryState>
    );
  }

  return (
    <div className="ss-page cgtj">
      <div className="ss-page__head">
        <h1 className="ss-page__title">采购统计</h1>
        {/* The UI kit's look without its code: /cgtj loads no semantic-ui-react (59 KB gz a phone would fetch first). */}
        <button type="button" className={`ui small${exporting ? ' loading' : ''} button`} onClick={exportXlsx} disabled={!stats || exporting} aria-busy={exporting || undefined}>
          导出 Excel
        </button>
      </div>
      <p className="ss-page__intro">统计已支付且未取消的订单，扣除售后退款；金额为商品实付，不含运费。</p>
      <PeriodPicker
        key={search}
        query={query}
        shown={period}
        addressProblem={problem}
        stores={choosable}
        today={today}
        onChange={go}
      />
      {body}
    </div>
  );
}
