/** The list, search and detail pages over the generated MSW handlers: URL state, the dense table, the detail facts. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { getAddCartLinesMockHandler } from '@generated/endpoints/cart/cart.msw';
import { getGetGlobalCommonMockHandler } from '@generated/endpoints/common/common.msw';
import { getGetGoodsActivitiesMockHandler, getGetGoodsDetailMockHandler, getListGoodsMockHandler } from '@generated/endpoints/goods/goods.msw';
import type { Goods, GoodsDetail } from '@generated/models';
import GoodsDetailPage from '@/pages/goods-detail/goods-detail-page';
import ListTablePage from '@/pages/list/list-table-page';
import { FIRST_ROWS } from '@/features/catalogue/goods-table/goods-table';
import SearchPage from '@/pages/search/search-page';
import { COMMON } from '../app/shell-fixtures';
import { addResult, goods, memberStore, ok } from '../features/catalogue/fixtures';
import { server } from '../msw-server';
import { renderWithApp } from '../render';

function renderAt(ui: ReactElement, path: string) {
  const loc = memoryLocation({ path, record: true });
  const store = memberStore();
  const r = renderWithApp(
    <Router hook={loc.hook} searchHook={loc.searchHook}>
      {ui}
    </Router>,
    { store },
  );
  return { ...r, loc, store };
}

function listHandler(list: Goods[], seen: URLSearchParams[]) {
  return getListGoodsMockHandler(({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return ok({ list, total: 45, page: Number(new URL(request.url).searchParams.get('page') ?? 1), page_size: 20 });
  });
}

describe('search results', () => {
  it('asks for the keywords, filters, sort and page of the address, and writes changes back to it', async () => {
    const seen: URLSearchParams[] = [];
    server.use(listHandler([goods({ id: 1 }), goods({ id: 2, name: '阿莫西林克拉维酸钾片' })], seen), getGetGlobalCommonMockHandler(ok(COMMON)));
    const user = userEvent.setup();
    const { loc } = renderAt(<SearchPage />, '/search?keywords=amxl&type=0&sort=price&order=asc&page=2');
    expect(await screen.findByRole('article', { name: '阿莫西林克拉维酸钾片' })).toBeInTheDocument();
    const first = seen[0]!;
    expect(Object.fromEntries(first)).toMatchObject({ keywords: 'amxl', type: '0', sort: 'price', order: 'asc', page: '2', page_size: '20' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('搜索结果“amxl”');
    expect(screen.getByText('共 45 个商品')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '仅看有货' }));
    expect(loc.history?.at(-1)).toBe('/search?keywords=amxl&type=0&in_stock=1&sort=price&order=asc');
    await waitFor(() => expect(seen.at(-1)?.get('in_stock')).toBe('1'));
    expect(seen.at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(loc.history?.at(-1)).toBe('/search?keywords=amxl&type=0&in_stock=1&sort=price&order=asc&page=3');
    expect(screen.getByRole('link', { name: '列表' })).toHaveAttribute('href', '/search/table?keywords=amxl&type=0&in_stock=1&sort=price&order=asc');
  });
});

describe('the dense table', () => {
  it('adds a row with Enter and moves to the next buyable row; arrows move between rows', async () => {
    const bodies: string[] = [];
    server.use(
      listHandler(
        [
          goods({ id: 11, name: '布洛芬缓释胶囊' }),
          goods({ id: 12, name: '医用外科口罩', is_buy: 0, buy_block: { reason: 'out_of_scope', msg: '该商品不在您的经营范围（医疗器械）内' } }),
          goods({ id: 13, name: '蒙脱石散', zbz: 20, number: 400 }),
        ],
        [],
      ),
      getGetGlobalCommonMockHandler(ok(COMMON)),
      getAddCartLinesMockHandler(async ({ request }) => (bodies.push(await request.text()), ok(addResult({ total: 3 })))),
    );
    const user = userEvent.setup();
    const { store } = renderAt(<ListTablePage />, '/list/table');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByRole('note')).toHaveTextContent('该商品不在您的经营范围（医疗器械）内');

    const first = screen.getByRole('textbox', { name: '布洛芬缓释胶囊 购买数量' });
    await user.click(first);
    await user.keyboard('30{Enter}');
    const third = screen.getByRole('textbox', { name: '蒙脱石散 购买数量' });
    expect(third).toHaveFocus();
    await waitFor(() => expect(store.cart.count).toBe(3));
    expect(decodeURIComponent(bodies[0]!)).toContain('params[0][id]=11');
    expect(decodeURIComponent(bodies[0]!)).toContain('params[0][number]=30');

    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(third).toHaveFocus();
  });
  it('draws a full page of 50 rows, the first screen at once and the rest right after, and Enter moves across the step', async () => {
    const page = Array.from({ length: 50 }, (_, i) => goods({ id: 100 + i, name: `商品${i + 1}` }));
    server.use(listHandler(page, []), getGetGlobalCommonMockHandler(ok(COMMON)), getAddCartLinesMockHandler(() => ok(addResult({ total: 1 }))));
    const user = userEvent.setup();
    renderAt(<ListTablePage />, '/list/table');
    const table = await screen.findByRole('table');
    // The rows come 12 a frame: on a loaded machine the four steps take longer than waitFor's default second.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51), { timeout: 5_000 });
    expect(within(table).getAllByRole('row')[50]).toHaveTextContent('商品50');

    await user.click(screen.getByRole('textbox', { name: `商品${FIRST_ROWS} 购买数量` }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: `商品${FIRST_ROWS + 1} 购买数量` })).toHaveFocus();
  });
});

describe('goods detail', () => {
  const detail = (over: Partial<GoodsDetail> = {}): GoodsDetail => ({
    ...goods({ id: 1006, name: '阿莫西林胶囊', ph: '2026032013', yxq: '2028-03-19', pzwh: '国药准字H44194730', price: '10.00', ladder_price: [{ number: 50, price: '9.50' }] }),
    warehouses: [
      { ck_id: 3, name: '郑州航空港仓', number: 330, price: '10.00', goods_price_id: 10060, ph: '2026032013', yxq: '2028-03-19', is_jxq: 0 },
      { ck_id: 1, name: '石家庄一号仓', number: 40, price: '10.15', goods_price_id: 10061, ph: '2025101739', yxq: '2027-01-16', is_jxq: 1 },
    ],
    gallery: [{ list: '/static/goods/1006-2.svg' }],
    storage: '密封保存',
    shelf_life: '24个月',
    instructions: '<h3>阿莫西林胶囊说明书</h3><p>【成份】阿莫西林</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    related: [goods({ id: 1004, name: '阿莫西林胶囊（石药）' })],
    ...over,
  });

  it('shows batch, expiry, approval number, warehouses, the ladder, a sanitised insert and related goods', async () => {
    server.use(
      getGetGoodsDetailMockHandler(ok(detail())),
      getGetGoodsActivitiesMockHandler(ok({ manjian: [], gifts: [], coupons: [], group_buys: [] })),
    );
    const user = userEvent.setup();
    const { container } = renderAt(<GoodsDetailPage params={{ id: '1006' }} />, '/list/info/1006');
    expect(await screen.findByRole('heading', { level: 1, name: /阿莫西林胶囊/ })).toBeInTheDocument();
    const facts = container.querySelector('.goods-detail__facts') as HTMLElement;
    expect(within(facts).getByText('国药准字H44194730')).toBeInTheDocument();
    expect(within(facts).getByText('2026032013')).toBeInTheDocument();
    expect(within(facts).getByText('2028-03-19')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '阶梯价' })).toHaveTextContent('≥ 50盒¥9.50');
    expect(screen.getByRole('region', { name: '说明书' })).toHaveTextContent('【成份】阿莫西林');
    expect(screen.getByRole('heading', { name: '阿莫西林胶囊说明书' })).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
    expect(screen.getByRole('article', { name: '阿莫西林胶囊（石药）' })).toBeInTheDocument();

    // Choosing the other warehouse shows its batch, its near expiry in red, its price, and caps by its stock.
    await user.click(screen.getByRole('radio', { name: /石家庄一号仓/ }));
    expect(within(facts).getByText('2025101739')).toBeInTheDocument();
    expect(within(facts).getByText(/2027-01-16/).closest('div')).toHaveClass('goods-meta__jxq');
    expect(screen.getAllByText('¥10.15').length).toBeGreaterThan(0);
    const qty = screen.getByRole('textbox', { name: '阿莫西林胶囊 购买数量' });
    await user.clear(qty);
    await user.type(qty, '100{Enter}');
    expect(qty).toHaveValue('40');
  });
  it('titles a goods with a trade name as 阿莫西林胶囊（阿莫仙）: the heading, the crumbs and the tab', async () => {
    server.use(
      getGetGoodsDetailMockHandler(ok(detail({ trade_name: '阿莫仙' }))),
      getGetGoodsActivitiesMockHandler(ok({ manjian: [], gifts: [], coupons: [], group_buys: [] })),
    );
    renderAt(<GoodsDetailPage params={{ id: '1006' }} />, '/list/info/1006');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect([heading.textContent?.trim(), screen.getByRole('navigation', { name: '当前位置' }).textContent, document.title]).toEqual([
      '阿莫西林胶囊（阿莫仙）',
      '首页 > 药品列表 > 阿莫西林胶囊（阿莫仙）',
      expect.stringMatching(/^阿莫西林胶囊（阿莫仙）/),
    ]);
  });

  it('says a goods is gone only when the server says so (404); a server error is a failure to load, asked again with 重新加载', async () => {
    let answer: 'busy' | 'gone' | 'ok' = 'busy';
    server.use(
      http.get('*/api/goods/detail/:id', () =>
        answer === 'ok' ? HttpResponse.json({ code: 10000, msg: '操作成功', data: detail() }) : HttpResponse.json({ code: answer === 'gone' ? 404 : 503, msg: '', data: null }, { status: answer === 'gone' ? 404 : 503 }),
      ),
      getGetGoodsActivitiesMockHandler(ok({ manjian: [], gifts: [], coupons: [], group_buys: [] })),
    );
    const user = userEvent.setup();
    const busy = renderAt(<GoodsDetailPage params={{ id: '1006' }} />, '/list/info/1006');
    expect(await screen.findByText('商品信息加载失败，请稍候再试')).toBeInTheDocument();
    expect(screen.queryByText('商品不存在或已下架')).toBeNull();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { level: 1, name: /阿莫西林胶囊/ })).toBeInTheDocument();
    busy.unmount();

    answer = 'gone';
    renderAt(<GoodsDetailPage params={{ id: '1006' }} />, '/list/info/1006');
    expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });
});
