import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { CHAIN_STEPS } from '@/features/chain-registration/chain-rules';
import { ChainHeadForm } from '@/features/chain-registration/chain-head-form';
import { href } from '@/lib/routes/paths';

/** /register/dd/step1 (多门店注册): the chain head office's account and name. */
export default function RegisterDdStep1Page() {
  const [, navigate] = useLocation();
  return (
    <AccountFrame
      title="连锁多门店注册"
      steps={CHAIN_STEPS}
      current={1}
      footer={
        <>
          <Link href={href('login')}>已有账号？去登录</Link>
          <Link href={href('register_step1')}>单体药店注册</Link>
        </>
      }
    >
      <ChainHeadForm onDone={() => navigate(href('register_dd_step2'))} />
    </AccountFrame>
  );
}
