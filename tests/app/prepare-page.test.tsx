/**
 * A lazy page prepared before the first render (src/app/route-pages.ts: prepareLazy, preparePage) renders at once,
 * without suspending: the boot's first commit draws the page, not the loading frame.
 */
import { lazy, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prepareLazy, preparePage, ROUTE_PAGES } from '@/app/route-pages';

const LOADING = <p>页面加载中</p>;
const markupOf = (Page: ReturnType<typeof lazy<() => JSX.Element>>) =>
  renderToStaticMarkup(
    <Suspense fallback={LOADING}>
      <Page />
    </Suspense>,
  );

describe('a page prepared before the first render', () => {
  it('renders without suspending once prepared, and suspends (the loading frame) when not', async () => {
    const load = () => Promise.resolve({ default: () => <p>商品详情</p> });
    const unprepared = lazy(load);
    expect(markupOf(unprepared)).toBe('<p>页面加载中</p>');
    const prepared = lazy(load);
    await prepareLazy(prepared);
    expect(markupOf(prepared)).toBe('<p>商品详情</p>');
  });

  it('settles without throwing when the page’s code cannot be loaded, and leaves the failure to the page’s boundary', async () => {
    const failing = lazy(() => Promise.reject<{ default: () => JSX.Element }>(new Error('chunk failed')));
    await expect(prepareLazy(failing)).resolves.toBeUndefined();
    // The server renderer shows a failed lazy's Suspense fallback (the browser's render retries it; its boundary speaks).
    expect(markupOf(failing)).toBe('<p>页面加载中</p>');
  });

  it('loads a route’s own page from the route pages', async () => {
    await preparePage('help');
    // Prepared: React reads the page's module synchronously (its lazy payload is resolved, status 1).
    expect((ROUTE_PAGES.help as unknown as { _payload: { _status: number } })._payload._status).toBe(1);
  });
});
