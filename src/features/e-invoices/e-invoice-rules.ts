import { dateParamOf } from './e-invoice-dates';

export const INVOICE_PAGE_SIZE = 10;

/** 普票 / 专票 as the invoice list names them. */
export function invoiceTypeText(type: unknown): string {
  return type === 'special' ? '增值税电子专用发票' : type === 'normal' ? '增值税电子普通发票' : '电子发票';
}

/** 0 开票中, 1 已开具 (downloadable), 2 已红冲 (downloadable, marked). */
export function invoiceStatus(status: unknown): { text: string; tone: 'wait' | 'ok' | 'off' | 'plain'; downloadable: boolean } {
  if (status === 0) return { text: '开票中', tone: 'wait', downloadable: false };
  if (status === 1) return { text: '已开具', tone: 'ok', downloadable: true };
  if (status === 2) return { text: '已红冲', tone: 'off', downloadable: true };
  return { text: '处理中', tone: 'plain', downloadable: false };
}

export interface InvoiceFilter {
  orderNo: string;
  start: string;
  end: string;
  page: number;
}

const ORDER_NO_RE = /^[A-Za-z0-9]{1,32}$/;

/** The filter an address asks for; a malformed value is dropped rather than sent. */
export function readInvoiceFilter(search: string): InvoiceFilter {
  const q = new URLSearchParams(search);
  const orderNo = (q.get('order_no') ?? '').trim();
  const page = Number(q.get('page'));
  return {
    orderNo: ORDER_NO_RE.test(orderNo) ? orderNo : '',
    start: dateParamOf(q.get('start')),
    end: dateParamOf(q.get('end')),
    page: Number.isInteger(page) && page >= 1 && page < 1e9 ? page : 1,
  };
}

export function invoiceSearch(f: InvoiceFilter): string {
  const q = new URLSearchParams();
  if (f.orderNo) q.set('order_no', f.orderNo);
  if (f.start) q.set('start', f.start);
  if (f.end) q.set('end', f.end);
  if (f.page > 1) q.set('page', String(f.page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** What is wrong with the filter form, or null. */
export function validateInvoiceFilter(orderNo: string, start: string, end: string): string | null {
  if (orderNo.trim() && !ORDER_NO_RE.test(orderNo.trim())) return '订单号只包含字母和数字，最多 32 位';
  if (start && end && end < start) return '结束日期不能早于开始日期';
  return null;
}
