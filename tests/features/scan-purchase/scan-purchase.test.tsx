/**
 * 扫码采购 (/kjcg?tab=scan) against the demo API: a scan adds one 中包装, a second scan a step more (without asking
 * the server again), a goods the buyer cannot buy shows why and stays out of the cart, an unknown or invalid code says
 * so and keeps the list, a lookup that fails keeps the code to retry, the add-all sends the buyable lines in one
 * request and clears them, and the list survives a remount (a reload). Then the camera panel: what it says when there
 * is no camera, and that it takes a code once per sighting and stops the camera when closed.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { listGoods } from '@generated/endpoints/goods/goods';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { withCheckDigit } from '@/domain/barcode';
import CameraPanel from '@/features/scan-purchase/camera/camera-panel';
import { SCAN_LIST_KEY } from '@/features/scan-purchase/scan-storage';
import { setHttpEffects } from '@/lib/http';
import KjcgPage from '@/pages/self-service/kjcg-page';
import { RootStore } from '@/stores';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests } from '../../pages/account/account-fixtures';

/** 阿莫西林胶囊（阿莫仙）, 中包装 10, buyable by kangning. */
const AMOXIL = '6900570000056';
/** 盐酸克林霉素胶囊, a controlled-sales goods kangning may not buy. */
const CONTROLLED = '6900550000465';

async function kangning() {
  server.use(...demoMswHandlers(createDemoApi()));
  const toasts: string[] = [];
  setHttpEffects({ toast: (t) => void toasts.push(t), alert: () => Promise.resolve(), redirect: () => undefined, currentPath: () => '/kjcg' });
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  return { toasts };
}

function open(store?: RootStore) {
  return renderWithApp(<KjcgPage />, { path: '/kjcg?tab=scan', ...(store ? { store } : {}) });
}

async function scan(ue: ReturnType<typeof userEvent.setup>, code: string) {
  const box = screen.getByLabelText('商品条码');
  await ue.type(box, `${code}{Enter}`);
}

const lineOf = (code: string) => document.querySelector<HTMLElement>(`tr[data-barcode="${code}"]`);
const quantityOf = (code: string) => within(lineOf(code)!).getByRole('textbox', { name: /采购数量/ });

beforeEach(() => sessionStorage.clear());

