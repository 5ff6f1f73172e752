/** Zone pages over their own APIs: the free-shipping zone (rule, views, sort in the address), its rule page, 94折. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getGetBrandZoneDetailMockHandler, getListBrandZoneBrandsMockHandler, getGetFreeShippingRuleMockHandler, getGetFreeShippingZoneMockHandler, getGetWelfareZoneMockHandler, getListDeviceGoodsMockHandler } from '@generated/endpoints/zone/zone.msw';
import PpzqInfoPage from '@/pages/zones/ppzq-info-page';
import PpzqPage from '@/pages/zones/ppzq-page';
import QxzqPage from '@/pages/zones/qxzq-page';
import WelfarePage from '@/pages/zones/welfare-page';
import YxPage from '@/pages/zones/yx-page';
import YxRulePage from '@/pages/zones/yx-rule-page';
import { goods, memberStore, ok } from '../features/catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function renderAt(ui: ReactElement, path: string) {
  const loc = memoryLocation({ path, record: true });
  return { ...renderWithApp(<Router hook={loc.hook} searchHook={loc.searchHook}>{ui}</Router>, { store: memberStore() }), loc };
}

describe('zones', () => {
  it('/yx: rule line, free-shipping quantity on the card, sort written to the address and sent to the API', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      getGetFreeShippingZoneMockHandler(({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return ok({ rule: '包邮专区商品单品达到包邮数量即可包邮；订单满 500 元全单包邮。', total: 1, page: 1, page_size: 20, list: [goods({ id: 1004, is_youx: 1, is_free_shipping: 1, free_shipping_number: 90 })] });
      }),
    );
    const user = userEvent.setup();
    const { loc } = renderAt(<YxPage />, '/yx');
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' });
    expect(within(card).getByText(/满 90\s*盒 包邮/)).toBeInTheDocument();
    expect(screen.getByText(/订单满 500 元全单包邮/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看包邮规则' })).toHaveAttribute('href', '/yx/rule');
    expect(screen.getByRole('link', { name: '列表' })).toHaveAttribute('href', '/yx/table');
    await user.click(screen.getByRole('button', { name: '价格' }));
    expect(loc.history?.at(-1)).toBe('/yx?sort=price&order=asc');
    await waitFor(() => expect(seen.at(-1)?.get('sort')).toBe('price'));
    expect(seen.at(-1)?.get('order')).toBe('asc');
  });

  it('/yx: the link to the rules comes with the rule line (not before it), and also when the zone cannot be loaded', async () => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      getGetFreeShippingZoneMockHandler(async () => {
        await held;
        return ok({ rule: '订单满 500 元全单包邮。', total: 0, page: 1, page_size: 20, list: [] });
      }),
    );
    const first = renderAt(<YxPage />, '/yx');
    await screen.findByRole('heading', { name: '包邮专区' });
    expect(screen.queryByRole('link', { name: '查看包邮规则' })).toBeNull();
    release();
    expect(await screen.findByRole('link', { name: '查看包邮规则' })).toHaveAttribute('href', '/yx/rule');
    expect(screen.getByText(/订单满 500 元全单包邮/)).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/zone/yx', () => HttpResponse.json({ code: 50000, msg: '服务器繁忙', data: null }, { status: 500 })));
    renderAt(<YxPage />, '/yx');
    expect(await screen.findByRole('link', { name: '查看包邮规则' })).toHaveAttribute('href', '/yx/rule');
  });

  it('/yx/rule renders the rule HTML sanitised', async () => {
    server.use(getGetFreeShippingRuleMockHandler(ok({ title: '包邮专区活动规则', content: '<h3>包邮规则</h3><p>满 500 元包邮</p><script>alert(1)</script>', updated_at: '2026-10-23 12:12:36' })));
    const { container } = renderAt(<YxRulePage />, '/yx/rule');
    expect(await screen.findByRole('heading', { name: '包邮专区活动规则' })).toBeInTheDocument();
    expect(screen.getByText('满 500 元包邮')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('<script');
  });

  it('/welfare shows the discount, the discounted price with the old one struck through, and its title', async () => {
    server.use(
      getGetWelfareZoneMockHandler(
        ok({ title: '全场94折', discount_rate: '0.94', discount_text: '94折', start_time: '2026-11-20 12:12:36', end_time: '2099-12-04 12:12:36', rule: '专区商品下单立享 94 折', total: 1, page: 1, page_size: 20, list: [goods({ price: '9.40', base_price: '10.00' })] }),
      ),
    );
    renderAt(<WelfarePage />, '/welfare');
    const card = await screen.findByRole('article', { name: '阿莫西林胶囊' });
    expect(within(card).getByText('¥9.40')).toBeInTheDocument();
    expect(within(card).getByLabelText('原价¥10.00')).toBeInTheDocument();
    expect(screen.getByText('94折')).toBeInTheDocument();
    expect(document.title).toContain('94折');
  });

  it('/qxzq asks the device zone API and shows an empty zone plainly', async () => {
    server.use(getListDeviceGoodsMockHandler(ok({ list: [], total: 0, page: 1, page_size: 20 })));
    renderAt(<QxzqPage />, '/qxzq');
    expect(await screen.findByText('专区暂无商品')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('器械专区');
  });

  it('/ppzq lists brands linking to their detail; the detail pages through the path', async () => {
    const brand = { id: 7, name: '鱼跃', logo: '/static/brand/7.svg', banner: '/static/banner/brand-7.svg', intro: '家用医疗器械品牌', goods_count: 21 };
    const seen: { url: string }[] = [];
    server.use(
      getListBrandZoneBrandsMockHandler(ok({ list: [brand], total: 1, page: 1, page_size: 12 })),
      getGetBrandZoneDetailMockHandler(({ request }) => (seen.push({ url: request.url }), ok({ brand, list: [goods({ name: '电子血压计' })], total: 45, page: 2, page_size: 20 }))),
    );
    const first = renderAt(<PpzqPage params={{}} />, '/ppzq');
    // The tile is named by what it shows (name, intro, count), so its visible text is its accessible name.
    expect(await screen.findByRole('link', { name: '鱼跃 家用医疗器械品牌 21 个商品' })).toHaveAttribute('href', '/ppzq/info/7');
    first.unmount();

    const user = userEvent.setup();
    const { loc } = renderAt(<PpzqInfoPage params={{ id: '7', page: '2' }} />, '/ppzq/info/7/2');
    expect(await screen.findByRole('article', { name: '电子血压计' })).toBeInTheDocument();
    expect(new URL(seen[0]!.url).pathname).toBe('/api/zone/ppzq/7');
    expect(new URL(seen[0]!.url).searchParams.get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('鱼跃');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(loc.history?.at(-1)).toBe('/ppzq/info/7/3');
  });
});
