/**
 * /cart/step2 against the stateful demo API (MSW): what the page shows and sends, and that the 应付 it shows is the
 * pay_amount of the order the server creates.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { deleteAddress, listAddresses } from '@generated/endpoints/address/address';
import { addCartLines, listCartLines, selectCartLines } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import { getOrderDetail } from '@generated/endpoints/order/order';
import { getWalletBalance } from '@generated/endpoints/wallet/wallet';
import type { Goods } from '@generated/models';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { formatYuan, mulFen, subFen, toFen } from '@/domain/money';
import Step2Page from '@/pages/cart/step2-page';
import { RootStore } from '@/stores';
import { chooseRegion } from '@tests/features/address-book/address-form-steps';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';

type Pick = { goods: Goods; steps: number };

async function goodsPool(): Promise<Goods[]> {
  const out: Goods[] = [];
  const first = await listGoods({ keywords: 'amxl', page_size: 40 });
  out.push(...first.data!.list);
  for (let page = 1; page <= 5; page++) {
    const res = await listGoods({ page, page_size: 100 });
    out.push(...res.data!.list);
  }
  const seen = new Set<number>();
  return out.filter((g) => g.is_buy === 1 && !seen.has(g.id) && seen.add(g.id));
}

const ordinary = (g: Goods, steps: number) => g.is_hm !== 1 && g.number >= g.zbz * steps && g.type !== 2;

/** Logs in, fills the cart and answers the cart line ids in the order added. */
async function fill(username: string, choose: (pool: Goods[]) => Pick[]): Promise<{ ids: number[]; picks: Pick[] }> {
  await loginByPassword({ username, password: 'Demo2026' });
  const picks = choose(await goodsPool());
  expect(picks.length).toBeGreaterThan(0);
  await addCartLines({ params: picks.map(({ goods: g, steps }) => ({ id: g.id, number: g.zbz * steps, ck_id: g.ck_id!, goods_price_id: g.goods_price_id! })) });
  const lines = (await listCartLines({ filters: 99999, new: 1 })).data.data;
  expect(lines).toHaveLength(picks.length);
  return { ids: lines.map((l) => l.id), picks };
}

const manyOrdinary = (n: number, steps: number) => (pool: Goods[]) =>
  pool.filter((g) => ordinary(g, steps)).slice(0, n).map((goods) => ({ goods, steps }));

/** One goods whose base price puts the order between ¥150 and ¥400 (so the points cap, 10%, is below the points held). */
const smallOrder = (pool: Goods[]): Pick[] => {
  for (const g of pool) {
    if (!ordinary(g, 1)) continue;
    const pack = mulFen(toFen(g.price ?? '0'), g.zbz);
    if (pack <= 0) continue;
    const steps = Math.ceil(15_000 / pack);
    if (mulFen(pack, steps) <= 40_000 && g.number >= g.zbz * steps) return [{ goods: g, steps }];
  }
  return [];
};

async function setup(username: string, choose: (pool: Goods[]) => Pick[], path?: (ids: number[]) => string) {
  server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
  const { ids, picks } = await fill(username, choose);
  const store = new RootStore();
  const r = renderWithApp(<Step2Page />, { store, path: path ? path(ids) : `/cart/step2?ids=${ids.join(',')}` });
  return { ...r, ids, picks, ue: userEvent.setup() };
}

async function ready() {
  await screen.findByRole('radiogroup', { name: '收货地址' }, { timeout: 5000 });
}

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

/** The created order ids from the address the page went to (/cart/step3/12?hm=13, /cart/step4?order_id=12&hm=13, /cart/hm?order_id=13). */
function createdFrom(path: string): { normal: number | null; hm: number | null } {
  const url = new URL(path, 'http://x');
  const step3 = /^\/cart\/step3\/(\d+)$/.exec(url.pathname);
  const hm = url.searchParams.get('hm');
  if (step3) return { normal: Number(step3[1]), hm: hm ? Number(hm) : null };
  if (url.pathname === '/cart/step4') return { normal: Number(url.searchParams.get('order_id')), hm: hm ? Number(hm) : null };
  if (url.pathname === '/cart/hm') return { normal: null, hm: Number(url.searchParams.get('order_id')) };
  throw new Error(`not an after-submit address: ${path}`);
}

