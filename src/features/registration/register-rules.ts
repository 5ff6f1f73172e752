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

export const companyRules = (v: Record<CompanyField, string>) => ({
  company_type: isCompanyType(v.company_type) ? null : '请选择单位类型',
  company: chars(v.company) === 0 ? '请输入单位名称' : chars(v.company) < 2 || chars(v.company) > 100 ? '单位名称须为 2–100 个字' : null,
  name: chars(v.name) === 0 ? '请输入联系人姓名' : chars(v.name) < 2 || chars(v.name) > 20 ? '联系人姓名须为 2–20 个字' : null,
  address: chars(v.address) === 0 ? '请输入详细地址' : chars(v.address) < 2 || chars(v.address) > 200 ? '详细地址须为 2–200 个字' : null,
  phone: validateContactPhone(v.phone),
  email: v.email.trim() === '' ? null : validateEmail(v.email),
});
