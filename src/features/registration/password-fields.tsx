import { TextField, type AccountForm } from '@/features/account-forms';

/** 登录密码 and 确认密码 by the contract's rule, for the single store's account and the chain head office's. */
export function PasswordFields<F extends string>({ form, passwordField, confirmField }: { form: AccountForm<F>; passwordField: F; confirmField: F }) {
  return (
    <>
      <TextField form={form} name={passwordField} label="登录密码" type="password" autoComplete="new-password" maxLength={20} hint="8–20 位，须同时包含字母和数字，不含空格" />
      <TextField form={form} name={confirmField} label="确认密码" type="password" autoComplete="new-password" maxLength={20} />
    </>
  );
}
