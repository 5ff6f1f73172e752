/**
 * /cgtj in jsdom: the figures and tables against the demo API (kangning's seeded orders), the period in the address,
 * the chain's store, the export, and the loading, empty, failed and malformed states. ECharts cannot draw in jsdom:
 * the lazy chart module is replaced, and the tests check it is asked for, with what, once the tables are drawn.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getPurchaseStatistics } from '@generated/endpoints/statistics/statistics';
import { listStores } from '@generated/endpoints/store/store';
import { formatYuan, toFen } from '@/domain/money';
import { presetPeriod } from '@/domain/purchase-statistics';
import CgtjPage from '@/pages/account/cgtj-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { startDemo } from '../../pages/account/account-fixtures';

const chart = vi.hoisted(() => ({
  drawChart: vi.fn(),
  update: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
}));
vi.mock('@/features/purchase-statistics/charts/echarts-setup', () => ({
  drawChart: chart.drawChart,
}));
const saved = vi.hoisted(() => ({ saveBlob: vi.fn() }));
vi.mock('@/lib/files/save-file', () => ({ saveBlob: saved.saveBlob }));

beforeEach(() => {
  chart.drawChart.mockReset().mockImplementation(() => ({ update: chart.update, resize: chart.resize, dispose: chart.dispose }));
  chart.update.mockReset();
  chart.resize.mockReset();
  saved.saveBlob.mockReset();
  // jsdom lays nothing out: give every box a desktop width, as a chart is drawn only into a box that has one.
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const yuan = (s: string) => formatYuan(toFen(s));
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

/** Records the statistics calls' query strings. */
function recordCalls(): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/statistics/purchase') calls.push(url.searchParams);
  });
  return calls;
}

const EMPTY = {
  start: '2026-11-01',
  end: '2026-11-30',
  total: '0.00',
  order_count: 0,
  goods_count: 0,
  saved: { manjian: '0.00', coupon: '0.00', voucher: '0.00', points: '0.00', total: '0.00' },
  by_month: [{ month: '2026-11', amount: '0.00', orders: 0 }],
  by_category: [],
  by_manufacturer: [],
  top_goods: [],
};
const answer = (data: unknown) => HttpResponse.json({ code: 10000, msg: '操作成功', data });