async function submitAndWait(ue: ReturnType<typeof userEvent.setup>, location: { history?: string[] }) {
  const before = location.history!.length;
  await ue.click(screen.getByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(location.history!.length).toBeGreaterThan(before), { timeout: 5000 });
  return createdFrom(location.history!.at(-1)!);
}

const payOf = async (id: number) => (await getOrderDetail(id)).data;

describe('/cart/step2 amounts and submission', () => {
  it('shows addresses, the order, the best coupon with its saving, and 应付 that the created order charges', async () => {
    const { ue, location, ids } = await setup('kangning', manyOrdinary(3, 10));
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: '确认订单信息' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: /购物流程，第 2 步/ })).toBeInTheDocument();
    expect(screen.getByText('确认订单信息', { selector: '.cart-steps__label' }).closest('li')).toHaveAttribute('aria-current', 'step');

    // The default address is preselected; both of kangning's addresses are offered.
    const addresses = within(screen.getByRole('radiogroup', { name: '收货地址' })).getAllByRole('radio');
    expect(addresses).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /张敏/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /刘强/ })).not.toBeChecked();

    // One ordinary order with every line, image, spec and manufacturer.
    const table = screen.getByRole('table', { name: '普通订单商品' });
    for (const id of ids) expect(table.querySelector(`[data-line-id="${id}"]`)).not.toBeNull();
    expect(within(table).getAllByRole('img').length).toBe(ids.length);
    expect(screen.queryByRole('note', { name: '含麻商品提示' })).not.toBeInTheDocument();

    // The best coupon (满2000减120 for a cart over ¥2000) is chosen and its saving said; the best voucher too.
    expect(screen.getByRole('radio', { name: /满2000减120/ })).toBeChecked();
    expect(screen.getByTestId('step2-coupon-status')).toHaveTextContent('已为您选择最优优惠券，节省 ¥120.00');
    expect(screen.getByRole('radio', { name: /10元现金券/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '电子发票' })).toBeChecked();
    // Details joined from listAvailableCoupons: scope and dates.
    await waitFor(() => expect(screen.getByRole('radio', { name: /满2000减120/ }).closest('label')).toHaveTextContent('适用范围：全场通用（含麻商品除外）'));

    const shown = text('step2-pay-normal');
    expect(text('step2-pay-total')).toBe(shown);
    const created = await submitAndWait(ue, location);
    expect(created.hm).toBeNull();
    const order = await payOf(created.normal!);
    expect(formatYuan(toFen(order.amounts.pay_amount))).toBe(shown);
    expect(order.amounts.coupon_amount).toBe('120.00');
    expect(order.invoice).toBeTruthy();
    expect(location.history!.at(-1)).toBe(`/cart/step3/${created.normal}`);
    // The lines left the cart.
    expect((await listCartLines({ filters: 99999, new: 1 })).data.data).toHaveLength(0);
  });

  it('another coupon, a voucher, points and balance: 应付 is what the order charges and the wallet pays the rest', async () => {
    const { ue, location } = await setup('kangning', manyOrdinary(3, 50));
    await ready();
    const before = toFen((await getWalletBalance()).data.balance);
    await ue.click(screen.getByRole('radio', { name: /满1000减50/ }));
    expect(screen.getByTestId('step2-coupon-status')).toHaveTextContent('已选择优惠券「满1000减50」，节省 ¥50.00');
    await ue.click(screen.getByRole('radio', { name: /10元现金券/ }));
    const points = screen.getByLabelText('使用积分');
    await ue.type(points, '1234');
    await ue.click(screen.getByRole('checkbox', { name: '使用余额抵扣' }));
    await ue.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    await ue.type(screen.getByLabelText('订单备注'), '请周一送货');

    const summary = screen.getByRole('table', { name: '订单金额' });
    expect(within(summary).getByRole('row', { name: /积分抵扣/ })).toHaveTextContent('-¥12.34');
    expect(within(summary).getByRole('row', { name: /优惠券/ })).toHaveTextContent('-¥50.00');
    const balanceShown = within(summary).getByRole('row', { name: /余额抵扣/ }).textContent ?? '';
    const shown = text('step2-pay-normal');

    const created = await submitAndWait(ue, location);
    const order = await payOf(created.normal!);
    expect(formatYuan(toFen(order.amounts.pay_amount))).toBe(shown);
    expect(order.amounts.points_amount).toBe('12.34');
    expect(order.amounts.voucher_amount).toBe('10.00');
    expect(order.remark).toBe('请周一送货');
    const after = toFen((await getWalletBalance()).data.balance);
    expect(balanceShown).toContain(formatYuan(subFen(before, after)));
    expect(toFen(order.amounts.balance_amount ?? '0')).toBe(before - after);
    // The cart is larger than the wallet: the balance is spent whole and something is left to pay on step 3.
    expect(after).toBe(0);
    expect(toFen(order.amounts.pay_amount)).toBeGreaterThan(0);
    expect(location.history!.at(-1)).toBe(`/cart/step3/${created.normal}`);
  });

  it('without a coupon (and without a voucher) 应付 is goods − 满减 + shipping, as the order charges', async () => {
    const { ue, location } = await setup('kangning', manyOrdinary(2, 12));
    await ready();
    await ue.click(screen.getByRole('radio', { name: '不使用优惠券' }));
    expect(screen.getByTestId('step2-coupon-status')).toHaveTextContent('未使用优惠券');
    await ue.click(screen.getByRole('radio', { name: '不使用现金券' }));
    await ue.click(screen.getByRole('radio', { name: '不开发票' }));
    const shown = text('step2-pay-normal');
    const created = await submitAndWait(ue, location);
    const order = await payOf(created.normal!);
    expect(formatYuan(toFen(order.amounts.pay_amount))).toBe(shown);
    expect(order.amounts.coupon_amount).toBe('0.00');
    const a = order.amounts;
    expect(toFen(a.pay_amount)).toBe(toFen(a.goods_amount) - toFen(a.manjian_amount) + toFen(a.shipping_amount));
  });

  it('a 含麻 goods goes into its own order: notice, two groups, two orders, and step 3 with ?hm=', async () => {
    const { ue, location } = await setup('kangning', (pool) => {
      const hm = pool.find((g) => g.is_hm === 1 && g.number >= g.zbz * 2);
      const normal = pool.filter((g) => ordinary(g, 10)).slice(0, 2);
      return hm ? [...normal.map((goods) => ({ goods, steps: 10 })), { goods: hm, steps: 1 }] : [];
    });
    await ready();
    const note = screen.getByRole('note', { name: '含麻商品提示' });
    expect(note).toHaveTextContent('单独成单');
    expect(note).toHaveTextContent('对公转账');
    expect(screen.getByRole('group', { name: '普通订单' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '含麻订单' })).toBeInTheDocument();
    expect(screen.getByText('本次结算将生成 2 张订单')).toBeInTheDocument();
    const normalShown = text('step2-pay-normal');
    const hmShown = text('step2-pay-hm');
    expect(toFen(text('step2-pay-total').replace('¥', ''))).toBe(toFen(normalShown.replace('¥', '')) + toFen(hmShown.replace('¥', '')));

    const created = await submitAndWait(ue, location);
    expect(created.normal).not.toBeNull();
    expect(created.hm).not.toBeNull();
    expect(location.history!.at(-1)).toBe(`/cart/step3/${created.normal}?hm=${created.hm}`);
    const [normal, hm] = await Promise.all([payOf(created.normal!), payOf(created.hm!)]);
    expect(hm.is_hm).toBe(1);
    expect(formatYuan(toFen(normal.amounts.pay_amount))).toBe(normalShown);
    expect(formatYuan(toFen(hm.amounts.pay_amount))).toBe(hmShown);
  });
});

