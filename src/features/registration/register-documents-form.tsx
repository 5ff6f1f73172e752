import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRegisterStep3 } from '@generated/endpoints/auth/auth';
import type { RegisterStep3Form } from '@generated/models/registerStep3Form';
import type { RegisterSubmitted } from '@generated/models/registerSubmitted';
import { Button } from '@/components/button/button';
import { formatBeijingDate } from '@/domain/datetime';
import { qualificationTypeName, type QualificationType } from '@/domain/qualifications';
import { expiryOptional, expiryProblem, requiredDocuments, type RegistrantType } from '@/domain/registration-documents';
import { checkUploadFile, formatFileSize, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, type UploadProblem } from '@/domain/upload';
import { flowToken } from '@/features/account-forms';
import { isApiError, presentError } from '@/lib/http';

interface Doc {
  file: File | null;
  preview: string | null;
  kind: 'image' | 'pdf' | null;
  fileError: string | null;
  expiry: string;
  expiryError: string | null;
}

const EMPTY: Doc = { file: null, preview: null, kind: null, fileError: null, expiry: '', expiryError: null };

const UPLOAD_TEXT: Record<UploadProblem, string> = {
  format: '仅支持 JPG、PNG 或 PDF 格式',
  empty: '文件是空的，请重新选择',
  too_large: `文件不能超过 ${formatFileSize(UPLOAD_MAX_BYTES)}`,
};

interface Props {
  token: string;
  type: RegistrantType;
  onSubmitted(result: RegisterSubmitted): void;
  onExpired(message: string): void;
}

type DocKey = 'business_license' | 'drug_trade_license' | 'medical_institution_license' | 'purchase_authorization';

/**
 * /register/step3: the documents the company type needs, each a file (JPG, PNG or PDF up to 5 MB, previewed) and its
 * expiry date. A refused file or date is said under its document and nothing chosen is lost.
 */
