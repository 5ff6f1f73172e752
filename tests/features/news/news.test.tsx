/** News lists and articles against the demo API (paging, previous/next, the seeded hostile item) and a failing server. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { HOSTILE_NEWS_TITLE } from '@mock/demo/data/hostile-content';
import { NewsArticle, NewsList } from '@/features/news';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

describe('NewsList', () => {
  it('shows page 2 of industry news with date, source and summary, the pager marking page 2', async () => {
    // With the test-only attack payloads: the oldest item's summary carries markup.
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 200, hostileContent: true })));
    renderWithApp(<NewsList kind="hy" />, { path: '/news/hy?page=2' });
    const pager = await screen.findByRole('navigation', { name: '分页' });
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: '上一页' })).toHaveAttribute('href', '/news/hy');
    expect(within(pager).queryByRole('link', { name: '下一页' })).toBeNull();
    const items = document.querySelectorAll('.news-list__items > li');
    expect(items.length).toBe(3); // 13 industry items, 10 a page
    // The seeded hostile item's summary is text: shown as characters, never parsed.
    const hostile = screen.getByRole('link', { name: HOSTILE_NEWS_TITLE }).closest('li')!;
    expect(hostile.querySelector('img')).toBeNull();
    expect(hostile).toHaveTextContent('<img src=x onerror=');
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(items[0]).toHaveTextContent('来源：医药经济报');
  });

  it('a failing list says so and reloads', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/article/list', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 503 })
          : HttpResponse.json({ code: 10000, msg: '操作成功', data: { total: 1, page: 1, page_size: 10, list: [{ id: 9, title: '公司新仓启用', type: 'company', summary: '新仓库启用', created_at: '2026-11-01 09:00:00' }] } });
      }),
    );
    const ue = userEvent.setup();
    renderWithApp(<NewsList kind="company" />, { path: '/news/company' });
    await ue.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('link', { name: '公司新仓启用' })).toHaveAttribute('href', '/news/info/9/company');
    expect(screen.queryByText('资讯加载失败，请稍候再试')).toBeNull();
    expect(calls).toBe(2);
  });

  it('drops malformed items and says when a page is empty', async () => {
    server.use(http.get('*/api/article/list', () => HttpResponse.json({ code: 10000, msg: '操作成功', data: { total: 'x', page: 3, page_size: 10, list: [null, { id: 'a' }] } })));
    renderWithApp(<NewsList kind="hy" />, { path: '/news/hy?page=3' });
    expect(await screen.findByText('没有更多资讯了')).toBeInTheDocument();
  });
});

describe('NewsArticle', () => {
  it('shows the newest industry item with its older neighbour and no newer one', async () => {
    const api = createDemoApi({ goodsCount: 200 });
    server.use(...demoMswHandlers(api));
    const first = api.db.catalogue.articles.filter((a) => a.type === 'hy').sort((a, b) => b.publishedAt - a.publishedAt)[0]!;
    renderWithApp(<NewsArticle id={first.id} kind="hy" />, { path: `/news/info/${first.id}/hy` });
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    const neighbours = screen.getByRole('navigation', { name: '上一篇和下一篇' });
    expect(neighbours).toHaveTextContent('下一篇：没有了');
    expect(within(neighbours).getByRole('link', { name: /^上一篇：/ }).getAttribute('href')).toMatch(/^\/news\/info\/\d+\/hy$/);
    expect(screen.getByRole('link', { name: '行业资讯' })).toHaveAttribute('href', '/news/hy');
  });

  it('renders the seeded hostile item without any active content and keeps its text', async () => {
    const api = createDemoApi({ goodsCount: 200, hostileContent: true });
    server.use(...demoMswHandlers(api));
    const hostile = api.db.catalogue.articles.find((a) => a.title === HOSTILE_NEWS_TITLE)!;
    renderWithApp(<NewsArticle id={hostile.id} kind="hy" />);
    expect(await screen.findByText(/平台对后台编辑的资讯内容统一进行净化处理/)).toBeInTheDocument();
    const body = document.querySelector('.news-article__body')!;
    expect(body.querySelector('script, iframe, object, embed, form, style, svg, math, [onerror], [onload], [style]')).toBeNull();
    for (const a of body.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(body).toHaveTextContent('本提示自发布之日起执行。');
  });

  it('an article of the other kind is a 404 message', async () => {
    server.use(http.get('*/api/article/detail/:id', () => HttpResponse.json({ code: 404, msg: '文章不存在或已删除', data: null }, { status: 404 })));
    renderWithApp(<NewsArticle id={3} kind="company" />);
    expect(await screen.findByText('该资讯不存在或已删除')).toBeInTheDocument();
  });
});
