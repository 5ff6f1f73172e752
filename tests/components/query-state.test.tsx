import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { combineQueries, FAILURE_TEXT, QueryState, readPage, type QueryLike } from '@/components/query-state';
import { ApiError } from '@/lib/http';

const settled = (over: Partial<QueryLike> = {}): QueryLike => ({ isPending: false, isError: false, isFetching: false, error: null, refetch: vi.fn(), ...over });
const failedWith = (error: unknown, over: Partial<QueryLike> = {}) => settled({ isError: true, error, ...over });
const inRouter = (ui: ReactElement) => render(<Router hook={memoryLocation({ path: '/' }).hook}>{ui}</Router>);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QueryState', () => {
  it('says it is loading in a role=status note while there is no answer', () => {
    inRouter(
      <QueryState query={settled({ isPending: true, isFetching: true })} data={undefined} loadingText="正在加载门店…">
        {() => <p>门店列表</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在加载门店…');
    expect(screen.queryByText('门店列表')).toBeNull();
  });

  it('shows the caller’s skeleton instead of the note while loading', () => {
    inRouter(
      <QueryState query={settled({ isPending: true })} data={undefined} placeholder={<div data-testid="skeleton" />}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a server failure with its text, the catalogue’s reason and 重新加载', () => {
    inRouter(
      <QueryState query={failedWith(new ApiError({ kind: 'server', status: 500, message: '系统繁忙，请稍候再试' }))} data={undefined} failText="门店加载失败，请稍后重试。">
        {() => null}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('门店加载失败，请稍后重试。');
    expect(alert).toHaveTextContent(FAILURE_TEXT.server);
    expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('tells a network fault apart from a server failure', () => {
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'network', message: '网络连接失败，请检查网络后重试' }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_TEXT.network);
    expect(screen.getByRole('alert')).not.toHaveTextContent(FAILURE_TEXT.server);
  });

  it('says the buyer is offline when the browser says so', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'network', message: '网络连接失败，请检查网络后重试' }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_TEXT.offline);
  });

  it('says a timeout is a timeout, and a refusal in the server’s words', () => {
    const { unmount } = inRouter(<QueryState query={failedWith(new ApiError({ kind: 'timeout', message: '请求超时，请刷新页面' }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_TEXT.timeout);
    unmount();
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'business', status: 400, code: 40010, message: '您的账号暂不能查看该页' }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('您的账号暂不能查看该页');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('calls refetch once however often 重新加载 is pressed, and shows it is loading meanwhile', async () => {
    let finish: () => void = () => undefined;
    const refetch = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const ue = userEvent.setup();
    inRouter(<QueryState query={failedWith(new Error('boom'), { refetch })} />);
    const button = screen.getByRole('button', { name: '重新加载' });
    expect(button).not.toHaveClass('loading');
    await ue.click(button);
    await ue.click(button);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(button).toHaveClass('loading');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await act(async () => finish());
    expect(button).not.toHaveClass('loading');
  });

  it('with react-query: a failure, 重新加载 busy while it asks again, then the content', async () => {
    let calls = 0;
    let answer: (v: string[]) => void = () => undefined;
    const fetcher = () => (++calls === 1 ? Promise.reject(new ApiError({ kind: 'server', status: 500, message: '系统繁忙，请稍候再试' })) : new Promise<string[]>((r) => (answer = r)));
    function Stores() {
      const q = useQuery({ queryKey: ['stores'], queryFn: fetcher, retry: false });
      return (
        <QueryState query={q} data={q.data} failText="门店加载失败，请稍后重试。" empty={<p>还没有门店。</p>}>
          {(rows) => (
            <ul aria-label="门店">
              {rows.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </QueryState>
      );
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Stores />
      </QueryClientProvider>,
    );
    const button = await screen.findByRole('button', { name: '重新加载' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveClass('loading'));
    expect(screen.getByRole('alert')).toHaveTextContent('门店加载失败');
    await act(async () => answer(['中山东路店']));
    expect(await screen.findByRole('list', { name: '门店' })).toHaveTextContent('中山东路店');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(2);
  });

  it('keeps a store’s failure on screen while its retry loads, though the store goes back to pending', async () => {
    let query = failedWith(null, { refetch: vi.fn(() => new Promise(() => undefined)) });
    const ue = userEvent.setup();
    const view = () => (
      <QueryState query={query} data={null as string[] | null} size="compact" failText="购物车加载失败。">
        {() => null}
      </QueryState>
    );
    const { rerender } = inRouter(view());
    const button = screen.getByRole('button', { name: '重新加载' });
    await ue.click(button);
    query = settled({ isPending: true, isFetching: true, refetch: query.refetch });
    rerender(<Router hook={memoryLocation({ path: '/' }).hook}>{view()}</Router>);
    expect(screen.getByRole('alert')).toHaveTextContent('购物车加载失败。');
    expect(screen.getByRole('button', { name: '重新加载' })).toHaveClass('is-busy');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a record the server does not know (404) shows the caller’s text and the way back, without 重新加载', () => {
    inRouter(
      <QueryState
        query={failedWith(new ApiError({ kind: 'business', status: 404, message: '订单不存在' }))}
        data={undefined}
        notFoundText="没有找到该订单"
        back={{ href: '/order', label: '返回我的订单' }}
      >
        {() => null}
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('没有找到该订单');
    expect(within(alert).getByRole('link', { name: '返回我的订单' })).toHaveAttribute('href', '/order');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('takes the code 40004 for gone too, and a missing id without asking', () => {
    const { unmount } = inRouter(<QueryState query={failedWith(new ApiError({ kind: 'business', status: 400, code: 40004, message: '活动已结束' }))} notFoundText="活动不存在或已结束" />);
    expect(screen.getByRole('alert')).toHaveTextContent('活动不存在或已结束');
    unmount();
    inRouter(<QueryState query={settled({ isPending: true })} missing notFoundText="没有读到这条求购记录。" />);
    expect(screen.getByRole('alert')).toHaveTextContent('没有读到这条求购记录。');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('without a not-found text a 404 is a failure to load, with 重新加载', () => {
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'business', status: 404, message: '资讯不存在' }))} failText="资讯加载失败" />);
    expect(screen.getByRole('alert')).toHaveTextContent('资讯加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('a call superseded by a newer one is still loading, not a failure', () => {
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'cancelled', message: 'cancelled' }), { isFetching: true })} loadingText="正在加载订单…" />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载订单…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a session that is gone offers no 重新加载 (the transport is sending the buyer to log in)', () => {
    inRouter(<QueryState query={failedWith(new ApiError({ kind: 'unauthorized', status: 401, message: '请先登录' }))} failText="订单加载失败" />);
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE_TEXT.signedOut);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an answer that came but cannot be read is a failure with its own text, never drawn', () => {
    const draw = vi.fn(() => <p>内容</p>);
    inRouter(
      <QueryState query={settled()} data={null} failText="门店加载失败" malformedText="门店列表有误，请稍后重试。">
        {draw}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('门店列表有误，请稍后重试。');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(draw).not.toHaveBeenCalled();
  });

  it.each([
    ['undefined', undefined, '加载失败，请稍后重试。'],
    ['a string', '<html>', '加载失败，请稍后重试。'],
    ['a number', 42, '加载失败，请稍后重试。'],
    ['an object without a list', { data: { total: 'x' } }, '加载失败，请稍后重试。'],
    ['a list of nulls', { data: { list: [null, 3, 'a'], total: -1 } }, '暂无记录'],
    ['a list with a bad total', { data: { list: [{ id: 1 }], total: 'many' } }, '共 1 条'],
  ])('reads a paged answer of any shape without throwing: %s', (_label, answer, says) => {
    const page = readPage<{ id: number }>(answer);
    inRouter(
      <QueryState query={settled()} data={page} empty={<p>暂无记录</p>}>
        {(p) => <p>共 {p.total} 条</p>}
      </QueryState>,
    );
    expect(document.body).toHaveTextContent(says);
    expect(document.body).not.toHaveTextContent(/undefined|NaN/);
  });

  it('shows the caller’s empty text when the answer holds nothing', () => {
    inRouter(
      <QueryState query={settled()} data={[] as string[]} empty={<p>还没有门店。</p>}>
        {() => <p>门店列表</p>}
      </QueryState>,
    );
    expect(screen.getByText('还没有门店。')).toBeInTheDocument();
    expect(screen.queryByText('门店列表')).toBeNull();
  });

  it('draws the content with the answer, busy while it refreshes', () => {
    const { rerender } = inRouter(
      <QueryState query={settled({ isFetching: true })} data={['中山东路店']} empty={<p>还没有门店。</p>}>
        {(rows) => <p>{rows.join('、')}</p>}
      </QueryState>,
    );
    const content = screen.getByText('中山东路店').parentElement!;
    expect(content).toHaveAttribute('aria-busy', 'true');
    rerender(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <QueryState query={settled()} data={['中山东路店']}>
          {(rows) => <p>{rows.join('、')}</p>}
        </QueryState>
      </Router>,
    );
    expect(screen.getByText('中山东路店').parentElement).not.toHaveAttribute('aria-busy');
  });

  it('the compact size is one line with a link-like 重新加载 and the id a control can point to', () => {
    inRouter(<QueryState query={failedWith(new Error('x'))} size="compact" id="reg-region-error" failText="地区列表加载失败，" />);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveAttribute('id', 'reg-region-error');
    expect(within(alert).getByRole('button', { name: '重新加载' })).toHaveClass('query-state__retry');
  });

  it('combines several calls: failed when one failed, and 重新加载 asks again only the failed ones', async () => {
    const ok = settled();
    const bad = failedWith(new ApiError({ kind: 'network', message: 'x' }));
    const both = combineQueries([ok, bad]);
    expect(both.isError).toBe(true);
    expect(both.error).toBe(bad.error);
    await both.refetch();
    expect(bad.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
    expect(combineQueries([ok, settled({ isPending: true })]).isPending).toBe(true);
  });
});
