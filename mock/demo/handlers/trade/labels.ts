/** The Chinese texts of the trade's codes, as the contract's *_text fields show them. */
export { ORDER_STATUS_TEXT } from '@/domain/order-status';
export const RECEIPT_STATUS_TEXT: Record<number, string> = { 0: '待上传', 1: '待确认', 2: '已确认', 3: '已驳回' };
/** OrderDetail.pay_method: the contract's enum of labels, one per PayMethodType code. */
export const PAY_METHOD_TEXT = {
  balance: '余额支付',
  points: '积分支付',
  online: '在线支付',
  transfer: '对公转账',
} as const satisfies Record<string, string>;
export const INVOICE_TYPE_TEXT: Record<number, string> = { 1: '普通发票', 2: '增值税专用发票', 3: '电子发票' };
