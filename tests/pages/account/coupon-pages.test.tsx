/** /yhq and /xjq against the demo API: the tabs' counts and the cards equal the API's, 去使用 leads to the goods it covers. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { receiveCoupon } from '@generated/endpoints/activity/activity';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { getCouponCounts, listCoupons } from '@generated/endpoints/coupon/coupon';
import XjqPage from '@/pages/account/xjq-page';
import YhqPage from '@/pages/account/yhq-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { startDemo } from './account-fixtures';

async function asKangning() {
  const demo = startDemo();
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  return demo;
}

const cards = async (name: RegExp) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe('优惠券', () => {
  it('shows the unused coupons and each tab count as the API answers them', async () => {
    await asKangning();
    const [counts, unused] = await Promise.all([getCouponCounts(), listCoupons({ type: 1, status: 1, page: 1, page_size: 10 })]);
    renderWithApp(<YhqPage />, { path: '/yhq' });
    const items = await cards(/未使用的优惠券/);
    expect(items).toHaveLength(unused.data.list.length);
    expect(items[0]).toHaveTextContent(unused.data.list[0]!.name);
    expect(items[0]).toHaveTextContent(unused.data.list[0]!.scope);
    await waitFor(() => expect(screen.getByTestId('coupon-tab-1')).toHaveTextContent(`未使用（${counts.data.unused}）`));
    expect(screen.getByTestId('coupon-tab-2')).toHaveTextContent(`已使用（${counts.data.used}）`);
    expect(screen.getByTestId('coupon-tab-3')).toHaveTextContent(`已过期（${counts.data.expired}）`);
  });

  it('links a category coupon to its category and a storewide one to the whole list', async () => {
    await asKangning();
    await receiveCoupon(5); // 抗生素满600减30: limited to the 抗生素 category
    renderWithApp(<YhqPage />, { path: '/yhq' });
    const items = await cards(/未使用的优惠券/);
    const byName = (n: string) => items.find((i) => i.textContent?.includes(n))!;
    expect(within(byName('抗生素满600减30')).getByRole('link', { name: '去使用' })).toHaveAttribute('href', '/list?category_id=3');
    expect(within(byName('满1000减50')).getByRole('link', { name: '去使用' })).toHaveAttribute('href', '/list');
    expect(byName('满1000减50')).toHaveTextContent('满¥1000.00可用');
  });

  it('moves between statuses through the address; a used coupon has no use link', async () => {
    await asKangning();
    const used = await listCoupons({ type: 1, status: 2, page: 1, page_size: 10 });
    const ue = userEvent.setup();
    const r = renderWithApp(<YhqPage />, { path: '/yhq' });
    await cards(/未使用的优惠券/);
    await ue.click(screen.getByRole('link', { name: /^已使用/ }));
    await waitFor(() => expect(r.location.history?.at(-1)).toBe('/yhq?status=2'));
    const items = await cards(/已使用的优惠券/);
    expect(items).toHaveLength(used.data.list.length);
    expect(within(items[0]!).queryByRole('link', { name: '去使用' })).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('已使用');
  });

  it('reads a malformed address as 未使用, page 1', async () => {
    await asKangning();
    renderWithApp(<YhqPage />, { path: '/yhq?status=7&page=x' });
    await cards(/未使用的优惠券/);
    expect(screen.getByTestId('coupon-tab-1')).toHaveAttribute('aria-current', 'page');
  });

  it('says when the list failed and loads it again on request', async () => {
    await asKangning();
    let fail = true;
    server.use(http.get('*/api/user/coupon', () => (fail ? HttpResponse.json({ code: 500, msg: 'boom', data: null }, { status: 500 }) : undefined)));
    const ue = userEvent.setup();
    renderWithApp(<YhqPage />, { path: '/yhq' });
    await screen.findByText('优惠券加载失败，请稍后重试。');
    fail = false;
    await ue.click(screen.getByRole('button', { name: '重新加载' }));
    await cards(/未使用的优惠券/);
  });

  it('leaves out a malformed entry instead of breaking the page', async () => {
    await asKangning();
    server.use(
      http.get('*/api/user/coupon', () =>
        HttpResponse.json({
          code: 10000,
          msg: 'ok',
          data: { total: 2, page: 1, page_size: 10, list: [{ id: 'x' }, { id: 9, name: '满100减5', type: 1, amount: '5', min_amount: 'abc', scope: '', start_date: '2026-11-01', end_date: 'soon', status: 1 }] },
        }),
      ),
    );
    renderWithApp(<YhqPage />, { path: '/yhq' });
    const items = await cards(/未使用的优惠券/);
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('满100减5');
    expect(items[0]).toHaveTextContent('已过期');
  });
});

describe('现金券', () => {
  it('lists the unused cash vouchers with their count as the API answers them', async () => {
    await asKangning();
    const [counts, unused] = await Promise.all([getCouponCounts(), listCoupons({ type: 2, status: 1, page: 1, page_size: 10 })]);
    renderWithApp(<XjqPage />, { path: '/xjq' });
    const items = await cards(/未使用的现金券/);
    expect(items).toHaveLength(unused.data.list.length);
    expect(items[0]).toHaveTextContent(unused.data.list[0]!.name);
    await waitFor(() => expect(screen.getByTestId('coupon-tab-1')).toHaveTextContent(`未使用（${counts.data.voucher_unused}）`));
  });

  it('says so when a status has none', async () => {
    await asKangning();
    renderWithApp(<XjqPage />, { path: '/xjq?status=3' });
    expect(await screen.findByText('没有已过期的现金券')).toBeInTheDocument();
  });
});
