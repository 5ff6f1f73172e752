import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useLoginByPassword, useLoginBySms, useSendSmsCode } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { validatePhone } from '@/domain/validation';
import { isApiError, waitText } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { useCountdown } from '@/components/use-countdown';
import { completeLogin } from './login-flag';
import './session.css';

type Mode = 'password' | 'sms';

interface Props {
  /** Already validated by loginReturnPath: where the full-page load goes after logging in. */
  returnPath: string;
}

const CODE_RE = /^\d{6}$/;

/** The /login form: account and password, or mobile and SMS code (both in the contract). */
export function LoginForm({ returnPath }: Props) {
  const [mode, setMode] = useState<Mode>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resendLeft, setResendLeft] = useCountdown();
  // After a 429 (too many logins, or the account locked after 5 wrong passwords): the wait, said in Chinese.
  const [loginWait, setLoginWait] = useCountdown();
  const id = useId();

  /** A 429 says how long to wait (Retry-After); the form says it under the fields and counts it down. */
  const onRateLimit = (e: unknown, wait: (seconds: number) => void): void => {
    if (!isApiError(e) || e.kind !== 'rate-limited') return;
    setError(e.message);
    if (e.retryAfter) wait(e.retryAfter);
  };
  const done = { onSuccess: () => completeLogin(returnPath), onError: (e: unknown) => onRateLimit(e, setLoginWait) };
  const byPassword = useLoginByPassword({ mutation: done });
  const bySms = useLoginBySms({ mutation: done });
  const sendCode = useSendSmsCode({
    mutation: {
      onSuccess: (res) => setResendLeft(Math.max(1, Math.floor(res.data?.resend_after ?? 60))),
      onError: (e) => onRateLimit(e, setResendLeft),
    },
  });
  const pending = byPassword.isPending || bySms.isPending || byPassword.isSuccess || bySms.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (mode === 'password') {
      if (!username.trim()) return setError('请输入账号或手机号');
      if (!password) return setError('请输入密码');
      byPassword.mutate({ data: { username: username.trim(), password } });
    } else {
      const phoneError = validatePhone(phone);
      if (phoneError) return setError(phoneError);
      if (!CODE_RE.test(code.trim())) return setError('请输入 6 位短信验证码');
      bySms.mutate({ data: { phone: phone.trim(), code: code.trim() } });
    }
  };

  const askCode = () => {
    setError(null);
    const phoneError = validatePhone(phone);
    if (phoneError) return setError(phoneError);
    sendCode.mutate({ data: { phone: phone.trim(), scene: 'login' } });
  };

  const tab = (m: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-tab-${m}`}
      aria-selected={mode === m}
      aria-controls={`${id}-panel`}
      tabIndex={mode === m ? 0 : -1}
      className={`login-form__tab${mode === m ? ' is-active' : ''}`}
      onClick={() => {
        setMode(m);
        setError(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
          const next: Mode = m === 'password' ? 'sms' : 'password';
          setMode(next);
          document.getElementById(`${id}-tab-${next}`)?.focus();
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <section className="login-form" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="login-form__title">会员登录</h1>
      <div role="tablist" aria-label="登录方式" className="login-form__tabs">
        {tab('password', '账号登录')}
        {tab('sms', '短信登录')}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`}>
        <form onSubmit={submit} noValidate aria-label={mode === 'password' ? '账号登录' : '短信登录'}>
          {mode === 'password' ? (
            <>
              <label className="login-form__field">
                <span>账号</span>
                <input name="username" autoComplete="username" placeholder="账号 / 手机号" value={username} onChange={(e) => setUsername(e.target.value)} maxLength={50} />
              </label>
              <label className="login-form__field">
                <span>密码</span>
                <input name="password" type="password" autoComplete="current-password" placeholder="请输入密码" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={50} />
              </label>
            </>
          ) : (
            <>
              <label className="login-form__field">
                <span>手机号</span>
                <input name="phone" inputMode="numeric" autoComplete="tel" placeholder="注册手机号" value={phone} onChange={(e) => setPhone(e.target.value)} maxLength={11} />
              </label>
              <div className="login-form__field login-form__code">
                <label htmlFor={`${id}-code`}>验证码</label>
                <input id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" placeholder="6 位验证码" value={code} onChange={(e) => setCode(e.target.value)} maxLength={6} />
                <Button type="button" basic disabled={resendLeft > 0 || sendCode.isPending} onClick={askCode}>
                  {resendLeft > 0 ? `${resendLeft}秒后重新获取` : '获取验证码'}
                </Button>
              </div>
            </>
          )}
          <p className="login-form__error" role="alert">{error}</p>
          <Button type="submit" primary fluid loading={pending} disabled={pending || loginWait > 0}>
            {loginWait > 0 ? `请 ${waitText(loginWait)}后再试` : '登录'}
          </Button>
        </form>
      </div>
      <p className="login-form__links">
        <Link href={href('forget_step1')}>忘记密码</Link>
        <Link href={href('register')}>免费注册</Link>
      </p>
    </section>
  );
}
