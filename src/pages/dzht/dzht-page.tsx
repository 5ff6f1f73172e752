import { useEffect, useState } from 'react';
import { Button } from '@/components/button/button';
import { Message } from '@/components/message/message';
import { Link } from 'wouter';
import { getEContract, signEContract } from '@generated/endpoints/e-contract/e-contract';
import type { EContract } from '@generated/models';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html/safe-html';
import { isApiError } from '@/lib/http';
import { href } from '@/lib/routes';
import './dzht.css';

type Load = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; eContract: EContract };

/** The signer's name as the e-contract asks: 2–20 characters after trimming. */
function signerProblem(name: string): string | null {
  const n = name.trim().length;
  if (n < 2) return '请输入签署人姓名（至少 2 个字）';
  if (n > 20) return '签署人姓名最多 20 个字';
  return null;
}

/**
 * /dzht, the e-contract: any buying call answered 459 (no signed e-contract) leads here. The body is server HTML, so it goes through SafeHtml; signing
 * sends agree=1 and the signer's name (EContractSignForm). Once signed, buying works again.
 */
export default function DzhtPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [agree, setAgree] = useState(false);
  const [signer, setSigner] = useState('');
  const [errors, setErrors] = useState<{ agree?: string; signer?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [justSigned, setJustSigned] = useState<string | null>(null);
  // Each 重新加载 is one more attempt.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    getEContract()
      .then((res) => live && setLoad({ state: 'ready', eContract: res.data }))
      .catch((error: unknown) => live && setLoad({ state: 'error', error }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const submit = async () => {
    const next = { agree: agree ? undefined : '请阅读并同意电子合同条款', signer: signerProblem(signer) ?? undefined };
    setErrors(next);
    if (next.agree || next.signer) return;
    setBusy(true);
    try {
      const res = await signEContract({ agree: 1, signer: signer.trim() });
      setLoad({ state: 'ready', eContract: res.data });
      setJustSigned(res.msg || '签署成功，您现在可以采购了');
    } catch (e) {
      const fields = isApiError(e) ? e.fieldErrors : undefined;
      setErrors({ agree: fields?.agree?.[0], signer: fields?.signer?.[0], form: fields ? undefined : e instanceof Error ? e.message : '签署失败' });
    } finally {
      setBusy(false);
    }
  };

  if (load.state !== 'ready') {
    const loading = load.state === 'loading';
    return (
      <div className="dzht">
        <QueryState
          query={{ isPending: loading, isError: !loading, isFetching: loading, error: load.state === 'error' ? load.error : undefined, refetch: () => setAttempt((n) => n + 1) }}
          loadingText="加载中..."
          failText="电子合同加载失败。"
        />
      </div>
    );
  }
  const c = load.eContract;
  const signed = c.is_signed === 1;
  return (
    <article className="dzht" aria-labelledby="dzht-title">
      <h1 id="dzht-title" className="dzht__title">{c.title}</h1>
      <p className="dzht__meta">
        版本 {c.version}
        {signed ? ` · 已由 ${c.signer ?? ''} 于 ${c.signed_at ?? ''} 签署` : ' · 未签署'}
      </p>
      <SafeHtml className="dzht__body" html={c.content} label="合同正文" />
      {signed ? (
        <Message positive className="dzht__done" role="status">
          <Message.Header>{justSigned ?? '您已签署当前版本电子合同'}</Message.Header>
          <p>
            <Link href={href('cart')}>返回购物车</Link>{' '}<Link href={href('home')}>返回首页继续采购</Link>
          </p>
        </Message>
      ) : (
        <form
          className="dzht__form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label>
              <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} aria-invalid={Boolean(errors.agree)} /> 我已阅读并同意以上电子合同条款
            </label>
            {errors.agree ? <p className="dzht__error" role="alert">{errors.agree}</p> : null}
          </div>
          <div className="field">
            <label htmlFor="dzht-signer">签署人姓名</label>{' '}
            <input id="dzht-signer" value={signer} maxLength={20} onChange={(e) => setSigner(e.target.value)} aria-invalid={Boolean(errors.signer)} />
            {errors.signer ? <p className="dzht__error" role="alert">{errors.signer}</p> : null}
          </div>
          {errors.form ? <p className="dzht__error" role="alert">{errors.form}</p> : null}
          <Button primary type="submit" loading={busy} disabled={busy}>
            同意并签署
          </Button>
        </form>
      )}
    </article>
  );
}
