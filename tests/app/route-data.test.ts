/** The page's first calls start at boot for the routes that name them, with the page's own query keys. */
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getListArticleCategoryQueryKey } from '@generated/endpoints/article/article';
import { getGetSiteAdsQueryKey, getListHomeBannersQueryKey } from '@generated/endpoints/focus/focus';
import { getGetGoodsDetailQueryKey, getListGoodsQueryKey } from '@generated/endpoints/goods/goods';
import { readPageFirstCalls } from '../../scripts/lib/page-first-calls';
import { createQueryClient } from '@/app/providers';
import { frameQueries, prefetchRouteData, queryUrl } from '@/app/route-data';
import { FLAT_ROUTES } from '@/lib/routes/route-table';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';

/** Answers every API call with an empty success and records its path. */
function recordCalls(): string[] {
  const paths: string[] = [];
  server.use(
    http.all('*/api/*', ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json({ code: 10000, msg: 'ok', data: [] });
    }),
  );
  return paths;
}

/** The frame's calls on every page with the full header and footer (the base user, settings, ads, help articles). */
const FRAME = ['/api/article/category', '/api/focus/common', '/api/global/common', '/api/global/config', '/api/user/base'];

/** The query clients a test made: each test waits for its calls to be answered, so none reaches the next test's recorder. */
const clients: Array<ReturnType<typeof createQueryClient>> = [];
function newClient(): ReturnType<typeof createQueryClient> {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

afterEach(async () => {
  await expect.poll(() => clients.every((c) => c.isFetching() === 0)).toBe(true);
  clients.length = 0;
});

describe('prefetchRouteData', () => {
  // A prefetch puts its query in the cache at once, before any request, so the cache tells which were started.
  const started = (client: ReturnType<typeof createQueryClient>) => client.getQueryCache().getAll().map((q) => q.queryKey[0]).sort();

  it('starts the home page’s calls and the frame’s, under the keys their hooks use', async () => {
    const calls = recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/', '');
    await expect.poll(() => [...calls].sort()).toEqual(
      [...FRAME, '/api/activity/everyday_price', '/api/focus', '/api/focus/postList', '/api/focus/right', '/api/goods/hot', '/api/index/spike', '/api/index_wntj/1'].sort(),
    );
    await expect.poll(() => client.getQueryState(getListHomeBannersQueryKey())?.status).toBe('success');
    await expect.poll(() => client.getQueryState(getGetSiteAdsQueryKey())?.status).toBe('success');
    expect(client.getQueryState(getListArticleCategoryQueryKey({ category_id: 3 }))).toBeDefined();
  });

  it('starts the page’s own call before the frame’s (the cache keeps the order they were started in)', () => {
    recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/list/info/1006', '');
    expect(client.getQueryCache().getAll().map((q) => q.queryKey[0])[0]).toBe('/api/goods/detail/1006');
  });

  it('starts a goods detail and its activities by the id in its address', async () => {
    const calls = recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/list/info/1006', '');
    await expect.poll(() => client.getQueryState(getGetGoodsDetailQueryKey(1006))?.status).toBe('success');
    await expect.poll(() => [...calls].sort()).toEqual([...FRAME, '/api/goods/activities', '/api/goods/detail/1006'].sort());
  });

  it('starts a list with the filters, sort and page of its address: 20 cards, or 50 rows in the table', async () => {
    const calls = recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/list', '?sort=price&order=asc&page=2');
    prefetchRouteData(client, new RootStore(), '/search/table', '?keywords=amxl');
    await expect.poll(() => calls.filter((c) => c === '/api/goods/list').length).toBe(2);
    // The keys GoodsListView asks for at those addresses, written out by hand.
    expect(client.getQueryState(getListGoodsQueryKey({ sort: 'price', order: 'asc', page: 2, page_size: 20 }))).toBeDefined();
    expect(client.getQueryState(getListGoodsQueryKey({ keywords: 'amxl', type: 0, sort: 'default', page: 1, page_size: 50 }))).toBeDefined();
  });

  it('names a member’s frame calls for the servers only: the cart and message counts and the lottery, never started at boot', () => {
    const route = FLAT_ROUTES.find((r) => r.name === 'list_index')!;
    const frame = frameQueries(route).map((q) => [queryUrl(q.options.queryKey), q.member]);
    expect(frame).toEqual([
      ['/api/global/common', false],
      ['/api/user/base', false],
      ['/api/global/config', false],
      ['/api/focus/common', false],
      ['/api/article/category?category_id=3', false],
      ['/api/cart/total', true],
      ['/api/message/unread_count', true],
      ['/api/lottery/simple', true],
    ]);
  });

  it('leaves a member’s orders to the servers’ preload: /order starts only the frame’s calls, its own are recorded for the Link header', async () => {
    const calls = recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/order', '?status=1&page=3');
    await expect.poll(() => [...calls].sort()).toEqual(FRAME);
    expect(started(client)).not.toContain('/api/order');
    // The order list's module stays out of the first load; the page's first call goes out with its code instead.
    const recorded = readPageFirstCalls().order ?? [];
    expect(recorded).toContainEqual({ url: '/api/order?status=0&page=1&page_size=10', member: true });
  });

  it('asks for a member’s whole cart on /cart and keeps it for the cart page', async () => {
    const calls = recordCalls();
    const store = new RootStore();
    prefetchRouteData(newClient(), store, '/cart', '');
    await expect.poll(() => calls.filter((c) => c === '/api/cart/list').length).toBe(1);
    expect(store.cart.takeFirstLines(99999)).not.toBeNull();
  });

  it('leaves out the base user on a page that loads its own (login), and the ads on a page without the full header', async () => {
    const calls = recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/login', '');
    await expect.poll(() => [...calls].sort()).toEqual(['/api/article/category', '/api/global/common', '/api/global/config']);
  });

  it('starts nothing for an address that leaves the site', () => {
    recordCalls();
    const client = newClient();
    prefetchRouteData(client, new RootStore(), '/eleven_index', '');
    expect(started(client)).toEqual([]);
  });

  it('starts only the frame for an unknown address (the 404 page has it) and for a detail whose id is not a number', () => {
    recordCalls();
    const unknown = newClient();
    prefetchRouteData(unknown, new RootStore(), '/no/such/page', '');
    expect(started(unknown)).toEqual(FRAME);
    const badId = newClient();
    prefetchRouteData(badId, new RootStore(), '/list/info/abc', '');
    expect(started(badId)).toEqual(FRAME);
  });
});