describe('扫码采购', () => {
  it('adds one 中包装 per scan with a confirmation, and a second scan of the goods a step more without asking again', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    expect(screen.getByRole('link', { name: '扫码采购' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('商品条码')).toHaveFocus();
    const requests = countRequests();
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    expect(quantityOf(AMOXIL)).toHaveValue('10');
    expect(screen.getByTestId('scan-status')).toHaveTextContent('已加入：阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10');
    expect(lineOf(AMOXIL)!.className).toMatch(/is-flash-/);
    expect(screen.getByLabelText('商品条码')).toHaveValue('');
    expect(screen.getByLabelText('商品条码')).toHaveFocus();

    await scan(ue, AMOXIL);
    expect(quantityOf(AMOXIL)).toHaveValue('20');
    expect(screen.getByTestId('scan-status')).toHaveTextContent('已加入：阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10（共 20）');
    expect(requests.of('GET /api/goods/list')).toBe(1);
    requests.stop();

    // The stepper keeps to the 中包装; a typed full-width code reads as the same code.
    await ue.click(within(lineOf(AMOXIL)!).getByRole('button', { name: /^增加/ }));
    expect(quantityOf(AMOXIL)).toHaveValue('30');
    await waitFor(() => expect(screen.getByLabelText('商品条码')).toHaveFocus());
    await scan(ue, [...AMOXIL].map((d) => String.fromCharCode(0xff10 + Number(d))).join(''));
    expect(quantityOf(AMOXIL)).toHaveValue('40');
  });

  it('shows why a goods cannot be bought and leaves it out of the cart', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    await scan(ue, CONTROLLED);
    await waitFor(() => expect(lineOf(CONTROLLED)).not.toBeNull());
    expect(lineOf(CONTROLLED)!.dataset.state).toBe('blocked');
    expect(within(lineOf(CONTROLLED)!).getByRole('note')).toHaveTextContent('该商品为控销商品，您暂无购买权限');
    expect(within(lineOf(CONTROLLED)!).queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('scan-error')).toHaveTextContent('不可购买：盐酸克林霉素胶囊 0.15g*24粒。该商品为控销商品，您暂无购买权限');
    expect(screen.getByTestId('scan-count')).toHaveTextContent('共 1 种，可加入购物车 0 种');
    expect(screen.getByRole('button', { name: /全部加入购物车/ })).toBeDisabled();
  });

  it('says an unknown or invalid code is not a goods, and keeps the list', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    const unknown = withCheckDigit('690999999999');
    await scan(ue, unknown);
    await waitFor(() => expect(screen.getByTestId('scan-error')).toHaveTextContent(`条码 ${unknown} 未找到对应商品`));
    await scan(ue, '6900570000057');
    expect(screen.getByTestId('scan-error')).toHaveTextContent('「6900570000057」不是有效的商品条码（13 位 EAN-13）');
    await ue.click(screen.getByRole('button', { name: '加入清单' }));
    expect(screen.getByTestId('scan-error')).toHaveTextContent('请扫描或输入 13 位商品条码');
    expect(document.querySelectorAll('tr.scan-line')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: '待查询的条码' })).toBeNull();
  });

  it('keeps a code whose lookup failed, with its scans, and adds it when the retry finds it', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    server.use(http.get('*/api/goods/list', () => HttpResponse.error(), { once: true }));
    await scan(ue, AMOXIL);
    const pending = await screen.findByRole('list', { name: '待查询的条码' });
    await waitFor(() => expect(within(pending).getByRole('button', { name: '重新查询' })).toBeInTheDocument());
    expect(screen.getByTestId('scan-error')).toHaveTextContent(`条码 ${AMOXIL} 已保留在清单中`);
    // Scanned again while it is kept: both scans count.
    server.use(http.get('*/api/goods/list', () => HttpResponse.error(), { once: true }));
    await scan(ue, AMOXIL);
    await waitFor(() => expect(within(screen.getByRole('list', { name: '待查询的条码' })).getByText(/扫描 2 次/)).toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('list', { name: '待查询的条码' })).getByRole('button', { name: '重新查询' })).toBeInTheDocument());
    await ue.click(within(screen.getByRole('list', { name: '待查询的条码' })).getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    expect(quantityOf(AMOXIL)).toHaveValue('20');
    expect(screen.queryByRole('list', { name: '待查询的条码' })).toBeNull();
  });

  it('treats a malformed answer as a fault to retry, not as a goods', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    server.use(http.get('*/api/goods/list', () => HttpResponse.json({ code: 200, msg: 'ok', data: { list: [{ id: 'x', barcode: AMOXIL }], total: 1 } }), { once: true }));
    await scan(ue, AMOXIL);
    await waitFor(() => expect(screen.getByTestId('scan-error')).toHaveTextContent(`条码 ${AMOXIL} 的商品信息异常，条码已保留`));
    expect(lineOf(AMOXIL)).toBeNull();
    const pending = screen.getByRole('list', { name: '待查询的条码' });
    await ue.click(within(pending).getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
  });

  it('adds every buyable line to the cart in one request, clears them and says what went', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    const other = (await listGoods({ keywords: '', page: 1, page_size: 40 })).data.list.find((g) => g.is_buy === 1 && g.number >= g.zbz * 3 && g.barcode && g.barcode !== AMOXIL)!;
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    await scan(ue, other.barcode!);
    await waitFor(() => expect(lineOf(other.barcode!)).not.toBeNull());
    await scan(ue, other.barcode!);
    await waitFor(() => expect(quantityOf(other.barcode!)).toHaveValue(String(other.zbz * 2)));
    await scan(ue, CONTROLLED);
    await waitFor(() => expect(lineOf(CONTROLLED)).not.toBeNull());
    expect(screen.getByTestId('scan-count')).toHaveTextContent('共 3 种，可加入购物车 2 种');

    const requests = countRequests();
    await ue.dblClick(screen.getByRole('button', { name: '全部加入购物车（2 种）' }));
    const done = await screen.findByTestId('scan-added');
    expect(requests.of('POST /api/cart')).toBe(1);
    requests.stop();
    expect(done).toHaveTextContent('已加入购物车 2 种');
    expect(done).toHaveTextContent('阿莫西林胶囊（阿莫仙）0.5g*20粒 ×10');
    expect(done).toHaveTextContent('另有 1 种商品不可购买，未提交');
    const cart = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    expect(new Map(cart.map((l) => [l.goods.id, l.number]))).toEqual(new Map([[1006, 10], [other.id, other.zbz * 2]]));
    expect(lineOf(AMOXIL)).toBeNull();
    expect(lineOf(other.barcode!)).toBeNull();
    expect(lineOf(CONTROLLED)).not.toBeNull();
    expect(screen.getByRole('button', { name: /全部加入购物车/ })).toBeDisabled();
  });

  it('keeps the whole list when the add fails', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    server.use(http.post('*/api/cart', () => HttpResponse.error(), { once: true }));
    await ue.click(screen.getByRole('button', { name: /全部加入购物车/ }));
    expect(await screen.findByText('未能加入购物车，扫码清单已保留，请检查网络或提示后重试。')).toBeInTheDocument();
    expect(quantityOf(AMOXIL)).toHaveValue('10');
  });

  it('survives a remount (a reload), and another account on the tab starts with an empty list', async () => {
    await kangning();
    const ue = userEvent.setup();
    const store = new RootStore();
    store.session.setUser({ show: 1, username: 'kangning', company: '石家庄康宁大药房' });
    const first = open(store);
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    await scan(ue, AMOXIL);
    await scan(ue, CONTROLLED);
    await waitFor(() => expect(lineOf(CONTROLLED)).not.toBeNull());
    first.unmount();
    expect(sessionStorage.getItem(SCAN_LIST_KEY)).toContain(AMOXIL);

    const again = open(store);
    expect(quantityOf(AMOXIL)).toHaveValue('20');
    expect(lineOf(CONTROLLED)!.dataset.state).toBe('blocked');
    expect([...document.querySelectorAll('tr.scan-line')].map((tr) => tr.getAttribute('data-barcode'))).toEqual([CONTROLLED, AMOXIL]);
    again.unmount();

    const renhe = new RootStore();
    renhe.session.setUser({ show: 1, username: 'renhe', company: '仁和诊所' });
    open(renhe);
    await waitFor(() => expect(document.querySelectorAll('tr.scan-line')).toHaveLength(0));
    expect(sessionStorage.getItem(SCAN_LIST_KEY)).toBeNull();
  });

  it('looks up again, on opening, a code whose lookup the last visit left unfinished', async () => {
    await kangning();
    sessionStorage.setItem(SCAN_LIST_KEY, JSON.stringify({ v: 1, owner: null, list: { lines: [], pending: [{ code: AMOXIL, scans: 3, reason: null }] } }));
    open();
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    expect(quantityOf(AMOXIL)).toHaveValue('30');
  });

  it('takes a scanner’s burst while focus is on a button, without pressing the button', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    await scan(ue, CONTROLLED);
    await waitFor(() => expect(lineOf(CONTROLLED)).not.toBeNull());
    const clear = screen.getByRole('button', { name: '清空清单' });
    clear.focus();
    for (const key of AMOXIL) fireEvent.keyDown(clear, { key });
    fireEvent.keyDown(clear, { key: 'Enter' });
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(clear).toHaveFocus();
  });

  it('does not take focus back from a keyboard user or from another field', async () => {
    await kangning();
    const ue = userEvent.setup();
    open();
    await scan(ue, AMOXIL);
    await waitFor(() => expect(lineOf(AMOXIL)).not.toBeNull());
    const qty = quantityOf(AMOXIL);
    await ue.click(qty);
    await new Promise((r) => requestAnimationFrame(r));
    expect(qty).toHaveFocus();
    await ue.tab();
    const plus = within(lineOf(AMOXIL)!).getByRole('button', { name: /^增加/ });
    expect(plus).toHaveFocus();
    await ue.keyboard('{Enter}');
    await new Promise((r) => requestAnimationFrame(r));
    expect(quantityOf(AMOXIL)).toHaveValue('20');
    expect(plus).toHaveFocus();
  });
});