describe('/cart/step2 bad input and refusals', () => {
  it('refuses points that are not a whole number, negative or above the cap, and clamps when a voucher lowers the cap', async () => {
    const { ue, location } = await setup('kangning', smallOrder);
    await ready();
    const points = screen.getByLabelText('使用积分');
    const maxWith = () => Number(screen.getByTestId('step2-max-points').textContent);

    await ue.type(points, '12.5');
    expect(await screen.findByText('积分须为整数')).toHaveAttribute('role', 'alert');
    await ue.clear(points);
    await ue.type(points, '-3');
    expect(screen.getByText('积分不能为负数')).toBeInTheDocument();
    const max = maxWith();
    expect(max).toBeGreaterThan(0);
    await ue.clear(points);
    await ue.type(points, String(max + 1));
    expect(screen.getByText(`本单最多可使用 ${max} 积分`)).toBeInTheDocument();
    // Invalid points are not sent: the submission stops on the page and the cart is untouched.
    await ue.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请检查标红的内容后再提交')).toBeInTheDocument();
    expect(location.history).toHaveLength(1);
    expect((await listCartLines({ filters: 99999, new: 1 })).data.data).toHaveLength(1);

    // Without the voucher the cap is higher; use all of it, then take the voucher: the points come down to the new cap.
    expect(screen.getByRole('radio', { name: /10元现金券/ })).toBeChecked();
    await ue.click(screen.getByRole('radio', { name: '不使用现金券' }));
    const higher = maxWith();
    expect(higher).toBeGreaterThan(max);
    await ue.click(screen.getByRole('button', { name: /全部使用/ }));
    expect(points).toHaveValue(String(higher));
    await ue.click(screen.getByRole('radio', { name: /10元现金券/ }));
    expect(points).toHaveValue(String(max));
    expect(screen.getByText(`积分抵扣上限已变为 ${max} 积分，已为您调整为 ${max} 积分`)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert', { name: /积分/ })).not.toBeInTheDocument();
  });

  it('checks a new address (phone, required fields, lengths), shows a 422 under its field, and uses the saved address', async () => {
    const { ue } = await setup('kangning', manyOrdinary(1, 2));
    await ready();
    await ue.click(screen.getByRole('button', { name: /新增收货地址/ }));
    const form = await screen.findByRole('form', { name: '新增收货地址' });
    const save = within(form).getByRole('button', { name: '保存并使用该地址' });
    await ue.click(save);
    expect(within(form).getByText('请输入收货人姓名')).toBeInTheDocument();
    expect(within(form).getByText('请输入联系电话')).toBeInTheDocument();
    expect(within(form).getByText('请填写省份')).toBeInTheDocument();
    expect(within(form).getByText('请输入详细地址')).toBeInTheDocument();

    await ue.type(within(form).getByLabelText(/收货人/), '王');
    await ue.type(within(form).getByLabelText(/联系电话/), '1381234');
    await chooseRegion(ue, form, ['河北省', '保定市', '竞秀区']);
    await ue.type(within(form).getByLabelText(/详细地址/), '朝阳北大街 1 号');
    await ue.click(save);
    expect(within(form).getByText('收货人姓名须为 2–20 个字')).toBeInTheDocument();
    expect(within(form).getByLabelText(/联系电话/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(/请输入正确的 11 位手机号/)).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: '收货地址' })).getAllByRole('radio')).toHaveLength(2);

    await ue.type(within(form).getByLabelText(/收货人/), '芳');
    await ue.clear(within(form).getByLabelText(/联系电话/));
    await ue.type(within(form).getByLabelText(/联系电话/), '13812345678');
    // The server's field messages (422) land under their fields.
    server.use(
      http.post('*/api/address', () =>
        HttpResponse.json({ code: 422, msg: '参数错误', data: null, errors: { detail: ['详细地址含有不支持的字符'] } }, { status: 422 }),
        { once: true },
      ),
    );
    await ue.click(save);
    expect(await within(form).findByText('详细地址含有不支持的字符')).toBeInTheDocument();

    await ue.click(save);
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增收货地址' })).not.toBeInTheDocument());
    const created = screen.getByRole('radio', { name: /王芳/ });
    expect(created).toBeChecked();
    expect(created.closest('label')).toHaveTextContent('河北省保定市竞秀区朝阳北大街 1 号');
    expect((await listAddresses()).data.some((a) => a.consignee === '王芳' && a.phone === '13812345678')).toBe(true);
  });

  it('refuses a remark over 200 characters, with a counter', async () => {
    const { ue, location } = await setup('kangning', manyOrdinary(1, 2));
    await ready();
    const remark = screen.getByLabelText('订单备注');
    fireEvent.change(remark, { target: { value: '药'.repeat(201) } });
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(screen.getByText('备注最多 200 个字，当前 201 个字')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('请检查标红的内容后再提交')).toBeInTheDocument();
    expect(location.history).toHaveLength(1);
    fireEvent.change(remark, { target: { value: '药'.repeat(200) } });
    expect(screen.getByText('200/200')).toBeInTheDocument();
    expect(screen.queryByText(/备注最多/)).not.toBeInTheDocument();
  });

  it('refuses to submit without an address, then submits with a new one', async () => {
    server.use(...demoMswHandlers(createDemoApi({ goodsCount: 500 })));
    await loginByPassword({ username: 'renhe', password: 'Demo2026' });
    for (const a of (await listAddresses()).data) await deleteAddress(a.id);
    const { ue, location } = await (async () => {
      const picks = manyOrdinary(1, 2)((await goodsPool()).filter((g) => g.is_buy === 1));
      await addCartLines({ params: picks.map(({ goods: g, steps }) => ({ id: g.id, number: g.zbz * steps, ck_id: g.ck_id!, goods_price_id: g.goods_price_id! })) });
      const ids = (await listCartLines({ filters: 99999, new: 1 })).data.data.map((l) => l.id);
      const r = renderWithApp(<Step2Page />, { store: new RootStore(), path: `/cart/step2?ids=${ids.join(',')}` });
      return { ...r, ue: userEvent.setup() };
    })();
    await ready();
    expect(screen.getByText('您还没有收货地址，请先新增一个。')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findAllByText('请选择收货地址')).not.toHaveLength(0);
    expect(location.history).toHaveLength(1);

    await ue.click(screen.getByRole('button', { name: /新增收货地址/ }));
    const form = await screen.findByRole('form', { name: '新增收货地址' });
    await ue.type(within(form).getByLabelText(/收货人/), '陈立华');
    await ue.type(within(form).getByLabelText(/联系电话/), '0311-86012345');
    await chooseRegion(ue, form, ['河北省', '石家庄市', '新华区']);
    await ue.type(within(form).getByLabelText(/详细地址/), '中华北大街 156 号');
    await ue.click(within(form).getByRole('button', { name: '保存并使用该地址' }));
    expect(await screen.findByRole('radio', { name: /陈立华/ })).toBeChecked();
    const created = await submitAndWait(ue, location);
    expect((await payOf(created.normal!)).address.consignee).toBe('陈立华');
  });

  it('keeps every choice and shows the message when the server refuses; one click sends one order; the data is reloaded', async () => {
    const { ue, location } = await setup('kangning', manyOrdinary(3, 10));
    await ready();
    await ue.click(screen.getByRole('radio', { name: /满1000减50/ }));
    await ue.click(screen.getByRole('radio', { name: /刘强/ }));
    await ue.type(screen.getByLabelText('使用积分'), '500');
    await ue.click(screen.getByRole('checkbox', { name: '使用余额抵扣' }));
    await ue.click(screen.getByRole('radio', { name: '普通发票' }));
    await ue.type(screen.getByLabelText('订单备注'), '下午送');
    const shown = text('step2-pay-normal');

    let posts = 0;
    let confirms = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/order/confirm') confirms++;
    };
    server.events.on('request:start', count);
    server.use(
      http.post('*/api/order', async () => {
        posts++;
        await held;
        return HttpResponse.json({ code: 40011, msg: '阿莫西林胶囊 0.25g*24粒 库存不足，当前可售 10 盒', data: null }, { status: 400 });
      }),
    );
    const button = screen.getByRole('button', { name: '提交订单' });
    await ue.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await ue.click(button);
    release();
    const alert = await screen.findByText('阿莫西林胶囊 0.25g*24粒 库存不足，当前可售 10 盒');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(confirms).toBeGreaterThan(0));
    server.events.removeListener('request:start', count);
    expect(posts).toBe(1);
    expect(location.history).toHaveLength(1);
    await waitFor(() => expect(button).toBeEnabled());

    expect(screen.getByRole('radio', { name: /满1000减50/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /刘强/ })).toBeChecked();
    expect(screen.getByLabelText('使用积分')).toHaveValue('500');
    expect(screen.getByRole('checkbox', { name: '使用余额抵扣' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '普通发票' })).toBeChecked();
    expect(screen.getByLabelText('订单备注')).toHaveValue('下午送');
    expect(text('step2-pay-normal')).toBe(shown);
  });

  it('a direct visit checks out the cart selection, and says so when nothing is selected', async () => {
    const { unmount } = await setup('kangning', manyOrdinary(2, 2), () => '/cart/step2');
    await ready();
    expect(screen.getByRole('table', { name: '普通订单商品' }).querySelectorAll('[data-line-id]')).toHaveLength(2);
    unmount();

    const lines = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    await selectCartLines({ ids: lines.map((l) => l.id), is_selected: 0 });
    renderWithApp(<Step2Page />, { path: '/cart/step2' });
    expect(await screen.findByText('请先在购物车中选择要结算的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  });

  it('shows the server message and a way back when the confirm data is refused (400)', async () => {
    await setup('kangning', manyOrdinary(1, 2), () => '/cart/step2?ids=987654');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('购物车中没有编号为 987654 的商品');
    expect(within(alert).getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  });

  it('a failed first load says so with 重新加载 and the way back; 重新加载 asks again and shows the order', async () => {
    // Registered after setup's demo handlers, so it answers the first confirm call only.
    const { ue } = await setup('kangning', manyOrdinary(1, 2), (ids) => {
      server.use(http.get('*/api/order/confirm', () => HttpResponse.json({ code: 500, msg: '系统繁忙', data: null }, { status: 500 }), { once: true }));
      return `/cart/step2?ids=${ids.join(',')}`;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^订单信息加载失败：/);
    expect(within(alert).getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
    await ue.click(within(alert).getByRole('button', { name: '重新加载' }));
    await ready();
    expect(screen.getByRole('table', { name: '普通订单商品' }).querySelectorAll('[data-line-id]')).toHaveLength(1);
  });

  it('a malformed confirm answer is a Chinese message with a way back, not a broken page', async () => {
    // Registered after setup's demo handlers (the path callback runs just before rendering), so it answers first.
    const malformed = () => HttpResponse.json({ code: 10000, msg: '操作成功', data: { groups: [], addresses: [], coupons: null } });
    await setup('kangning', manyOrdinary(1, 2), (ids) => {
      server.use(http.get('*/api/order/confirm', malformed));
      return `/cart/step2?ids=${ids.join(',')}`;
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('订单信息格式不正确');
    expect(within(alert).getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/cart');
  });
});
