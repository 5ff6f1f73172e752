import { fenToYuan, tryToFen, type Fen } from '@/domain/money';

/** The limits of the purchase request form, as the contract sets them (PurchaseRequestForm). */
export const PURCHASE_LIMITS = { name: 100, sccj: 100, ypgg: 50, remark: 500, maxNumber: 999_999 } as const;
export const PURCHASE_PAGE_SIZE = 10;

export type PurchaseField = 'name' | 'ypgg' | 'sccj' | 'number' | 'price' | 'remark';

/** 0 待回复, 1 已回复, 2 已上架, 3 暂无货源; anything else the server sends reads as 处理中. */
export function purchaseStatus(status: unknown): { text: string; tone: 'wait' | 'ok' | 'off' | 'plain' } {
  switch (status) {
    case 0:
      return { text: '待回复', tone: 'wait' };
    case 1:
      return { text: '已回复', tone: 'plain' };
    case 2:
      return { text: '已上架', tone: 'ok' };
    case 3:
      return { text: '暂无货源', tone: 'off' };
    default:
      return { text: '处理中', tone: 'plain' };
  }
}

/** The expected price typed in yuan as fen: null when left empty, 'invalid' when it is not a price. */
function expectedPriceFen(text: string): Fen | null | 'invalid' {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d+(\.\d*)?$/.test(t)) return 'invalid';
  return tryToFen(t) ?? 'invalid';
}

const length = (v: string) => [...v.trim()].length;

/** The form's rules, run as the buyer types (after leaving a field) and on submit. */
export function validatePurchaseRequest(v: Record<PurchaseField, string>): Partial<Record<PurchaseField, string | null>> {
  const e: Partial<Record<PurchaseField, string | null>> = {};
  if (!v.name.trim()) e.name = '请输入药品名称';
  else if (length(v.name) > PURCHASE_LIMITS.name) e.name = `药品名称最多 ${PURCHASE_LIMITS.name} 个字`;
  if (length(v.ypgg) > PURCHASE_LIMITS.ypgg) e.ypgg = `规格最多 ${PURCHASE_LIMITS.ypgg} 个字`;
  if (length(v.sccj) > PURCHASE_LIMITS.sccj) e.sccj = `生产厂家最多 ${PURCHASE_LIMITS.sccj} 个字`;
  const n = v.number.trim();
  if (!n) e.number = '请输入求购数量';
  else if (!/^\d+$/.test(n) || Number(n) < 1) e.number = '求购数量须为大于 0 的整数';
  else if (Number(n) > PURCHASE_LIMITS.maxNumber) e.number = `求购数量最多 ${PURCHASE_LIMITS.maxNumber}`;
  const fen = expectedPriceFen(v.price);
  if (fen === 'invalid') e.price = /^\d+\.\d{3,}$/.test(v.price.trim()) ? '期望价格最多保留两位小数' : '请输入正确的价格，如 16.50';
  else if (fen !== null && fen <= 0) e.price = '期望价格须大于 0';
  if (length(v.remark) > PURCHASE_LIMITS.remark) e.remark = `备注最多 ${PURCHASE_LIMITS.remark} 个字`;
  return e;
}

/** The body sent: trimmed text, the quantity as a number, the price back in yuan from its fen (2 decimals). */
export function purchaseRequestBody(v: Record<PurchaseField, string>) {
  const fen = expectedPriceFen(v.price);
  return {
    name: v.name.trim(),
    ypgg: v.ypgg.trim(),
    sccj: v.sccj.trim(),
    number: Number(v.number.trim()),
    ...(fen !== null && fen !== 'invalid' ? { price: fenToYuan(fen) } : {}),
    remark: v.remark.trim(),
  };
}
