/** The help centre against the demo API (tree by route key, article, menu) and against broken or hostile answers. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { HelpCentre, helpColumns, helpRouteOf, helpTargetOfRoute, resolveHelpArticle } from '@/features/help';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

const TREE = [
  { id: 10, name: '新手指南', key: 'xrzn', children: [{ id: 1, name: '会员注册', key: 'xrzn/hyzc' }, { id: 2, name: '购物指南', key: 'xrzn/gwzn' }] },
  { id: 11, name: '支付配送', key: 'zfps', children: [{ id: 4, name: '订单支付', key: 'zfps/ddzf' }] },
];
const ok = (data: unknown) => HttpResponse.json({ code: 10000, msg: '操作成功', data });

describe('HelpCentre with the demo API', () => {
  it('finds a fixed route’s article by its key, marks it in the menu and links its neighbours', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 200 })));
    renderWithApp(<HelpCentre target={{ articleKey: 'zfps/hwps' }} />, { path: '/help/zfps/hwps' });
    expect(await screen.findByRole('heading', { level: 1, name: '货物配送' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '帮助中心目录' });
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('货物配送');
    expect(current).toHaveAttribute('href', '/help/zfps/hwps');
    expect(within(menu).getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/help/fwbz/yhxy');
    const neighbours = screen.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(within(neighbours).getByRole('link', { name: '上一篇：订单支付' })).toHaveAttribute('href', '/help/zfps/ddzf');
    expect(within(neighbours).getByRole('link', { name: '下一篇：药品退换' })).toHaveAttribute('href', '/help/zfps/ypth');
    expect(screen.getByText(/单笔订单满 500 元包邮/)).toBeInTheDocument();
  });

  it('/help_pay opens the first article of 支付配送', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 200 })));
    renderWithApp(<HelpCentre target={helpTargetOfRoute('help_pay')} />, { path: '/help_pay' });
    expect(await screen.findByRole('heading', { level: 1, name: '订单支付' })).toBeInTheDocument();
  });
});

describe('HelpCentre when the server misbehaves', () => {
  it('a tree that is not a list shows a reload button that recovers', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/article/help_category', () => {
        calls += 1;
        return calls === 1 ? ok({ not: 'a list' }) : ok(TREE);
      }),
      http.get('*/api/article/detail/:id', () => ok({ id: 1, title: '会员注册', type: 'help', content: '<p>三步注册</p>', created_at: '2026-01-01 09:00:00', prev: null, next: null })),
    );
    const ue = userEvent.setup();
    renderWithApp(<HelpCentre target={{ articleKey: 'xrzn/hyzc' }} />);
    const alert = await screen.findByText('帮助目录加载失败');
    await ue.click(within(alert.parentElement!).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '会员注册' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('an article the server no longer has says so (404), without a retry button', async () => {
    server.use(
      http.get('*/api/article/help_category', () => ok(TREE)),
      http.get('*/api/article/detail/:id', () => HttpResponse.json({ code: 404, msg: '文章不存在或已删除', data: null }, { status: 404 })),
    );
    renderWithApp(<HelpCentre target={{ articleId: 2 }} />);
    expect(await screen.findByText('该帮助文章不存在或已删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '帮助中心目录' })).toBeInTheDocument();
  });

  it('a 5xx on the article offers a retry', async () => {
    server.use(
      http.get('*/api/article/help_category', () => ok(TREE)),
      http.get('*/api/article/detail/:id', () => HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 })),
    );
    renderWithApp(<HelpCentre target={{ articleKey: 'xrzn/gwzn' }} />);
    expect(await screen.findByText('文章加载失败，请稍候再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('a fixed route whose tree fails says the article did not load, not that it is missing; the menu’s reload recovers both', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/article/help_category', () => (++calls === 1 ? HttpResponse.json({ code: 503, msg: '', data: null }, { status: 503 }) : ok(TREE))),
      http.get('*/api/article/detail/:id', () => ok({ id: 2, title: '购物指南', type: 'help', content: '<p>下单</p>', created_at: '2026-01-01 09:00:00', prev: null, next: null })),
    );
    renderWithApp(<HelpCentre target={{ articleKey: 'xrzn/gwzn' }} />, { path: '/help/xrzn/gwzn' });
    expect(await screen.findByText('文章加载失败，请稍候再试')).toBeInTheDocument();
    expect(screen.queryByText('未找到该帮助文章')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: '购物指南' })).toBeInTheDocument();
  });

  it('a key the tree does not hold says the article is not found', async () => {
    server.use(http.get('*/api/article/help_category', () => ok(TREE)));
    renderWithApp(<HelpCentre target={{ articleKey: 'us/link' }} />);
    expect(await screen.findByText('未找到该帮助文章')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回帮助中心' })).toHaveAttribute('href', '/help');
  });

  it('hostile article HTML is sanitised: no script, handlers or javascript: links, and the text stays', async () => {
    server.use(
      http.get('*/api/article/help_category', () => ok(TREE)),
      http.get('*/api/article/detail/:id', () =>
        ok({
          id: 1, title: '会员注册', type: 'help', created_at: '2026-01-01 09:00:00', prev: null, next: null,
          content: '<p>注册说明</p><script>window.__pwned=1</script><img src="x" onerror="window.__pwned=2"><a href="javascript:alert(1)">点我</a><svg onload="window.__pwned=3"></svg>',
        }),
      ),
    );
    renderWithApp(<HelpCentre target={{ articleId: 1 }} />);
    expect(await screen.findByText('注册说明')).toBeInTheDocument();
    const body = document.querySelector('.help-article__body')!;
    expect(body.querySelector('script, svg, [onerror]')).toBeNull();
    expect(screen.getByText('点我')).not.toHaveAttribute('href');
    expect((window as unknown as { __pwned?: unknown }).__pwned).toBeUndefined();
  });
});

describe('help tree rules', () => {
  const columns = helpColumns(TREE);
  it('finds an article by key, a column’s first article, the first article, or nothing', () => {
    expect(resolveHelpArticle(columns, { articleKey: 'xrzn/gwzn' })).toBe(2);
    expect(resolveHelpArticle(columns, { columnKey: 'zfps' })).toBe(4);
    expect(resolveHelpArticle(columns, { first: true })).toBe(1);
    expect(resolveHelpArticle(columns, { articleKey: 'us/link' })).toBeNull();
    expect(resolveHelpArticle([], { first: true })).toBeNull();
  });
  it('maps routes to targets and keys to routes', () => {
    expect(helpTargetOfRoute('help_xrzn_hyzc')).toEqual({ articleKey: 'xrzn/hyzc' });
    expect(helpTargetOfRoute('help_pay')).toEqual({ columnKey: 'zfps' });
    expect(helpTargetOfRoute('help')).toEqual({ first: true });
    expect(helpRouteOf('fwbz/wzzz')).toBe('/help/fwbz/wzzz');
    expect(helpRouteOf('abc/def')).toBeNull();
    expect(helpRouteOf(null)).toBeNull();
  });
  it('drops malformed columns and articles instead of throwing', () => {
    const messy = [null, { id: 'x', name: 1 }, { id: 5, name: '栏目', key: '<b>', children: [{ id: -1, name: '坏' }, { id: 7, name: '好', key: 'a/b' }, 'junk'] }];
    expect(helpColumns(messy)).toEqual([{ id: 5, name: '栏目', key: null, articles: [{ id: 7, name: '好', key: 'a/b' }] }]);
    expect(helpColumns('nope')).toEqual([]);
  });
});
