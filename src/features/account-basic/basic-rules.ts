import { validatePassword, validatePhone } from '@/domain/validation';
import { validateConfirmation, validateSmsCode } from '@/features/account-forms';

export type ProfileField = 'name' | 'phone' | 'code';

const chars = (s: string) => Array.from(s.trim()).length;

/** The contact's name (2–20 characters) and mobile; a code only when the mobile changes (sent to the new one). */
export const profileRules = (current: string) => (v: Record<ProfileField, string>) => ({
  name: chars(v.name) === 0 ? '请输入联系人姓名' : chars(v.name) < 2 || chars(v.name) > 20 ? '联系人姓名须为 2–20 个字' : null,
  phone: validatePhone(v.phone),
  code: v.phone.trim() !== current ? validateSmsCode(v.code) : null,
});

export type PasswordField = 'old_password' | 'password' | 'password_confirmation';

export const passwordRules = (v: Record<PasswordField, string>) => ({
  old_password: v.old_password === '' ? '请输入原密码' : null,
  password: validatePassword(v.password) ?? (v.password === v.old_password ? '新密码不能与原密码相同' : null),
  password_confirmation: validateConfirmation(v.password, v.password_confirmation),
});
