import { useState, type FormEvent } from 'react';
import { useRegisterByWechat } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { validatePhone } from '@/domain/validation';
import { flowToken, focusFirstInvalid, reportSubmitError, useAccountForm, validateSmsCode } from '@/features/account-forms';
import { AgreementCheck, PhoneCodeFields } from '@/features/registration';
import { isApiError } from '@/lib/http';

type Field = 'phone' | 'code';
const rules = (v: Record<Field, string>) => ({ phone: validatePhone(v.phone), code: validateSmsCode(v.code) });

/** Answers of POST /api/register/wechat that mean the scan itself is no longer good: scan again. */
const SCAN_AGAIN = 40072;

interface Props {
  scene: string;
  nickname: string | null;
  /** The WeChat is bound to a mobile: the registration continues at step 2 with the token kept. */
  onDone(): void;
  /** The code was used or is unknown: back to a new QR code, with the server's reason. */
  onScanAgain(message: string): void;
}

/**
 * After the scan: the mobile (refused at once when registered) and its SMS code, and the user agreement; the WeChat
 * registration's token is then kept for the tab like step 1's, and the buyer goes on to the company (step 2).
 */
export function WechatPhoneForm({ scene, nickname, onDone, onScanAgain }: Props) {
  const form = useAccountForm<Field>({ phone: '', code: '' }, rules);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const bind = useRegisterByWechat({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.clear('register_wechat');
        flowToken.save('register', res.data.token, res.data.expires_in, 2);
        onDone();
      },
      onError: (e) => {
        if (isApiError(e) && (e.code === SCAN_AGAIN || e.status === 404)) {
          flowToken.clear('register_wechat');
          return onScanAgain(e.message);
        }
        reportSubmitError(form, e, { 40055: 'phone', 40053: 'code' });
      },
    },
  });
  const busy = bind.isPending || bind.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const ok = form.check();
    setAgreeError(!agreed);
    if (!ok) return focusFirstInvalid(form);
    if (!agreed) return;
    bind.mutate({ data: { scene, phone: form.values.phone.trim(), code: form.values.code.trim() } });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="绑定手机号">
      <p className="wechat-bound" role="status">
        <span aria-hidden="true">✓</span> 微信{nickname ? `「${nickname}」` : ''}已确认，请绑定手机号完成账号设置
      </p>
      <PhoneCodeFields form={form} phoneField="phone" codeField="code" />
      <p className="account-field__hint wechat-bound__hint">微信注册的账号使用微信扫码或短信验证码登录；如需密码登录，可稍后通过「忘记密码」设置。</p>
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
