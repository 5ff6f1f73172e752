import { useRef } from 'react';
import { checkPhoneRegistered } from '@generated/endpoints/auth/auth';
import { validatePhone } from '@/domain/validation';
import { SmsCodeButton, TextField, type AccountForm } from '@/features/account-forms';
import { TAKEN_PHONE } from './register-rules';

/**
 * The mobile and its SMS code (scene register) of every way to sign up — the single store, WeChat and the chain's
 * head office. The mobile is refused at once when already registered (asked once it is well-formed and left; a late
 * answer for another number is dropped).
 */
export function PhoneCodeFields<F extends string>({ form, phoneField, codeField }: { form: AccountForm<F>; phoneField: F; codeField: F }) {
  const checkedPhone = useRef('');
  const checkTaken = (phone: string) => {
    const p = phone.trim();
    if (validatePhone(p) || checkedPhone.current === p) return;
    checkedPhone.current = p;
    checkPhoneRegistered(p, { silent: true })
      .then((res) => {
        if (res.data?.registered === 1 && checkedPhone.current === p) form.setServerError(phoneField, TAKEN_PHONE);
      })
      .catch(() => {
        checkedPhone.current = ''; // the submit checks it again
      });
  };
  return (
    <>
      <TextField
        form={form}
        name={phoneField}
        label="手机号"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="用于登录和接收审核结果"
        maxLength={11}
        onBlurCapture={(e) => checkTaken(e.currentTarget.value)}
      />
      <TextField
        form={form}
        name={codeField}
        label="短信验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="6 位验证码"
        maxLength={6}
        after={
          <SmsCodeButton
            phone={form.values[phoneField]}
            scene="register"
            onPhoneProblem={(m) => form.setServerError(phoneField, m)}
            onCodeProblem={(m) => form.setServerError(codeField, m)}
          />
        }
      />
    </>
  );
}
