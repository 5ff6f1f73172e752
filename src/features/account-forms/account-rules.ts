const CODE_RE = /^\d{6}$/;

/** A 6-digit SMS code. */
export function validateSmsCode(v: string): string | null {
  const s = v.trim();
  if (s === '') return '请输入短信验证码';
  return CODE_RE.test(s) ? null : '请输入 6 位数字验证码';
}

/** The second password must equal the first. */
export function validateConfirmation(password: string, again: string): string | null {
  if (again === '') return '请再次输入密码';
  return again === password ? null : '两次输入的密码不一致';
}