export function RegisterDocumentsForm({ token, type, onSubmitted, onExpired }: Props) {
  const docs = requiredDocuments(type) as readonly DocKey[];
  const [state, setState] = useState<Record<string, Doc>>(() => Object.fromEntries(docs.map((d) => [d, EMPTY])));
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);
  const today = formatBeijingDate(Date.now());

  const patch = (key: string, next: Partial<Doc>) => setState((s) => ({ ...s, [key]: { ...(s[key] ?? EMPTY), ...next } }));
  const checkExpiry = (key: QualificationType, day: string) => expiryProblem(day, today, qualificationTypeName(key), expiryOptional(key));

  const choose = (key: DocKey, file: File | undefined) => {
    if (!file) return;
    const check = checkUploadFile(file);
    if (!check.ok) return patch(key, { fileError: `${qualificationTypeName(key)}：${UPLOAD_TEXT[check.problem]}` });
    const preview = check.kind === 'image' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    if (preview) urls.current.push(preview);
    patch(key, { file, preview, kind: check.kind, fileError: null });
  };

  const submit3 = useRegisterStep3({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.clear('register');
        onSubmitted(res.data);
      },
      onError: (e) => {
        if (!isApiError(e) || e.kind === 'cancelled') return;
        if (e.code === 40057) {
          flowToken.clear('register');
          return onExpired(e.message);
        }
        if (e.kind === 'validation' && e.fieldErrors) {
          for (const [field, messages] of Object.entries(e.fieldErrors)) {
            const m = /^(.*)_valid_until$/.exec(field);
            if (m && docs.includes(m[1] as DocKey)) patch(m[1]!, { expiryError: messages[0] ?? null });
            else if (docs.includes(field as DocKey)) patch(field, { fileError: messages[0] ?? null });
          }
        }
        presentError(e);
      },
    },
  });
  const busy = submit3.isPending || submit3.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    let ok = true;
    const next = { ...state };
    for (const key of docs) {
      const d = next[key] ?? EMPTY;
      const fileError = d.file ? d.fileError : `请上传${qualificationTypeName(key)}`;
      const expiryError = checkExpiry(key, d.expiry);
      if (fileError || expiryError) ok = false;
      next[key] = { ...d, fileError, expiryError };
    }
    setState(next);
    if (!ok) {
      const first = docs.find((k) => next[k]?.fileError || next[k]?.expiryError);
      if (first) setTimeout(() => document.getElementById(next[first]?.fileError ? `doc-${first}` : `doc-${first}-expiry`)?.focus(), 0);
      return;
    }
    const form: RegisterStep3Form = { token, business_license: next.business_license!.file!, purchase_authorization: next.purchase_authorization!.file! };
    for (const key of docs) {
      const d = next[key]!;
      if (key === 'drug_trade_license' || key === 'medical_institution_license') form[key] = d.file!;
      if (d.expiry.trim()) form[`${key}_valid_until`] = d.expiry.trim();
    }
    submit3.mutate({ data: form });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="上传资质">
      <p className="doc-intro">请上传以下证件的清晰照片或扫描件（JPG、PNG 或 PDF，每个不超过 5 MB），并填写有效期。</p>
      <ul className="doc-list">
        {docs.map((key) => {
          const d = state[key] ?? EMPTY;
          const name = qualificationTypeName(key);
          const noteId = `doc-${key}-note`;
          return (
            <li key={key} className="doc-card">
              <div className="doc-card__preview" aria-hidden={d.file ? undefined : true}>
                {d.preview ? <img src={d.preview} alt={`${name}预览`} /> : d.file ? <span className="doc-card__pdf">PDF</span> : <span className="doc-card__empty">未上传</span>}
              </div>
              <div className="doc-card__body">
                <h2 className="doc-card__name">{name}</h2>
                <label className="ui basic button doc-card__pick">
                  {d.file ? '重新选择' : '选择文件'}
                  <input
                    id={`doc-${key}`}
                    className="visually-hidden"
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    aria-label={`${name}文件`}
                    aria-invalid={d.fileError ? true : undefined}
                    aria-describedby={d.fileError ? noteId : undefined}
                    onChange={(e) => {
                      choose(key, e.target.files?.[0]);
                      e.target.value = '';
                    }}
                  />
                </label>
                {d.file ? (
                  <span className="doc-card__file">
                    {d.file.name}（{formatFileSize(d.file.size)}）
                  </span>
                ) : null}
                {d.fileError ? (
                  <p id={noteId} className="account-field__error" role="alert">
                    {d.fileError}
                  </p>
                ) : null}
                <label className="doc-card__expiry">
                  有效期至{expiryOptional(key) ? '（长期有效可不填）' : ''}
                  <input
                    id={`doc-${key}-expiry`}
                    type="date"
                    min={today}
                    value={d.expiry}
                    aria-invalid={d.expiryError ? true : undefined}
                    aria-describedby={d.expiryError ? `${noteId}-expiry` : undefined}
                    onChange={(e) => patch(key, { expiry: e.target.value, expiryError: null })}
                    onBlur={(e) => patch(key, { expiryError: checkExpiry(key, e.target.value) })}
                  />
                </label>
                {d.expiryError ? (
                  <p id={`${noteId}-expiry`} className="account-field__error" role="alert">
                    {d.expiryError}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          提交审核
        </Button>
      </div>
    </form>
  );
}

/** What happens after a single store's registration. */
const SINGLE_STORE_NEXT = [
  '平台审核您上传的资质证件，审核结果以短信和站内消息通知。',
  '审核期间可登录浏览商品、查看价格；审核通过后即可下单采购。',
  '如证件未通过，可在「会员中心 → 资质证件」查看原因并重新上传。',
] as const;

/** 审核中: what was submitted and what happens next. */
export function RegisterSubmittedView({ result, accountLabel = '登录账号', next = SINGLE_STORE_NEXT }: { result: RegisterSubmitted; accountLabel?: string; next?: readonly string[] }) {
  return (
    <div className="account-done" role="status">
      <div className="account-done__icon" aria-hidden="true">✓</div>
      <p className="account-done__title">注册资料已提交，审核中</p>
      <p>
        {accountLabel}：<strong>{result.username}</strong>（也可使用手机号登录）
        {typeof result.store_count === 'number' ? `，共 ${result.store_count} 家门店` : ''}
      </p>
      <p>{result.review_hint}</p>
      <ol className="doc-next">
        {next.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ol>
    </div>
  );
}
