/** Form rules of spec §5. Each validator returns a Chinese message, or null when the value is fine. */

/** Mobile: 11 digits, 1 then 3–9. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/** Landline: area code (0 + 2–3 digits: 010, 0311), hyphen, 7 or 8 digits. */
export const LANDLINE_RE = /^0\d{2,3}-\d{7,8}$/;
/**
 * E-mail exactly as spec §5 words it: letters, digits, underscore or hyphen, an @, then dotted domain parts.
 * Note this rejects dots in the local part (zhang.san@…) because the spec lists no dot there.
 */
export const EMAIL_RE = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
/** Password: 6–20 letters and digits, at least one of each. */
/** The contract's NewPassword: 8–20 characters without spaces, with at least one letter and one digit. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;

type Input = string | null | undefined;

function text(v: Input): string {
  return typeof v === 'string' ? v.trim() : '';
}

export function validateRequired(label: string, v: unknown): string | null {
  const empty =
    v === null ||
    v === undefined ||
    (typeof v === 'string' && v.trim() === '') ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'number' && Number.isNaN(v));
  return empty ? `请填写${label}` : null;
}

export function validatePhone(v: Input): string | null {
  const s = text(v);
  if (s === '') return '请输入手机号';
  return PHONE_RE.test(s) ? null : '请输入正确的 11 位手机号';
}

export function validateLandline(v: Input): string | null {
  const s = text(v);
  if (s === '') return '请输入固定电话';
  return LANDLINE_RE.test(s) ? null : '固定电话格式应为 区号-号码，如 010-12345678';
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
