import { useState } from 'react';
import { useSendSmsCode } from '@generated/endpoints/auth/auth';
import type { SmsCodeFormScene } from '@generated/models/smsCodeFormScene';
import { Button } from '@/components/button/button';
import { validatePhone } from '@/domain/validation';
import { isApiError } from '@/lib/http';
import { useCountdown } from '@/components/use-countdown';

interface Props {
  phone: string;
  scene: SmsCodeFormScene;
  /** A problem with the mobile (its format, taken, unknown): shown under the mobile field. */
  onPhoneProblem(message: string): void;
  /** Any other refusal (too frequent, network): shown under the code field. */
  onCodeProblem(message: string): void;
}

/** Codes the server answers when the mobile does not fit the scene: registered (register) or unknown (forget). */
const PHONE_CODES = [40055, 40056];
const TOO_FREQUENT = 40054;

/**
 * 获取验证码: checks the mobile, asks for a code and counts down the 60 s (or the server's Retry-After) before it may
 * be asked again. Says where the code went; the refusal goes under the field it is about.
 */
export function SmsCodeButton({ phone, scene, onPhoneProblem, onCodeProblem }: Props) {
  const [left, setLeft] = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendSmsCode({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        setLeft(Math.max(1, Math.floor(res.data?.resend_after ?? 60)));
        setSentTo(typeof res.msg === 'string' && res.msg ? res.msg : '验证码已发送');
      },
      onError: (e) => {
        if (!isApiError(e) || e.kind === 'cancelled') return;
        // Too frequent: a 429 says the wait (Retry-After); an older backend's 400 with 40054 means the 60 s rule.
        if (e.kind === 'rate-limited' && e.retryAfter) setLeft(e.retryAfter);
        else if (e.code === TOO_FREQUENT) setLeft(e.retryAfter ?? 60);
        if (e.code !== undefined && PHONE_CODES.includes(e.code)) onPhoneProblem(e.message);
        else if (e.kind === 'validation' && e.fieldErrors?.phone?.[0]) onPhoneProblem(e.fieldErrors.phone[0]);
        else onCodeProblem(e.message);
      },
    },
  });
  const ask = () => {
    if (send.isPending || left > 0) return;
    const problem = validatePhone(phone);
    if (problem) return onPhoneProblem(problem);
    setSentTo(null);
    send.mutate({ data: { phone: phone.trim(), scene } });
  };
  return (
    <>
      <Button type="button" basic className="account-field__side" disabled={left > 0 || send.isPending} loading={send.isPending} onClick={ask}>
        {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
      </Button>
      <span className="account-field__status" role="status">
        {sentTo}
      </span>
    </>
  );
}
