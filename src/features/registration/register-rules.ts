import { validateContactPhone, validateEmail, validatePassword, validatePhone } from '@/domain/validation';
import { validateConfirmation, validateSmsCode } from '@/features/account-forms';

export const REGISTER_STEPS = ['设置账号', '填写企业信息', '上传资质'] as const;

export type AccountField = 'phone' | 'code' | 'password' | 'password_confirmation';
export const accountRules = (v: Record<AccountField, string>) => ({
  phone: validatePhone(v.phone),
  code: validateSmsCode(v.code),
  password: validatePassword(v.password),
  password_confirmation: validateConfirmation(v.password, v.password_confirmation),
});

export const TAKEN_PHONE = '该手机号已注册，请直接登录';

/** The company types registration offers (the contract's company_type) with their Chinese names. */
export const COMPANY_TYPES = [
  { value: 'pharmacy', label: '单体药店' },
  { value: 'chain', label: '连锁药店' },
  { value: 'clinic', label: '诊所 / 医疗机构' },
  { value: 'hospital', label: '医院 / 卫生院' },
] as const;

export type CompanyType = (typeof COMPANY_TYPES)[number]['value'];

export const isCompanyType = (v: string): v is CompanyType => COMPANY_TYPES.some((t) => t.value === v);

export type CompanyField = 'company_type' | 'company' | 'name' | 'address' | 'phone' | 'email';

const chars = (s: string) => Array.from(s.trim()).length;

/**
 * A required text of min–max characters (Chinese counted as one each): 请输入{what} when empty, {label}须为 min–max 个字
 * otherwise. The company's and the chain's stores' names, contacts and addresses all use it.
 */
export function textLength(v: string, what: string, label: string, min: number, max: number): string | null {
  const n = chars(v);
  if (n === 0) return `请输入${what}`;
  return n < min || n > max ? `${label}须为 ${min}–${max} 个字` : null;
}

export const companyRules = (v: Record<CompanyField, string>) => ({
  company_type: isCompanyType(v.company_type) ? null : '请选择单位类型',
  company: textLength(v.company, '单位名称', '单位名称', 2, 100),
  name: textLength(v.name, '联系人姓名', '联系人姓名', 2, 20),
  address: textLength(v.address, '详细地址', '详细地址', 2, 200),
  phone: validateContactPhone(v.phone),
  email: v.email.trim() === '' ? null : validateEmail(v.email),
});
