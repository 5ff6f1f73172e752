import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { RegisterAccountForm } from '@/features/registration/register-account-form';
import { REGISTER_STEPS } from '@/features/registration/register-rules';
import { href } from '@/lib/routes/paths';

/** /register/step1 (注册): the account — mobile, SMS code, password, the user agreement. */
export default function RegisterStep1Page() {
  const [, navigate] = useLocation();
  return (
    <AccountFrame
      title="免费注册"
      steps={REGISTER_STEPS}
      current={1}
      footer={
        <>
          <Link href={href('login')}>已有账号？去登录</Link>
          <Link href={href('register_dd_step1')}>连锁多门店注册</Link>
          <Link href={href('register_wechat')}>微信扫码注册</Link>
        </>
      }
    >
      <RegisterAccountForm onDone={() => navigate(href('register_step2'))} />
    </AccountFrame>
  );
}