describe('the camera panel', () => {
  const original = { mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices'), secure: window.isSecureContext };
  afterEach(() => {
    if (original.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', original.mediaDevices);
    else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
    Object.defineProperty(window, 'isSecureContext', { value: original.secure, configurable: true });
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  });
  const media = (getUserMedia: () => Promise<unknown>) => Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn(getUserMedia) }, configurable: true });

  it('says the page must be opened over HTTPS, without asking for the camera', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    media(() => Promise.reject(new Error('not asked')));
    render(<CameraPanel onCode={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('摄像头扫码需要安全连接：请通过 https:// 地址打开本页后重试');
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('says when permission was refused and when there is no camera', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    media(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const a = render(<CameraPanel onCode={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('未获得摄像头权限');
    a.unmount();
    media(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    render(<CameraPanel onCode={() => undefined} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('未检测到可用的摄像头');
  });

  it('reads codes with the browser’s BarcodeDetector, takes a box held in view once, and stops the camera when closed', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const track = { stop: vi.fn() };
    media(() => Promise.resolve({ getTracks: () => [track] }));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
    const detect = vi.fn().mockResolvedValue([{ rawValue: AMOXIL, format: 'ean_13' }]);
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = Object.assign(
      function BarcodeDetector() {
        return { detect };
      },
      { getSupportedFormats: () => Promise.resolve(['ean_13', 'qr_code']) },
    );
    const onCode = vi.fn();
    const panel = render(<CameraPanel onCode={onCode} onClose={() => undefined} />);
    await waitFor(() => expect(document.querySelector('[data-detector="native"]')).not.toBeNull());
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(onCode.mock.calls).toEqual([[AMOXIL]]);
    expect(screen.getByRole('status')).toHaveTextContent('请将药盒条码置于取景框内');
    act(() => panel.unmount());
    expect(track.stop).toHaveBeenCalled();
  });
});
