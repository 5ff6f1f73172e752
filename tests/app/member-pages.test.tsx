/** Member pages send a visitor to the login page at once, back to the page after; a member sees the page. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { setHttpEffects } from '@/lib/http';
import { server } from '../msw-server';
import { renderWithApp } from '../render';
import { MEMBER, shellHandlers, VISITOR } from './shell-fixtures';

// The pages these tests wait for are lazy chunks: compiled once here, so a first findBy does not wait on the compiler.
beforeAll(() => import('@/pages/self-service/pzqg-add-page'));

/** What the API answers a visitor's member call (the page's own calls start before the shell knows who is buying). */
const refuseVisitors = http.all('*/api/*', () => HttpResponse.json({ code: 401, msg: '请先登录', data: null }, { status: 401 }));

let redirects: string[];
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not scroll
  redirects = [];
  setHttpEffects({ redirect: (url) => void redirects.push(url) });
});

describe('a member page opened by a visitor', () => {
  it.each([
    ['/pzqg/add', '/login?redirect=%2Fpzqg%2Fadd'],
    ['/pzqg/info?id=3', '/login?redirect=%2Fpzqg%2Finfo%3Fid%3D3'],
    ['/basic', '/login?redirect=%2Fbasic'],
  ])('%s sends them to log in once, with the way back', async (path, login) => {
    server.use(refuseVisitors);
    server.use(...shellHandlers(VISITOR));
    renderWithApp(<App />, { path });
    await waitFor(() => expect(redirects).toEqual([login]));
  });

  it('never shows 新增求购\'s form, which would only be refused on submit', async () => {
    server.use(refuseVisitors);
    server.use(...shellHandlers(VISITOR));
    const { store } = renderWithApp(<App />, { path: '/pzqg/add' });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(store.session.status).toBe('ready');
    expect(screen.queryByRole('form', { name: '新增求购' })).toBeNull();
    expect(screen.getByText('请先登录，正在前往登录页…')).toBeInTheDocument();
  });
});

describe('a member page opened by a member', () => {
  it('新增求购 shows its form and sends nobody anywhere', async () => {
    server.use(...shellHandlers(MEMBER));
    renderWithApp(<App />, { path: '/pzqg/add' });
    expect(await screen.findByRole('form', { name: '新增求购' })).toBeInTheDocument();
    expect(redirects).toEqual([]);
  });
});

describe('自助服务, the self-service group', () => {
  it('/zzfw opens its first page, 快捷采购, in place of the address (no 404)', async () => {
    server.use(refuseVisitors);
    server.use(...shellHandlers(VISITOR));
    const { location } = renderWithApp(<App />, { path: '/zzfw' });
    await waitFor(() => expect(location.history).toEqual(['/kjcg']));
    await waitFor(() => expect(redirects).toEqual(['/login?redirect=%2Fkjcg']));
    expect(screen.queryByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeNull();
  });
});