describe('采购统计 against the demo API', () => {
  it('shows kangning’s figures and the four tables with the API’s numbers, then asks for the charts', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const period = presetPeriod('3m', Date.now());
    const api = (await getPurchaseStatistics(period)).data;
    expect(api.order_count).toBeGreaterThan(0);

    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    const figures = await screen.findByTestId('cgtj-figures');
    expect(within(figures).getByText(yuan(api.total))).toHaveAttribute('data-figure', 'total');
    expect(within(figures).getByText(`${api.order_count} 笔`)).toBeInTheDocument();
    expect(within(figures).getByText(`${api.goods_count} 种`)).toBeInTheDocument();
    expect(screen.getByText(`统计期间：${period.start} 至 ${period.end}`)).toBeInTheDocument();

    expect(rowsOf('cgtj-table-month').map((r) => r[1])).toEqual(api.by_month.map((m) => yuan(m.amount)));
    expect(rowsOf('cgtj-table-category').map((r) => [r[0], r[1]])).toEqual(api.by_category.map((c) => [c.name, yuan(c.amount)]));
    expect(rowsOf('cgtj-table-maker').map((r) => [r[0], r[1]])).toEqual(api.by_manufacturer.map((m) => [m.name, yuan(m.amount)]));
    expect(rowsOf('cgtj-table-goods').map((r) => r[4])).toEqual(api.top_goods.map((g) => yuan(g.amount)));
    for (const name of ['按月采购金额与订单数', '按分类采购金额', '按生产厂家采购金额']) expect(screen.getByRole('table', { name })).toBeInTheDocument();

    // Each chart is an image named by its numbers, drawn by the lazy chart module once the tables are there.
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAccessibleName(expect.stringContaining(`按月采购金额柱状图：`));
    await waitFor(() => expect(chart.drawChart).toHaveBeenCalledTimes(4));
    const [el, option] = chart.drawChart.mock.calls[0]!;
    expect(el).toBe(screen.getByTestId('cgtj-chart-month'));
    expect(option.series[0].data).toEqual(api.by_month.map((m) => toFen(m.amount)));
    await waitFor(() => expect(screen.getByTestId('cgtj-chart-month')).toHaveAttribute('data-chart-state', 'drawn'));
  });

  it('keeps the period in the address: presets, a custom period checked in Chinese, a reload', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const calls = recordCalls();
    const ue = userEvent.setup();
    const { location } = renderWithApp(<CgtjPage />, { path: '/cgtj' });
    await screen.findByTestId('cgtj-figures');
    const year = presetPeriod('12m', Date.now());
    await ue.click(screen.getByRole('button', { name: '近 12 个月' }));
    expect(location.history.at(-1)).toBe('/cgtj?period=12m');
    await waitFor(() => expect(screen.getByText(`统计期间：${year.start} 至 ${year.end}`)).toBeInTheDocument());
    expect(calls.at(-1)?.get('start')).toBe(year.start);
    expect(screen.getByRole('button', { name: '近 12 个月' })).toHaveAttribute('aria-pressed', 'true');

    await ue.click(screen.getByRole('button', { name: '自定义' }));
    expect(location.history.at(-1)).toBe(`/cgtj?period=custom&start=${year.start}&end=${year.end}`);
    const form = screen.getByRole('form', { name: '自定义统计期间' });
    const start = within(form).getByLabelText('起始日期');
    const end = within(form).getByLabelText('截止日期');
    await ue.clear(end);
    await ue.type(end, '2026-08-01');
    await ue.clear(start);
    await ue.type(start, '2026-09-01');
    await ue.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('截止日期不能早于起始日期');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    await ue.clear(start);
    await ue.type(start, '2025-07-01');
    await ue.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('统计期间不能超过 366 天');
    await ue.clear(start);
    await ue.type(start, '2026-07-01');
    await ue.click(within(form).getByRole('button', { name: '查询' }));
    expect(location.history.at(-1)).toBe('/cgtj?period=custom&start=2026-07-01&end=2026-08-01');
    await waitFor(() => expect(screen.getByText('统计期间：2026-07-01 至 2026-08-01')).toBeInTheDocument());
    expect(calls.some((q) => q.get('start') === '2025-07-01')).toBe(false);
  });

  it('opens a custom period from the address, as a reload does', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const calls = recordCalls();
    const { start, end } = presetPeriod('3m', Date.now());
    renderWithApp(<CgtjPage />, { path: `/cgtj?period=custom&start=${start}&end=${end}` });
    expect(await screen.findByText(`统计期间：${start} 至 ${end}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '自定义' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('form', { name: '自定义统计期间' })).getByLabelText('起始日期')).toHaveValue(start);
    expect(calls.map((q) => [q.get('start'), q.get('end')])).toEqual([[start, end]]);
  });

  it('refuses a hand-typed period that is too long, in Chinese, without a call', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const calls = recordCalls();
    renderWithApp(<CgtjPage />, { path: '/cgtj?period=custom&start=2024-01-01&end=2026-10-31' });
    expect(await screen.findByText('统计期间不能超过 366 天')).toBeInTheDocument();
    expect(screen.getByText('请选择有效的统计期间。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeDisabled();
    // The query is not enabled for a period the page refuses: no call was made, nor will one be.
    expect(calls).toHaveLength(0);
  });

  it('lets a chain’s head office pick one of its stores', async () => {
    startDemo();
    await loginByPassword({ username: 'baixing', password: 'Demo2026' });
    const stores = (await listStores()).data;
    const calls = recordCalls();
    const ue = userEvent.setup();
    const { location } = renderWithApp(<CgtjPage />, { path: '/cgtj' });
    await screen.findByTestId('cgtj-figures');
    const select = await screen.findByLabelText('门店');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部门店', ...stores.map((s) => s.name)]);
    await ue.selectOptions(select, String(stores[1]!.id));
    expect(location.history.at(-1)).toBe(`/cgtj?store=${stores[1]!.id}`);
    await waitFor(() => expect(calls.at(-1)?.get('store_id')).toBe(String(stores[1]!.id)));
  });

  it('exports the period as an .xlsx', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const ue = userEvent.setup();
    renderWithApp(<CgtjPage />, { path: '/cgtj?period=month' });
    await screen.findByTestId('cgtj-figures');
    const month = presetPeriod('month', Date.now());
    await ue.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(saved.saveBlob).toHaveBeenCalledTimes(1));
    const [name, blob] = saved.saveBlob.mock.calls[0]!;
    expect(name).toBe(`采购统计_${month.start}_${month.end}.xlsx`);
    expect((blob as Blob).size).toBeGreaterThan(1000);
  });
});

describe('采购统计 states', () => {
  it('says when the period has no purchases, and draws no chart', async () => {
    server.use(http.get('*/api/statistics/purchase', () => answer(EMPTY)), http.get('*/api/store', () => answer([])));
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    expect(await screen.findByText('该期间没有采购记录。')).toBeInTheDocument();
    expect(screen.getByText('¥0.00', { selector: '[data-figure="total"]' })).toBeInTheDocument();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(chart.drawChart).not.toHaveBeenCalled();
  });

  it('shows loading, then a failure with 重新加载 that tries again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/statistics/purchase', () => (fail ? HttpResponse.json({ code: 500, msg: '服务器繁忙', data: null }, { status: 500 }) : answer(EMPTY))),
      http.get('*/api/store', () => answer([])),
    );
    const ue = userEvent.setup();
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    expect(screen.getByText('正在统计…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('系统繁忙，请稍候再试')).toBeInTheDocument();
    fail = false;
    await ue.click(within(alert).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('该期间没有采购记录。')).toBeInTheDocument();
  });

  it('says in Chinese that a malformed answer cannot be shown, and never breaks', async () => {
    server.use(
      http.get('*/api/statistics/purchase', () => answer({ total: 'abc', order_count: '3', by_month: 'x' })),
      http.get('*/api/store', () => answer({ list: 'no' })),
    );
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    expect(await screen.findByText('采购统计数据有误，暂时无法显示，请稍后重试或联系客服。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeDisabled();
    expect(chart.drawChart).not.toHaveBeenCalled();
  });

  it('draws what can be drawn of an answer with a broken row', async () => {
    server.use(
      http.get('*/api/statistics/purchase', () =>
        answer({
          ...EMPTY,
          total: '10.00',
          order_count: 1,
          goods_count: 1,
          by_month: [{ month: '2026-11', amount: '10.00', orders: 1 }],
          by_category: [null, { category_id: 1, name: '<b>中成药</b>', amount: '10.00' }],
          by_manufacturer: [{ name: '以岭药业', amount: '10.00' }, { amount: '3' }],
          top_goods: [{ goods_id: 7, name: '连花清瘟胶囊', trade_name: null, ypgg: '24粒', sccj: '以岭药业', bzdw: '盒', number: 2, amount: '10.00' }],
        }),
      ),
      http.get('*/api/store', () => answer([])),
    );
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    expect(await screen.findByText('<b>中成药</b>')).toBeInTheDocument();
    expect(rowsOf('cgtj-table-maker')).toEqual([['以岭药业', '¥10.00', '100.0%']]);
    await waitFor(() => expect(chart.drawChart).toHaveBeenCalledTimes(4));
  });

  it('resizes a chart with its box, redrawn for a phone when it narrows', async () => {
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          observed.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    server.use(
      http.get('*/api/statistics/purchase', () => answer({ ...EMPTY, total: '1.00', order_count: 1, by_month: [{ month: '2026-11', amount: '1.00', orders: 1 }] })),
      http.get('*/api/store', () => answer([])),
    );
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    await waitFor(() => expect(screen.getByTestId('cgtj-chart-month')).toHaveAttribute('data-chart-state', 'drawn'));
    expect(chart.drawChart.mock.calls[0]![1].yAxis.splitNumber).toBe(5);
    observed[0]!();
    expect(chart.resize).toHaveBeenCalledTimes(1);
    expect(chart.update).not.toHaveBeenCalled();
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360);
    observed[0]!();
    expect(chart.update).toHaveBeenCalledTimes(1);
    expect(chart.update.mock.calls[0]![0].yAxis.splitNumber).toBe(3);
    expect(chart.resize).toHaveBeenCalledTimes(2);
  });

  it('fetches no chart module for a box without a width, and draws once it has one', async () => {
    const observed: Array<() => void> = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          observed.push(cb);
        }
        observe() {}
        disconnect() {}
      },
    );
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(0);
    server.use(
      http.get('*/api/statistics/purchase', () => answer({ ...EMPTY, total: '1.00', order_count: 1, by_month: [{ month: '2026-11', amount: '1.00', orders: 1 }] })),
      http.get('*/api/store', () => answer([])),
    );
    renderWithApp(<CgtjPage />, { path: '/cgtj' });
    await screen.findByTestId('cgtj-table-month');
    await waitFor(() => expect(observed).toHaveLength(4));
    expect(chart.drawChart).not.toHaveBeenCalled();
    width.mockReturnValue(700);
    observed.forEach((cb) => cb());
    await waitFor(() => expect(chart.drawChart).toHaveBeenCalledTimes(4));
  });
});
