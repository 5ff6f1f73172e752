import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { Link } from 'wouter';
import { checkPhoneRegistered, useRegisterStep1 } from '@generated/endpoints/auth/auth';
import { validatePhone } from '@/domain/validation';
import { flowToken, focusFirstInvalid, reportSubmitError, SmsCodeButton, TextField, useAccountForm } from '@/features/account-forms';
import { href } from '@/lib/routes/paths';
import { accountRules, TAKEN_PHONE, type AccountField } from './register-rules';

/**
 * /register/step1: the mobile (refused at once when already registered), its SMS code, the password twice and the
 * user agreement. On success the registration token (not the password) is kept for the next steps.
 */
export function RegisterAccountForm({ onDone }: { onDone(): void }) {
  const form = useAccountForm<AccountField>({ phone: '', code: '', password: '', password_confirmation: '' }, accountRules);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const checkedPhone = useRef('');

  /** Asks the server whether the mobile is taken once it is well-formed and left; a late answer for another number is dropped. */
  const checkTaken = (phone: string) => {
    const p = phone.trim();
    if (validatePhone(p) || checkedPhone.current === p) return;
    checkedPhone.current = p;
    checkPhoneRegistered(p, { silent: true })
      .then((res) => {
        if (res.data?.registered === 1 && checkedPhone.current === p) form.setServerError('phone', TAKEN_PHONE);
      })
      .catch(() => {
        checkedPhone.current = ''; // the submit checks it again
      });
  };

  const step1 = useRegisterStep1({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.save('register', res.data.token, res.data.expires_in, 2);
        onDone();
      },
      onError: (e) => reportSubmitError(form, e, { 40055: 'phone', 40053: 'code' }),
    },
  });
  const busy = step1.isPending || step1.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const ok = form.check();
    setAgreeError(!agreed);
    if (!ok) return focusFirstInvalid(form);
    if (!agreed) return;
    const v = form.values;
    step1.mutate({ data: { phone: v.phone.trim(), code: v.code.trim(), password: v.password, password_confirmation: v.password_confirmation } });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="设置账号">
      <TextField
        form={form}
        name="phone"
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="用于登录和接收审核结果"
        maxLength={11}
        onBlurCapture={(e) => checkTaken(e.currentTarget.value)}
      />
      <TextField
        form={form}
        name="code"
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 位验证码"
        maxLength={6}
        after={
          <SmsCodeButton
            phone={form.values.phone}
            scene="register"
            onPhoneProblem={(m) => form.setServerError('phone', m)}
            onCodeProblem={(m) => form.setServerError('code', m)}
          />
        }
      />
      <TextField form={form} name="password" label="登录密码" type="password" autoComplete="new-password" maxLength={20} hint="8–20 位，须同时包含字母和数字，不含空格" />
      <TextField form={form} name="password_confirmation" label="确认密码" type="password" autoComplete="new-password" maxLength={20} />
      <label className="account-form__check">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={agreeError && !agreed ? true : undefined}
          aria-describedby={agreeError && !agreed ? 'register-agree-error' : undefined}
          onChange={(e) => {
            setAgreed(e.target.checked);
            if (e.target.checked) setAgreeError(false);
          }}
        />
        <span>
          我已阅读并同意
          <Link href={href('help_fwbz_yhxy')} target="_blank" rel="noopener">
            《用户协议》
          </Link>
        </span>
      </label>
      {agreeError && !agreed ? (
        <p id="register-agree-error" className="account-form__check-error" role="alert">
          请阅读并同意用户协议
        </p>
      ) : null}
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步
        </Button>
      </div>
    </form>
  );
}
