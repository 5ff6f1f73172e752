import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { RegisterSubmitted } from '@generated/models/registerSubmitted';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { flowToken } from '@/features/account-forms/flow-token';
import { CHAIN_STEPS } from '@/features/chain-registration/chain-rules';
import { ChainConfirm, ChainSubmitted } from '@/features/chain-registration/chain-confirm';
import { href } from '@/lib/routes/paths';

/** /register/dd/step3 (注册成功): confirm the head office and stores, then 审核中 with what happens next. */
export default function RegisterDdStep3Page() {
  const [, navigate] = useLocation();
  const [token] = useState(() => flowToken.read('register_dd', 3));
  const [expired, setExpired] = useState<string | null>(null);
  const [done, setDone] = useState<RegisterSubmitted | null>(null);
  useEffect(() => {
    if (!token && !done) navigate(href('register_dd_step1'), { replace: true });
  }, [token, done, navigate]);
  return (
    <AccountFrame
      title={done ? '注册成功' : '确认提交'}
      steps={CHAIN_STEPS}
      current={done ? 4 : 3}
      footer={<Link href={href('login')}>{done ? '去登录' : '已有账号？去登录'}</Link>}
    >
      {done ? (
        <ChainSubmitted answer={done} />
      ) : expired ? (
        <div role="alert" className="account-done">
          <p className="account-field__error">{expired}</p>
          <Link href={href('register_dd_step1')}>重新开始注册</Link>
        </div>
      ) : token ? (
        <ChainConfirm token={token} onExpired={setExpired} onSubmitted={setDone} />
      ) : null}
    </AccountFrame>
  );
}
