import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { flowToken } from '@/features/account-forms/flow-token';
import { RegisterCompanyForm } from '@/features/registration/register-company-form';
import { REGISTER_STEPS } from '@/features/registration/register-rules';
import { href } from '@/lib/routes/paths';

/** /register/step2 (填写资料): the company; without the token of step 1 the buyer starts again there. */
export default function RegisterStep2Page() {
  const [, navigate] = useLocation();
  const [token] = useState(() => flowToken.read('register', 2));
  const [expired, setExpired] = useState<string | null>(null);
  useEffect(() => {
    if (!token) navigate(href('register_step1'), { replace: true });
  }, [token, navigate]);
  return (
    <AccountFrame title="填写企业信息" steps={REGISTER_STEPS} current={2} footer={<Link href={href('login')}>已有账号？去登录</Link>}>
      {expired ? (
        <div role="alert" className="account-done">
          <p className="account-field__error">{expired}</p>
          <Link href={href('register_step1')}>重新开始注册</Link>
        </div>
      ) : token ? (
        <RegisterCompanyForm
          token={token}
          onDone={(type) => navigate(`${href('register_step3')}?type=${type}`)}
          onExpired={(m) => setExpired(m)}
        />
      ) : null}
    </AccountFrame>
  );
}
