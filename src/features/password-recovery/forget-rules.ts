import { validatePassword, validatePhone } from '@/domain/validation';
import { validateConfirmation, validateSmsCode } from '@/features/account-forms';

export const FORGET_STEPS = ['验证手机号', '设置新密码', '完成'] as const;

export type VerifyField = 'phone' | 'code';
export const verifyRules = (v: Record<VerifyField, string>) => ({ phone: validatePhone(v.phone), code: validateSmsCode(v.code) });

export type ResetField = 'password' | 'password_confirmation';
export const resetRules = (v: Record<ResetField, string>) => ({
  password: validatePassword(v.password),
  password_confirmation: validateConfirmation(v.password, v.password_confirmation),
});
