import { useState, type FormEvent } from 'react';
import { useChangePassword } from '@generated/endpoints/user/user';
import { Button } from '@/components/button/button';
import { focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { passwordRules, type PasswordField } from './basic-rules';

/** 修改密码: the current password and the new one twice; other devices are logged out by the server. */
export function PasswordForm() {
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  return <PasswordFields key={round} saved={saved} onSaved={(m) => { setSaved(m); setRound((r) => r + 1); }} onEdit={() => setSaved(null)} />;
}

function PasswordFields({ saved, onSaved, onEdit }: { saved: string | null; onSaved(message: string): void; onEdit(): void }) {
  const form = useAccountForm<PasswordField>({ old_password: '', password: '', password_confirmation: '' }, passwordRules);
  const change = useChangePassword({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => onSaved(res.msg || '密码修改成功'),
      onError: (e) => reportSubmitError(form, e, { 40058: 'old_password', 40059: 'password' }),
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    onEdit();
    if (!form.check()) return focusFirstInvalid(form);
    change.mutate({ data: form.values });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="修改密码">
      <TextField form={form} name="old_password" label="原密码" type="password" autoComplete="current-password" maxLength={20} />
      <TextField form={form} name="password" label="新密码" type="password" autoComplete="new-password" maxLength={20} hint="8–20 位，须同时包含字母和数字，不含空格" />
      <TextField form={form} name="password_confirmation" label="确认新密码" type="password" autoComplete="new-password" maxLength={20} />
      <div className="account-form__actions">
        <Button type="submit" primary loading={change.isPending} disabled={change.isPending}>
          修改密码
        </Button>
        <span className="basic-saved" role="status">
          {saved ? `${saved}，其他设备上的登录已退出` : null}
        </span>
      </div>
    </form>
  );
}
