import type { FormEvent } from 'react';
import { useForgetPasswordStep1 } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { flowToken, focusFirstInvalid, reportSubmitError, SmsCodeButton, TextField, useAccountForm } from '@/features/account-forms';
import { verifyRules, type VerifyField } from './forget-rules';

/** /forget/step1: the registered mobile and its SMS code; on success the reset token is kept for step 2. */
export function ForgetVerifyForm({ onVerified }: { onVerified(): void }) {
  const form = useAccountForm<VerifyField>({ phone: '', code: '' }, verifyRules);
  const verify = useForgetPasswordStep1({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.save('forget', res.data.token, res.data.expires_in ?? 900, 2);
        onVerified();
      },
      onError: (e) => reportSubmitError(form, e, { 40056: 'phone', 40053: 'code' }),
    },
  });
  const busy = verify.isPending || verify.isSuccess;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!form.check()) return focusFirstInvalid(form);
    verify.mutate({ data: { phone: form.values.phone.trim(), code: form.values.code.trim() } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="验证手机号">
      <TextField form={form} name="phone" label="手机号" inputMode="numeric" autoComplete="tel" placeholder="注册时使用的手机号" maxLength={11} />
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
            scene="forget"
            onPhoneProblem={(m) => form.setServerError('phone', m)}
            onCodeProblem={(m) => form.setServerError('code', m)}
          />
        }
      />
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步
        </Button>
      </div>
    </form>
  );
}
