/** The shell renders each route with its title, its layout flags and its (lazy) page; redirects and 404 follow the table. */
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { pageFor, ROUTE_PAGES } from '@/app/route-pages';
import { SiteLayout } from '@/app/site-layout';
import { routeByName } from '@/lib/routes/route-table';
import { documentTitle, useDocumentTitle } from '@/lib/routes/title';
import { browser } from '@/features/session/browser';
import { server } from '../msw-server';
import { renderWithApp } from '../render';
import { MEMBER, shellHandlers } from './shell-fixtures';

function trackRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const layout = () => ({
  header: document.querySelector('header.site-header') !== null,
  loginHeader: document.querySelector('header.login-header') !== null,
  footer: document.querySelector('footer.site-footer') !== null,
  sideBar: document.querySelector('aside.side-bar') !== null,
  categoryMenu: document.querySelector('.category-menu') !== null,
  nav: document.querySelector('nav[aria-label="频道导航"]') !== null,
  memberCentre: document.querySelector('nav[aria-label="会员中心菜单"]') !== null,
});

// The pages these tests wait for are lazy chunks: compiled once here, so a first findBy does not wait on the compiler
// (under a loaded machine that took longer than its wait).
beforeAll(() => Promise.all([import('@/pages/login/login-page'), import('@/pages/not-found/not-found-page')]));

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not scroll
});

