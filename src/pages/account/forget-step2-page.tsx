import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { flowToken } from '@/features/account-forms/flow-token';
import { ForgetResetForm } from '@/features/password-recovery/forget-reset-form';
import { FORGET_STEPS } from '@/features/password-recovery/forget-rules';
import { href } from '@/lib/routes/paths';

/** /forget/step2 (重置密码): the new password; without a valid reset token of step 1 the buyer goes back there. */
export default function ForgetStep2Page() {
  const [, navigate] = useLocation();
  const [token] = useState(() => flowToken.read('forget', 2));
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!token) navigate(`${href('forget_step1')}?expired=1`, { replace: true });
  }, [token, navigate]);
  return (
    <AccountFrame title="重置密码" steps={FORGET_STEPS} current={2} footer={<Link href={href('login')}>返回登录</Link>}>
      {expired ? (
        <div role="alert" className="account-done">
          <p className="account-field__error">{expired}</p>
          <Link href={href('forget_step1')}>重新验证手机号</Link>
        </div>
      ) : token ? (
        <ForgetResetForm token={token} onDone={() => navigate(href('forget_step3'))} onExpired={setExpired} />
      ) : null}
    </AccountFrame>
  );
}
