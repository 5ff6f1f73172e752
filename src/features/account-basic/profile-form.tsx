import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { getGetUserBaseQueryKey, useUpdateUserInfo } from '@generated/endpoints/user/user';
import { Button } from '@/components/button/button';
import { focusFirstInvalid, reportSubmitError, SmsCodeButton, TextField, useAccountForm } from '@/features/account-forms';
import { profileRules, type ProfileField } from './basic-rules';

interface Props {
  company: string;
  username: string;
  name: string;
  phone: string;
}

/** 基本信息: the contact's name and mobile (a new mobile is proved with a code sent to it). */
export function ProfileForm({ company, username, name, phone }: Props) {
  const [savedPhone, setSavedPhone] = useState(phone);
  const rules = useMemo(() => profileRules(savedPhone), [savedPhone]);
  const form = useAccountForm<ProfileField>({ name, phone, code: '' }, rules);
  const [saved, setSaved] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const update = useUpdateUserInfo({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        setSaved(res.msg || '保存成功');
        setSavedPhone(res.data?.phone ?? form.values.phone.trim());
        form.set('code', '');
        void queryClient.invalidateQueries({ queryKey: getGetUserBaseQueryKey() });
      },
      onError: (e) => reportSubmitError(form, e, { 40055: 'phone', 40053: 'code' }),
    },
  });
  const changing = form.values.phone.trim() !== savedPhone;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    setSaved(null);
    if (!form.check()) return focusFirstInvalid(form);
    const v = form.values;
    update.mutate({ data: { name: v.name.trim(), phone: v.phone.trim(), ...(changing ? { code: v.code.trim() } : {}) } });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="基本信息">
      <dl className="basic-facts">
        <div>
          <dt>单位名称</dt>
          <dd>{company || '—'}</dd>
        </div>
        <div>
          <dt>登录账号</dt>
          <dd>{username || '—'}</dd>
        </div>
      </dl>
      <TextField form={form} name="name" label="联系人" autoComplete="name" maxLength={20} />
      <TextField form={form} name="phone" label="手机号" inputMode="numeric" autoComplete="tel" maxLength={11} hint="更换手机号需验证新手机号" />
      {changing ? (
        <TextField
          form={form}
          name="code"
          label="新手机验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          after={
            <SmsCodeButton
              phone={form.values.phone}
              scene="bind"
              onPhoneProblem={(m) => form.setServerError('phone', m)}
              onCodeProblem={(m) => form.setServerError('code', m)}
            />
          }
        />
      ) : null}
      <div className="account-form__actions">
        <Button type="submit" primary loading={update.isPending} disabled={update.isPending}>
          保存
        </Button>
        <span className="basic-saved" role="status">
          {saved}
        </span>
      </div>
    </form>
  );
}
