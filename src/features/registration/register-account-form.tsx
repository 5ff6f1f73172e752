import { useState, type FormEvent } from 'react';
import { useRegisterStep1 } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { flowToken, focusFirstInvalid, reportSubmitError, useAccountForm } from '@/features/account-forms';
import { AgreementCheck } from './agreement-check';
import { PasswordFields } from './password-fields';
import { PhoneCodeFields } from './phone-code-fields';
import { accountRules, type AccountField } from './register-rules';

/**
 * /register/step1: the mobile (refused at once when already registered), its SMS code, the password twice and the
 * user agreement. On success the registration token (not the password) is kept for the next steps.
 */
export function RegisterAccountForm({ onDone }: { onDone(): void }) {
  const form = useAccountForm<AccountField>({ phone: '', code: '', password: '', password_confirmation: '' }, accountRules);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);

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
      <PhoneCodeFields form={form} phoneField="phone" codeField="code" />
      <PasswordFields form={form} passwordField="password" confirmField="password_confirmation" />
      <AgreementCheck
        agreed={agreed}
        refused={agreeError}
        onChange={(v) => {
          setAgreed(v);
          if (v) setAgreeError(false);
        }}
      />
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步
        </Button>
      </div>
    </form>
  );
}

