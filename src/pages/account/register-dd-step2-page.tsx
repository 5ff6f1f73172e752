import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { flowToken } from '@/features/account-forms/flow-token';
import { CHAIN_STEPS } from '@/features/chain-registration/chain-rules';
import { ChainStoresForm } from '@/features/chain-registration/chain-stores-form';
import { href } from '@/lib/routes/paths';

/** /register/dd/step2 (填写资料): the chain's stores; without the head office's token the chain starts at step 1. */
export default function RegisterDdStep2Page() {
  const [, navigate] = useLocation();
  const [token] = useState(() => flowToken.read('register_dd', 2));
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!token) navigate(href('register_dd_step1'), { replace: true });
  }, [token, navigate]);
  return (
    <AccountFrame title="添加门店" steps={CHAIN_STEPS} current={2} footer={<Link href={href('login')}>已有账号？去登录</Link>}>
      {expired ? (
        <div role="alert" className="account-done">
          <p className="account-field__error">{expired}</p>
          <Link href={href('register_dd_step1')}>重新开始注册</Link>
        </div>
      ) : token ? (
        <ChainStoresForm token={token} onDone={() => navigate(href('register_dd_step3'))} onExpired={setExpired} />
      ) : null}
    </AccountFrame>
  );
}
