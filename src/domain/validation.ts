/** The site's form rules. Each validator returns a Chinese message, or null when the value is fine. */

/** Mobile: 11 digits, 1 then 3–9. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/** Landline: area code (0 + 2–3 digits: 010, 0311), hyphen, 7 or 8 digits. */
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
/**
 * E-mail: letters, digits, underscore or hyphen, an @, then dotted domain parts. Note this rejects dots in the local
 * part (zhang.san@…): the rule allows none there.
 */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
/** The contract's NewPassword: 8–20 characters without spaces, with at least one letter and one digit. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

type Input = string | null | undefined;

function text(v: Input): string {
  return typeof v === 'string' ? v.trim() : '';
}

export function validatePhone(v: Input): string | null {
  const s = text(v);
  if (s === '') return '请输入手机号';
  return PHONE_RE.test(s) ? null : '请输入正确的 11 位手机号';
}

export function validateEmail(v: Input): string | null {
  const s = text(v);
  if (s === '') return '请输入邮箱';
  return EMAIL_RE.test(s) ? null : '请输入正确的邮箱地址';
}

/** Not trimmed: a password's spaces are part of it, and they are not allowed. */
export function validatePassword(v: Input): string | null {
  const s = typeof v === 'string' ? v : '';
  if (s === '') return '请输入密码';
  if (s.length < 8 || s.length > 20) return '密码长度须为 8–20 位';
  if (/\s/.test(s)) return '密码不能包含空格';
  if (!PASSWORD_RE.test(s)) return '密码须同时包含字母和数字';
  return null;
}

/**
 * The contract's ContactPhone: a mobile, or a landline with its area code (a pharmacy's warehouse often has only the
 * latter). Something that starts with 0 or holds a hyphen is read as a landline, so the message fits what was typed.
 */
export function validateContactPhone(v: Input): string | null {
  const s = text(v);
  if (s === '') return '请输入联系电话';
  if (s.startsWith('0') || s.includes('-')) return LANDLINE_RE.test(s) ? null : '固定电话格式应为 区号-号码，如 0311-86012345';
  return PHONE_RE.test(s) ? null : '请输入正确的 11 位手机号，或固定电话如 0311-86012345';
}

type AddressField = 'consignee' | 'phone' | 'province' | 'city' | 'district' | 'detail';
type AddressInput = Record<AddressField, Input>;
type AddressErrors = Partial<Record<AddressField, string>>;

/** The contract's AddressForm limits, counted in characters (code points) after trimming. */
const ADDRESS_LIMITS = { consignee: { min: 2, max: 20 }, detail: { min: 2, max: 200 } } as const;

const chars = (s: string): number => Array.from(s).length;

/** A delivery address (AddressForm): every field's problem, empty when the address can be saved. */
export function validateAddress(a: AddressInput): AddressErrors {
  const e: AddressErrors = {};
  const consignee = text(a.consignee);
  const { consignee: cl, detail: dl } = ADDRESS_LIMITS;
  if (consignee === '') e.consignee = '请输入收货人姓名';
  else if (chars(consignee) < cl.min || chars(consignee) > cl.max) e.consignee = `收货人姓名须为 ${cl.min}–${cl.max} 个字`;
  const phone = validateContactPhone(a.phone);
  if (phone) e.phone = phone;
  if (text(a.province) === '') e.province = '请填写省份';
  if (text(a.city) === '') e.city = '请填写城市';
  if (text(a.district) === '') e.district = '请填写区县';
  const detail = text(a.detail);
  if (detail === '') e.detail = '请输入详细地址';
  else if (chars(detail) < dl.min) e.detail = `详细地址至少 ${dl.min} 个字`;
  else if (chars(detail) > dl.max) e.detail = `详细地址最多 ${dl.max} 个字`;
  return e;
}
