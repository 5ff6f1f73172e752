/** 批量采购 against the demo API: reading a list (pasted, CSV in GBK or UTF-8), the review, one request to the cart, and every failure said in Chinese. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loginByPassword } from '@generated/endpoints/auth/auth';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { createDemoApi } from '@mock/demo/app';
import { demoMswHandlers } from '@mock/demo/core/msw-adapter';
import { buildReview, cartLines, unmatchedRows, type ReviewRow } from '@/features/purchase-list-import/import-rules';
import { decodeCsv } from '@/features/purchase-list-import/read-list-file';
import { templateCsv, unmatchedCsv } from '@/features/purchase-list-import/list-template';
import { parseDelimited, readPurchaseList } from '@/domain/purchase-list';
import { setHttpEffects } from '@/lib/http';
import KjcgPage from '@/pages/self-service/kjcg-page';
import { server } from '@tests/msw-server';
import { renderWithApp } from '@tests/render';
import { countRequests } from '../../pages/account/account-fixtures';

async function kangning() {
  const api = createDemoApi();
  server.use(...demoMswHandlers(api));
  const toasts: string[] = [];
  setHttpEffects({ toast: (t) => void toasts.push(t), alert: () => Promise.resolve(), redirect: () => undefined, currentPath: () => '/kjcg' });
  await loginByPassword({ username: 'kangning', password: 'Demo2026' });
  return { api, toasts };
}

const PASTED = [
  '品名\t规格\t厂家\t数量',
  '阿莫西林胶囊\t0.25g*24粒\t华北制药\t25',
  'lhqwkl\t6g*10袋\t以岭药业\t10',
  '阿莫西林胶囊\t0.25g*24粒\t华北制药\t10',
  '神奇特效感冒灵药水\t100ml\t某某制药厂\t5',
  '\t0.5g*12片\t\t20',
].join('\n');

async function pasteList(ue: ReturnType<typeof userEvent.setup>, text = PASTED) {
  const box = screen.getByLabelText('或粘贴从 Excel 复制的行（含表头）');
  fireEvent.change(box, { target: { value: text } });
  await ue.click(screen.getByRole('button', { name: '识别粘贴内容' }));
  return within(await screen.findByRole('table', { name: '采购清单匹配结果' }));
}

const rowOf = (line: number) => document.querySelector<HTMLElement>(`tr[data-line="${line}"]`)!;

describe('批量采购', () => {
  it('matches pasted Excel rows, flags the unknown drug and the row without a name, and adds the rest in one request', async () => {
    await kangning();
    const ue = userEvent.setup();
    renderWithApp(<KjcgPage />, { path: '/kjcg?tab=import' });
    await pasteList(ue);
    expect(screen.getByTestId('pli-summary')).toHaveTextContent('共 5 行');
    expect(rowOf(2).dataset.goodsId).toBe('1001');
    expect(rowOf(2)).toHaveTextContent('已调整为 30');
    expect(rowOf(3)).toHaveTextContent('连花清瘟颗粒');
    expect(rowOf(5).dataset.state).toBe('unmatched');
    expect(rowOf(6)).toHaveTextContent('缺少药品名称和批准文号');

    // Removing a row keeps it out of the cart; the two rows of one goods add up to one line.
    await ue.click(within(rowOf(3)).getByRole('button', { name: '移除第 3 行' }));
    expect(rowOf(3).dataset.state).toBe('removed');
    const requests = countRequests();
    await ue.dblClick(screen.getByRole('button', { name: /全部加入购物车/ }));
    await screen.findByTestId('pli-added');
    expect(requests.of('POST /api/cart')).toBe(1);
    requests.stop();
    const cart = (await listCartLines({ filters: 99999, new: 1 })).data.data;
    expect(cart.find((l) => l.goods.id === 1001)?.number).toBe(40);
    expect(cart.some((l) => l.goods.name === '连花清瘟颗粒')).toBe(false);
  });

  it('lets the buyer pick another candidate, which brings its own quantity', async () => {
    await kangning();
    const ue = userEvent.setup();
    renderWithApp(<KjcgPage />, { path: '/kjcg?tab=import' });
    await pasteList(ue, '药品名称\t数量\n阿莫西林胶囊\t25');
    const select = within(rowOf(2)).getByRole('combobox', { name: '第 2 行匹配商品' });
    const options = within(select).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const before = rowOf(2).dataset.goodsId;
    await ue.selectOptions(select, options[1]!);
    await waitFor(() => expect(rowOf(2).dataset.goodsId).not.toBe(before));
    // The new goods shows its own quantity box (or why it cannot be bought).
    expect(within(rowOf(2)).queryByRole('textbox') ?? within(rowOf(2)).getByRole('note')).toBeTruthy();
  });

  it('reads a CSV saved by Excel in GBK, and refuses an .xls with a Chinese reason while the page keeps working', async () => {
    await kangning();
    const ue = userEvent.setup({ applyAccept: false });
    renderWithApp(<KjcgPage />, { path: '/kjcg?tab=import' });
    const input = document.querySelector<HTMLInputElement>('#pli-file')!;
    await ue.upload(input, new File(['x'], '清单.xls', { type: 'application/vnd.ms-excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('暂不支持 .xls 旧格式');
    const gbk = Buffer.from('D2A9C6B7C3FBB3C62CCAFDC1BF0AB0A2C4AACEF7C1D6BDBAC4D22C3230', 'hex');
    await ue.upload(input, new File([gbk], '清单.csv', { type: 'text/csv' }));
    await screen.findByRole('table', { name: '采购清单匹配结果' });
    expect(screen.getByText('当前清单：清单.csv')).toBeInTheDocument();
    expect(rowOf(2).dataset.state).toBe('matched');
  });

  it('says the match failed, keeps the list, and matches again on request', async () => {
    await kangning();
    const ue = userEvent.setup();
    renderWithApp(<KjcgPage />, { path: '/kjcg?tab=import' });
    server.use(http.post('*/api/purchase-list/match', () => HttpResponse.error(), { once: true }));
    fireEvent.change(screen.getByLabelText('或粘贴从 Excel 复制的行（含表头）'), { target: { value: '药品名称\t数量\n阿莫西林胶囊\t20' } });
    await ue.click(screen.getByRole('button', { name: '识别粘贴内容' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('清单匹配失败');
    expect(screen.getByLabelText('或粘贴从 Excel 复制的行（含表头）')).toHaveValue('药品名称\t数量\n阿莫西林胶囊\t20');
    await ue.click(screen.getByRole('button', { name: '重新匹配' }));
    await screen.findByRole('table', { name: '采购清单匹配结果' });
  });

  it('says what a list without a header lacks', async () => {
    await kangning();
    const ue = userEvent.setup();
    renderWithApp(<KjcgPage />, { path: '/kjcg?tab=import' });
    fireEvent.change(screen.getByLabelText('或粘贴从 Excel 复制的行（含表头）'), { target: { value: '阿莫西林胶囊\t20' } });
    await ue.click(screen.getByRole('button', { name: '识别粘贴内容' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到表头');
  });
});

describe('the review rules', () => {
  const read = readPurchaseList([['药品名称', '数量'], ['甲', '10'], ['乙', '5']]);
  const rows = read.ok ? read.rows : [];

  it('refuses an answer that is not a list or misses a row sent', () => {
    expect(buildReview(rows, 'oops')).toBeNull();
    expect(buildReview(rows, [{ line: 2, status: 'matched', candidates: [] }])).toBeNull();
  });

  it('exports unmatched and unbuyable rows with why, in the template’s columns', () => {
    const review = buildReview(rows, [
      { line: 2, status: 'unmatched', candidates: [] },
      { line: 3, status: 'matched', candidates: [{ id: 9, name: '乙', quantity: 0, number: 0, is_buy: 0, buy_block: { reason: 'no_stock', msg: '该商品暂无库存' } }] },
    ]) as ReviewRow[];
    expect(cartLines(review)).toEqual([]);
    const csv = unmatchedCsv(unmatchedRows(review));
    expect(parseDelimited(csv, ',')).toEqual([
      ['药品名称', '规格', '生产厂家', '数量', '批准文号', '原行号', '原因'],
      ['甲', '', '', '10', '', '2', '未找到匹配商品'],
      ['乙', '', '', '5', '', '3', '该商品暂无库存'],
    ]);
  });

  it('offers a template the reader takes back', () => {
    const back = readPurchaseList(parseDelimited(templateCsv(), ','));
    expect(back.ok && back.rows.map((r) => r.name)).toEqual(['阿莫西林胶囊', '连花清瘟胶囊']);
    expect(decodeCsv(new TextEncoder().encode(templateCsv()).buffer)).toBe(templateCsv().slice(1)); // the BOM is read, not kept
  });
});
