import type { OrderAddress, UserAddress } from '../../../../generated/models';
import { LANDLINE_RE, PHONE_RE } from '../../../domain/validation';

/**
 * Input rules of step 2, pure so the model and its tests share them. Limits are the contract's: AddressForm
 * (consignee 2–20, detail 2–200, phone ContactPhone), OrderSubmitForm (remark ≤ 200, use_points an integer ≥ 0).
 */
export const REMARK_MAX = 200;

export type AddressField = 'consignee' | 'phone' | 'province' | 'city' | 'district' | 'detail';

export interface AddressDraft {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  isDefault: boolean;
}

export const emptyDraft = (): AddressDraft => ({ consignee: '', phone: '', province: '', city: '', district: '', detail: '', isDefault: false });

export type AddressErrors = Partial<Record<AddressField, string>>;

/** Length in code points, as the contract's maxLength counts. */
const len = (s: string): number => Array.from(s).length;

/**
 * The contract's ContactPhone takes a mobile (PHONE_RE) or a landline (LANDLINE_RE, 0311-86012345): a pharmacy's
 * warehouse often has only the latter, so both are accepted.
 */
export function phoneProblem(v: string): string | null {
  const s = v.trim();
  if (s === '') return '请输入联系电话';
  return PHONE_RE.test(s) || LANDLINE_RE.test(s) ? null : '请输入正确的 11 位手机号，或固定电话如 0311-86012345';
}

export function validateAddressDraft(d: AddressDraft): AddressErrors {
  const e: AddressErrors = {};
  const consignee = d.consignee.trim();
  if (consignee === '') e.consignee = '请输入收货人姓名';
  else if (len(consignee) < 2 || len(consignee) > 20) e.consignee = '收货人姓名须为 2–20 个字';
  const phone = phoneProblem(d.phone);
  if (phone) e.phone = phone;
  if (d.province.trim() === '') e.province = '请填写省份';
  if (d.city.trim() === '') e.city = '请填写城市';
  if (d.district.trim() === '') e.district = '请填写区县';
  const detail = d.detail.trim();
  if (detail === '') e.detail = '请输入详细地址';
  else if (len(detail) < 2) e.detail = '详细地址至少 2 个字';
  else if (len(detail) > 200) e.detail = '详细地址最多 200 个字';
  return e;
}

/** A created address as step 2 lists it (the server's OrderAddress prints the city only when it is not the province). */
export function orderAddressOf(a: UserAddress): OrderAddress {
  const city = a.city === a.province ? '' : a.city;
  return { id: a.id, consignee: a.consignee, phone: a.phone, address: `${a.province}${city}${a.district}${a.detail}`, is_default: a.is_default };
}

export type PointsInput = { ok: true; points: number } | { ok: false; message: string };

/** The points box: empty is 0; otherwise a whole number from 0 to `max`. */
export function parsePoints(text: string, max: number): PointsInput {
  const s = text.trim();
  if (s === '') return { ok: true, points: 0 };
  if (/^-/.test(s)) return { ok: false, message: '积分不能为负数' };
  if (!/^\d+$/.test(s)) return { ok: false, message: '积分须为整数' };
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n > max) {
    return { ok: false, message: max > 0 ? `本单最多可使用 ${max} 积分` : '本单暂不能使用积分抵扣' };
  }
  return { ok: true, points: n };
}

export function remarkProblem(text: string): string | null {
  const n = len(text);
  return n > REMARK_MAX ? `备注最多 ${REMARK_MAX} 个字，当前 ${n} 个字` : null;
}
