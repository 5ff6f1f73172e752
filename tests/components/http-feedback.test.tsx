import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customFetch } from '@/lib/http';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { HttpFeedback } from '@/app/http-feedback';

describe('HttpFeedback (the error catalogue on screen)', () => {
  // The dialogs are a lazy chunk: compiled once up front, so the first test's wait is for the dialog, not the compiler.
  beforeAll(async () => {
    await import('@/app/http-dialogs');
  }, 60_000);

  it('a business error opens an alert titled 温馨提示 with the server message', async () => {
    server.use(http.post('*/api/favorite', () => HttpResponse.json({ code: 40031, msg: '该商品已下架，无法收藏', data: null }, { status: 400 })));
    renderWithApp(<HttpFeedback />);
    await act(() => customFetch({ url: '/api/favorite', method: 'POST', data: { goods_ids: [1] } }).catch(() => undefined));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('该商品已下架，无法收藏');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('459 shows the message and, once closed, navigates to /dzht', async () => {
    server.use(http.post('*/api/cart', () => HttpResponse.json({ code: 459, msg: '您尚未签署电子合同，签署后即可采购', data: null }, { status: 459 })));
    const { location } = renderWithApp(<HttpFeedback />, { path: '/list' });
    await act(() => customFetch({ url: '/api/cart', method: 'POST', data: { params: [{ id: 1, number: 10 }] } }).catch(() => undefined));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('您尚未签署电子合同');
    expect(location.history?.at(-1)).toBe('/list');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/dzht'));
  });

  it('a 5xx shows the system-busy toast', async () => {
    server.use(http.get('*/api/order', () => HttpResponse.json({ code: 500, msg: 'x', data: null }, { status: 500 })));
    renderWithApp(<HttpFeedback />);
    await act(() => customFetch({ url: '/api/order', method: 'GET' }).catch(() => undefined));
    expect(await screen.findByText('系统繁忙，请稍候再试')).toBeInTheDocument();
  });

  it('the timeout dialog offers a refresh button that reloads the page', async () => {
    const { store } = renderWithApp(<HttpFeedback />);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    act(() => store.ui.timeoutDialog('请求超时，请刷新页面'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('请求超时，请刷新页面');
    await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
