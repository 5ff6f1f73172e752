import './chain-registration.css';
import { useState, type FormEvent } from 'react';
import { useRegisterMultiStoreStep1 } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { flowToken, focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { PasswordFields, PhoneCodeFields } from '@/features/registration';
import { chainDraft, headRules, type HeadField } from './chain-rules';

/**
 * /register/dd/step1: the head office's account — the mobile (refused at once when registered), its SMS code and the
 * password twice, as a single store's — and the head office itself (单位类型 连锁药店 总部, its name and contact).
 * On success the token is kept for the tab, with the name and contact (never the password).
 */
export function ChainHeadForm({ onDone }: { onDone(): void }) {
  const [draft] = useState(() => chainDraft.read());
  const form = useAccountForm<HeadField>({ phone: '', code: '', password: '', password_confirmation: '', company: draft.company, name: draft.name }, headRules);
  const step1 = useRegisterMultiStoreStep1({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.save('register_dd', res.data.token, res.data.expires_in, 2);
        chainDraft.save({ company: form.values.company.trim(), name: form.values.name.trim() });
        onDone();
      },
      onError: (e) => reportSubmitError(form, e, { 40055: 'phone', 40053: 'code', 40073: 'company' }),
    },
  });
  const busy = step1.isPending || step1.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!form.check()) return focusFirstInvalid(form);
    const v = form.values;
    step1.mutate({
      data: {
        phone: v.phone.trim(),
        code: v.code.trim(),
        password: v.password,
        password_confirmation: v.password_confirmation,
        company: v.company.trim(),
        name: v.name.trim(),
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="总部账号">
      <div className="account-field">
        <span className="account-field__label">单位类型</span>
        <div className="account-field__control">
          <p className="chain-type">连锁药店（总部）</p>
        </div>
      </div>
      <TextField form={form} name="company" label="总部单位名称" maxLength={100} placeholder="与总部营业执照一致" autoComplete="organization" />
      <TextField form={form} name="name" label="联系人" maxLength={20} autoComplete="name" />
      <PhoneCodeFields form={form} phoneField="phone" codeField="code" />
      <PasswordFields form={form} passwordField="password" confirmField="password_confirmation" />
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步：添加门店
        </Button>
      </div>
    </form>
  );
}
