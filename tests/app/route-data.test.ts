/** The page's first calls start at boot for the routes that name them, with the page's own query keys. */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListHomeBannersQueryKey } from '@generated/endpoints/focus/focus';
import { getGetGoodsDetailQueryKey } from '@generated/endpoints/goods/goods';
import { createQueryClient } from '@/app/providers';
import { prefetchRouteData } from '@/app/route-data';
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

describe('prefetchRouteData', () => {
  it('starts the home page’s eight calls, under the keys its hooks use', async () => {
    const calls = recordCalls();
    const client = createQueryClient();
    prefetchRouteData(client, '/', '');
    await expect.poll(() => [...calls].sort()).toEqual(
      ['/api/activity/everyday_price', '/api/focus', '/api/focus/postList', '/api/focus/right', '/api/global/common', '/api/goods/hot', '/api/index/spike', '/api/index_wntj/1'].sort(),
    );
    await expect.poll(() => client.getQueryState(getListHomeBannersQueryKey())?.status).toBe('success');
  });

  it('starts a goods detail by the id in its address', async () => {
    const calls = recordCalls();
    const client = createQueryClient();
    prefetchRouteData(client, '/list/info/1006', '');
    await expect.poll(() => client.getQueryState(getGetGoodsDetailQueryKey(1006))?.status).toBe('success');
    expect(calls).toEqual(['/api/goods/detail/1006']);
  });

  it('starts nothing for a route without first calls, or an unknown address', () => {
    const client = createQueryClient();
    prefetchRouteData(client, '/list', '?page=2');
    prefetchRouteData(client, '/no/such/page', '');
    prefetchRouteData(client, '/list/info/abc', '');
    // A prefetch puts its query in the cache at once, before any request: an empty cache means none was started.
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
