import './chain-registration.css';
import { useState } from 'react';
import { Link } from 'wouter';
import { useRegisterMultiStoreStep3 } from '@generated/endpoints/auth/auth';
import type { RegisterSubmitted } from '@generated/models/registerSubmitted';
import { Button } from '@/components/button/button';
import { flowToken } from '@/features/account-forms';
import { AgreementCheck, RegisterSubmittedView } from '@/features/registration';
import { isApiError, presentError } from '@/lib/http';
import { href } from '@/lib/routes/paths';
import { chainDraft } from './chain-rules';

interface Props {
  token: string;
  onExpired(message: string): void;
  /** The registration went in: the page shows 审核中 (the token and the draft are gone). */
  onSubmitted(answer: RegisterSubmitted): void;
}

/** /register/dd/step3: what is submitted — the head office and every store — the user agreement, then 提交注册. */
export function ChainConfirm({ token, onExpired, onSubmitted }: Props) {
  const [draft] = useState(() => chainDraft.read());
  const [agreed, setAgreed] = useState(false);
  const [refused, setRefused] = useState(false);
  const step3 = useRegisterMultiStoreStep3({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.clear('register_dd');
        chainDraft.clear();
        onSubmitted(res.data);
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 40057) {
          flowToken.clear('register_dd');
          return onExpired(e.message);
        }
        presentError(e);
      },
    },
  });
  const busy = step3.isPending || step3.isSuccess;
  const submit = () => {
    if (busy) return;
    setRefused(!agreed);
    if (!agreed) return;
    step3.mutate({ data: { token, agree: 1 } });
  };
  return (
    <form
      aria-label="确认提交"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <section className="chain-summary" aria-labelledby="chain-head-title">
        <h2 id="chain-head-title" className="chain-summary__title">
          总部
        </h2>
        <dl className="chain-summary__facts">
          <div>
            <dt>单位名称</dt>
            <dd>{draft.company || '（见第一步）'}</dd>
          </div>
          <div>
            <dt>单位类型</dt>
            <dd>连锁药店（总部）</dd>
          </div>
          <div>
            <dt>联系人</dt>
            <dd>{draft.name || '（见第一步）'}</dd>
          </div>
        </dl>
      </section>
      <section className="chain-summary" aria-labelledby="chain-stores-title">
        <h2 id="chain-stores-title" className="chain-summary__title">
          门店（{draft.stores.length} 家）
        </h2>
        <ol className="chain-summary__stores">
          {draft.stores.map((s) => (
            <li key={s.key}>
              <strong>{s.name}</strong>
              <span>
                {s.contact} · {s.phone}
              </span>
              <span>
                {s.province}
                {s.city}
                {s.district}
                {s.address}
              </span>
            </li>
          ))}
        </ol>
        <p className="account-field__hint">
          需要修改门店？<Link href={href('register_dd_step2')}>返回上一步</Link>
        </p>
      </section>
      <AgreementCheck
        agreed={agreed}
        refused={refused}
        onChange={(v) => {
          setAgreed(v);
          if (v) setRefused(false);
        }}
        id="chain-agree-error"
      />
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          提交注册
        </Button>
      </div>
    </form>
  );
}

/** What a chain does after submitting. */
const CHAIN_NEXT = [
  '使用总部账号登录，在「多门店管理」中切换到各门店；',
  '在「资质证件」中上传该门店的营业执照、药品经营许可证等，平台审核后以短信和站内消息通知；',
  '审核通过的门店即可下单采购。',
] as const;

/** 审核中: the account exists and waits for the platform's review; what the chain does next. */
export function ChainSubmitted({ answer }: { answer: RegisterSubmitted }) {
  return <RegisterSubmittedView result={answer} accountLabel="总部登录账号" next={CHAIN_NEXT} />;
}
