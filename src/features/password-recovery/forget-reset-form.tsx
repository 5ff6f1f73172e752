import type { FormEvent } from 'react';
import { useForgetPasswordStep2 } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { flowToken, focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { isApiError } from '@/lib/http';
import { resetRules, type ResetField } from './forget-rules';

interface Props {
  token: string;
  onDone(): void;
  /** The reset token is no longer valid: back to step 1. */
  onExpired(message: string): void;
}

/** /forget/step2: the new password twice, sent with the reset token of step 1. */
export function ForgetResetForm({ token, onDone, onExpired }: Props) {
  const form = useAccountForm<ResetField>({ password: '', password_confirmation: '' }, resetRules);
  const reset = useForgetPasswordStep2({
    request: { silent: true },
    mutation: {
      onSuccess: () => {
        flowToken.clear('forget');
        onDone();
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 40060) {
          flowToken.clear('forget');
          return onExpired(e.message);
        }
        reportSubmitError(form, e);
      },
    },
  });
  const busy = reset.isPending || reset.isSuccess;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!form.check()) return focusFirstInvalid(form);
    reset.mutate({ data: { token, ...form.values } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="设置新密码">
      <TextField form={form} name="password" label="新密码" type="password" autoComplete="new-password" maxLength={20} hint="8–20 位，须同时包含字母和数字，不含空格" />
      <TextField form={form} name="password_confirmation" label="确认新密码" type="password" autoComplete="new-password" maxLength={20} />
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          确认修改
        </Button>
      </div>
    </form>
  );
}
