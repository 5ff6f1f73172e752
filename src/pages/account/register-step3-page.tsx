import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { RegisterSubmitted } from '@generated/models/registerSubmitted';
import type { RegistrantType } from '@/domain/registration-documents';
import { AccountFrame } from '@/features/account-forms/account-frame';
import { flowToken } from '@/features/account-forms/flow-token';
import { RegisterDocumentsForm, RegisterSubmittedView } from '@/features/registration/register-documents-form';
import { isCompanyType, REGISTER_STEPS } from '@/features/registration/register-rules';
import { href } from '@/lib/routes/paths';

/** /register/step3 (注册成功): the documents, then 审核中 with what happens next. */
export default function RegisterStep3Page() {
  const [, navigate] = useLocation();
  const raw = new URLSearchParams(useSearch()).get('type') ?? '';
  const type: RegistrantType = isCompanyType(raw) ? raw : 'pharmacy';
  const [token] = useState(() => flowToken.read('register', 3));
  const [expired, setExpired] = useState<string | null>(null);
  const [done, setDone] = useState<RegisterSubmitted | null>(null);
  useEffect(() => {
    if (!token && !done) navigate(href('register_step1'), { replace: true });
  }, [token, done, navigate]);
  return (
    <AccountFrame
      title={done ? '注册成功' : '上传资质'}
      steps={REGISTER_STEPS}
      current={done ? 4 : 3}
      footer={<Link href={href('login')}>{done ? '去登录' : '已有账号？去登录'}</Link>}
    >
      {done ? (
        <RegisterSubmittedView result={done} />
      ) : expired ? (
        <div role="alert" className="account-done">
          <p className="account-field__error">{expired}</p>
          <Link href={href('register_step1')}>重新开始注册</Link>
        </div>
      ) : token ? (
        <RegisterDocumentsForm token={token} type={type} onSubmitted={setDone} onExpired={setExpired} />
      ) : null}
    </AccountFrame>
  );
}
