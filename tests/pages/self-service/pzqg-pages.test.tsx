/** /pzqg, /pzqg/add and /pzqg/info against the demo API: the list with status, the validated form, the detail's answer. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { createPurchaseRequest, listPurchaseRequests } from '@generated/endpoints/purchase/purchase';
import PzqgAddPage from '@/pages/self-service/pzqg-add-page';
import PzqgInfoPage from '@/pages/self-service/pzqg-info-page';
import PzqgPage from '@/pages/self-service/pzqg-page';
import { renderWithApp } from '@tests/render';
import { server } from '@tests/msw-server';
import { countRequests, startDemo } from '../account/account-fixtures';

describe('品种求购 list', () => {
  it('lists the requests newest first with their status and expected price', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    await createPurchaseRequest({ name: '某罕见进口制剂', number: 5, price: '16.5' });
    renderWithApp(<PzqgPage />, { path: '/pzqg' });
    const table = await screen.findByRole('table', { name: '我的求购' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('某罕见进口制剂');
    expect(row).toHaveTextContent('¥16.50');
    expect(row).toHaveTextContent('待回复');
    expect(within(row).getByRole('link', { name: '查看详情：某罕见进口制剂' })).toHaveAttribute('href', expect.stringMatching(/^\/pzqg\/info\?id=\d+$/));
  });

  it('shows an empty state that leads to the form', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    renderWithApp(<PzqgPage />, { path: '/pzqg' });
    expect(await screen.findByRole('link', { name: '登记一个缺货品种' })).toHaveAttribute('href', '/pzqg/add');
  });

  it('survives a malformed answer and offers to reload', async () => {
    startDemo();
    server.use(http.get('*/api/user/buy', () => HttpResponse.text('<html>502</html>', { status: 502 })));
    renderWithApp(<PzqgPage />, { path: '/pzqg' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('求购记录加载失败，请稍后重试。');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('新增求购', () => {
  it('checks each field once left and on submit, sends once on a double click, yuan sent as 2 decimals', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const requests = countRequests();
    const ue = userEvent.setup();
    const r = renderWithApp(<PzqgAddPage />, { path: '/pzqg/add' });
    await ue.type(screen.getByLabelText('求购数量'), '1.5');
    await ue.tab();
    expect(screen.getByText('求购数量须为大于 0 的整数')).toBeInTheDocument();
    await ue.type(screen.getByLabelText('期望单价（元）'), 'abc');
    await ue.tab();
    expect(screen.getByText('请输入正确的价格，如 16.50')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '提交求购' }));
    expect(screen.getByText('请输入药品名称')).toBeInTheDocument();
    expect(requests.of('POST /api/user/buy')).toBe(0);

    await ue.type(screen.getByLabelText('药品名称'), '布洛芬缓释胶囊');
    await ue.clear(screen.getByLabelText('求购数量'));
    await ue.type(screen.getByLabelText('求购数量'), '200');
    await ue.clear(screen.getByLabelText('期望单价（元）'));
    await ue.type(screen.getByLabelText('期望单价（元）'), '16.5');
    await ue.type(screen.getByLabelText('备注'), '需近一年内批号');
    expect(screen.getByText('7 / 500')).toBeInTheDocument();
    await ue.dblClick(screen.getByRole('button', { name: '提交求购' }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/pzqg'));
    expect(requests.of('POST /api/user/buy')).toBe(1);
    const page = await listPurchaseRequests({ page: 1 });
    expect(page.data.list[0]).toMatchObject({ name: '布洛芬缓释胶囊', number: 200, price: '16.50', remark: '需近一年内批号' });
    requests.stop();
  });

  it("puts a 422's messages under their fields and keeps what was typed", async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    server.use(
      http.post('*/api/user/buy', () =>
        HttpResponse.json({ code: 422, msg: '期望价格最多保留两位小数', data: null, errors: { price: ['期望价格最多保留两位小数'], name: ['药品名称含有不支持的字符'] } }, { status: 422 }),
      ),
    );
    const ue = userEvent.setup();
    renderWithApp(<PzqgAddPage />, { path: '/pzqg/add' });
    await ue.type(screen.getByLabelText('药品名称'), '布洛芬');
    await ue.type(screen.getByLabelText('求购数量'), '10');
    await ue.type(screen.getByLabelText('期望单价（元）'), '12');
    await ue.click(screen.getByRole('button', { name: '提交求购' }));
    expect(await screen.findByText('药品名称含有不支持的字符')).toBeInTheDocument();
    expect(screen.getByText('期望价格最多保留两位小数')).toBeInTheDocument();
    expect(screen.getByLabelText('药品名称')).toHaveValue('布洛芬');
    expect(screen.getByLabelText('求购数量')).toHaveValue('10');
    expect(screen.getByRole('button', { name: '提交求购' })).toBeEnabled();
  });

  it('keeps everything typed when the server fails', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    server.use(http.post('*/api/user/buy', () => HttpResponse.text('upstream down', { status: 503 })));
    const ue = userEvent.setup();
    const r = renderWithApp(<PzqgAddPage />, { path: '/pzqg/add' });
    await ue.type(screen.getByLabelText('药品名称'), '布洛芬');
    await ue.type(screen.getByLabelText('求购数量'), '10');
    await ue.click(screen.getByRole('button', { name: '提交求购' }));
    await waitFor(() => expect(r.store.ui.toasts.map((t) => t.text)).toContain('系统繁忙，请稍候再试'));
    expect(screen.getByLabelText('药品名称')).toHaveValue('布洛芬');
    expect(screen.getByLabelText('求购数量')).toHaveValue('10');
    expect(r.location.history?.at(-1)).toBe('/pzqg/add');
  });
});

describe('求购详情', () => {
  it('shows the seeded hostile answer as text, without its script, links or styles', async () => {
    startDemo({ hostileContent: true });
    await loginByPassword({ username: 'renhe', password: 'Demo2026' });
    const mine = await listPurchaseRequests({ page: 1 });
    const hostile = mine.data.list.find((x) => x.name === '羚羊感冒片')!;
    renderWithApp(<PzqgInfoPage />, { path: `/pzqg/info?id=${hostile.id}` });
    const reply = await screen.findByTestId('purchase-reply');
    expect(reply).toHaveTextContent('您好，羚羊感冒片目前厂家停产整顿，暂无稳定货源。');
    expect(reply).toHaveTextContent('如需替代品种请联系客户经理。');
    expect(reply.querySelector('script, iframe, svg, style, [onerror], [style]')).toBeNull();
    for (const a of reply.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('says so for an unknown or malformed id', async () => {
    startDemo();
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    renderWithApp(<PzqgInfoPage />, { path: '/pzqg/info?id=99999999' });
    expect(await screen.findByText('该求购记录不存在或已删除。')).toBeInTheDocument();
  });

  it('asks nothing for an id that is not a number', async () => {
    startDemo();
    const requests = countRequests();
    renderWithApp(<PzqgInfoPage />, { path: '/pzqg/info?id=abc' });
    expect(await screen.findByText('该求购记录不存在或已删除。')).toBeInTheDocument();
    expect(requests.of('GET /api/user/buy/abc')).toBe(0);
    requests.stop();
  });
});