describe('App shell', () => {
  it('/login: its title, the login-style header, the login page, and no base-user call', async () => {
    server.use(...shellHandlers());
    const seen = trackRequests();
    const { store } = renderWithApp(<App />, { path: '/login' });
    expect(await screen.findByRole('heading', { name: '会员登录' })).toBeInTheDocument();
    expect(document.title).toBe('登录 - 药采平台');
    expect(layout()).toEqual({ header: false, loginHeader: true, footer: true, sideBar: false, categoryMenu: false, nav: false, memberCentre: false });
    // The session loader has run and skipped the user; the shell's other calls, started in the same pass, have gone out.
    await waitFor(() => expect(store.session.status).toBe('skipped'));
    await waitFor(() => expect(seen).toContain('GET /api/global/common'));
    expect(seen).not.toContain('GET /api/user/base');
  });

  it('a route without a page keeps its title and layout and shows the 404 page, never a placeholder', async () => {
    // Take jfsc's page out of the page table for this test: the shell must fall back as for a page not yet built.
    const jfsc = routeByName('jfsc');
    const page = ROUTE_PAGES.jfsc;
    delete ROUTE_PAGES.jfsc;
    try {
      expect(pageFor('jfsc').built).toBe(false);
      server.use(...shellHandlers());
      const { location } = renderWithApp(<App />, { path: jfsc.path });
      // The first test to show the 404 page loads its chunk: allow for a busy machine.
      expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
      expect(document.title).toBe(documentTitle(jfsc.title));
      expect(document.title).not.toBe(documentTitle(routeByName('notFound').title));
      expect(location.history).toEqual([jfsc.path]); // no redirect: the address stays for when the page lands
      expect(layout()).toEqual(jfsc.layout);
    } finally {
      ROUTE_PAGES.jfsc = page;
    }
  });

  it('an unknown path is replaced by /404', async () => {
    server.use(...shellHandlers());
    const { location } = renderWithApp(<App />, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
    await waitFor(() => expect(location.history).toEqual(['/404']));
    expect(document.title).toBe('页面不存在 - 药采平台');
  });

  it('/register → /register_index → /register/step1 with the login-style header', async () => {
    server.use(...shellHandlers());
    const { location } = renderWithApp(<App />, { path: '/register' });
    await waitFor(() => expect(location.history).toEqual(['/register/step1']));
    await waitFor(() => expect(document.title).toBe('注册 - 药采平台'));
    expect(layout().loginHeader).toBe(true);
  });

  it('/order/wl/{id} → the order info page; /order_wddd → /order', async () => {
    server.use(...shellHandlers());
    const a = renderWithApp(<App />, { path: '/order/wl/7' });
    await waitFor(() => expect(a.location.history).toEqual(['/order/info/7']));
    a.unmount();
    const b = renderWithApp(<App />, { path: '/order_wddd' });
    await waitFor(() => expect(b.location.history).toEqual(['/order']));
    await waitFor(() => expect(document.title).toBe('我的订单 - 药采平台'));
  });

  it('/activity/{url} → /loading/activity carrying the activity as a query', async () => {
    server.use(...shellHandlers());
    const { location } = renderWithApp(<App />, { path: '/activity/spring/2' });
    await waitFor(() => expect(location.history).toEqual(['/loading/activity?url=spring&url1=2']));
  });

  it('eleven_index leaves for the main-site root', async () => {
    server.use(...shellHandlers());
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    renderWithApp(<App />, { path: '/eleven_index' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${window.location.origin}/`));
  });

  it.each(['yx_rule', 'cart', 'login', 'jfsc', 'register_step2', 'user_hyzx', 'yx_index'] as const)('the layout of %s follows its flags', (name) => {
    server.use(...shellHandlers());
    const route = routeByName(name);
    renderWithApp(<SiteLayout route={route}><p>页面内容</p></SiteLayout>);
    expect(layout()).toEqual(route.layout);
    expect(screen.getByRole('main')).toHaveTextContent('页面内容');
  });

  it('on cart step 1 the cart drawer is not usable (the page is the cart)', () => {
    server.use(...shellHandlers());
    renderWithApp(<SiteLayout route={routeByName('cart')}><p>页面内容</p></SiteLayout>);
    expect(screen.getByRole('button', { name: /购物车/, expanded: false })).toHaveAttribute('aria-disabled', 'true');
  });

  it('the 包邮专区 has its own category menu', () => {
    server.use(...shellHandlers());
    renderWithApp(<SiteLayout route={routeByName('yx_index')}><p>页面内容</p></SiteLayout>);
    expect(screen.getByRole('button', { name: '包邮商品分类' })).toBeInTheDocument();
  });

  it('elsewhere the site category menu shows and the cart drawer is usable', () => {
    server.use(...shellHandlers());
    renderWithApp(<SiteLayout route={routeByName('jfsc')}><p>页面内容</p></SiteLayout>);
    expect(screen.getByRole('button', { name: '全部商品分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /购物车/ })).not.toHaveAttribute('aria-disabled');
  });

  it('a failed base-user load shows the site with no user data and no error message', async () => {
    server.use(...shellHandlers());
    server.use(http.get('*/api/user/base', () => HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 })));
    const { store } = renderWithApp(<App />, { path: '/404' });
    await waitFor(() => expect(store.session.status).toBe('failed'));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '请登录' })).toHaveAttribute('href', '/login?redirect=%2F404');
    expect(store.ui.toasts).toEqual([]);
    expect(store.ui.dialogs).toEqual([]);
  });

  it('a member sees the company, 安全退出, the quality-inspection link, the dedicated manager and a capped cart badge', async () => {
    server.use(...shellHandlers(MEMBER, { cartTotal: 150, unread: 7 }));
    renderWithApp(<App />, { path: '/404' });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: MEMBER.company as string })).toHaveAttribute('href', '/user');
    expect(within(banner).getByRole('button', { name: '安全退出' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: '药品质检报告查询' })).toHaveAttribute('href', '/help/fwbz/wzzz');
    expect(banner).toHaveTextContent('专属服务 王经理');
    expect(banner).toHaveTextContent('13803110000');
    expect(banner).toHaveTextContent('投诉热线 400-886-1234');
    await waitFor(() => expect(within(banner).getByLabelText('购物车商品 99+')).toBeInTheDocument());
    const side = screen.getByRole('complementary', { name: '侧边工具栏' });
    await waitFor(() => expect(within(side).getByLabelText('未读消息 7')).toBeInTheDocument());
  });

  it('a page title from data (zqmb, hdmb, a goods name) goes over the table title only once the data has one', () => {
    function Page({ title }: { title?: string }) {
      useDocumentTitle(title);
      return null;
    }
    document.title = documentTitle(routeByName('zqmb').title);
    expect(document.title).toBe('药采平台');
    const { rerender } = render(<Page />);
    expect(document.title).toBe('药采平台');
    rerender(<Page title="冬季呼吸道用药专场" />);
    expect(document.title).toBe('冬季呼吸道用药专场 - 药采平台');
    rerender(<Page title="" />);
    expect(document.title).toBe('冬季呼吸道用药专场 - 药采平台');
  });
});
