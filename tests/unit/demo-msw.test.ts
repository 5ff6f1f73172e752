import { describe, expect, it } from 'vitest';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { addCartLines, getCartTotal } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import { getUserBase } from '@generated/endpoints/user/user';
import { ApiError, setHttpEffects } from '@/lib/http';
import { server } from '../msw-server';

/**
 * The demo API behind MSW: the site's generated SDK, through the real mutator, talks to the same handlers that
 * `npm start` serves — a stateful backend for component tests, with the session kept by the adapter.
 */
describe('the demo API as MSW handlers for the site SDK', () => {
  it('logs in, adds to the cart and sees the cart change, then refuses the unsigned account with 459', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
    const shown: string[] = [];
    setHttpEffects({
      alert: (title, text) => {
        shown.push(`${title}: ${text}`);
        return Promise.resolve();
      },
      navigate: (path) => shown.push(`→ ${path}`),
    });
    expect((await getUserBase()).data?.show).toBe(0);
    await loginByPassword({ username: 'kangning', password: 'Demo2026' });
    const base = await getUserBase();
    expect(base.data?.show).toBe(1);
    expect(base.data?.company).toContain('康宁');

    const page = await listGoods({ keywords: 'amxl' });
    const goods = page.data!.list.find((g) => g.is_buy === 1)!;
    const before = (await getCartTotal()).data!.total;
    const added = await addCartLines({
      params: [{ id: goods.id, number: goods.zbz * 2, ck_id: goods.ck_id!, goods_price_id: goods.goods_price_id! }],
    });
    expect(added.data?.partial).toBe(0);
    expect((await getCartTotal()).data!.total).toBeGreaterThan(before);

    await loginByPassword({ username: 'xinkai', password: 'Demo2026' });
    const refused = await addCartLines({
      params: [{ id: goods.id, number: goods.zbz, ck_id: goods.ck_id!, goods_price_id: goods.goods_price_id! }],
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(459);
    await Promise.resolve(); // the alert resolves, then the transport navigates
    expect(shown).toEqual(['温馨提示: 您尚未签署电子合同，请先签署后再采购', '→ /dzht']);
  });
});
