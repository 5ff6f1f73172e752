import { Link, useLocation, useSearch } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { FORGET_STEPS } from '@/features/password-recovery/forget-rules';
import { ForgetVerifyForm } from '@/features/password-recovery/forget-verify-form';
import { href } from '@/lib/routes/paths';

/** /forget/step1 (找回密码): prove the mobile with an SMS code. */
export default function ForgetStep1Page() {
  const [, navigate] = useLocation();
  const expired = new URLSearchParams(useSearch()).get('expired');
  return (
    <AccountFrame title="找回密码" steps={FORGET_STEPS} current={1} footer={<><Link href={href('login')}>想起密码了？去登录</Link><Link href={href('register')}>没有账号？免费注册</Link></>}>
      {expired ? (
        <p className="account-field__error" role="alert">
          验证已过期，请重新获取验证码
        </p>
      ) : null}
      <ForgetVerifyForm onVerified={() => navigate(href('forget_step2'))} />
    </AccountFrame>
  );
}
