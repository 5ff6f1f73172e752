import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { uploadPayReceipt } from '@generated/endpoints/pay/pay';
import type { PayReceiptResult } from '@generated/models';
import { href } from '@/lib/routes';
import { checkReceiptFile, formatFileSize, RECEIPT_ACCEPT } from '@/domain/receipt';
import { ActionKey } from '../idempotency';
import { leaveIfNeeded, readPayError, REMARK_MAX, type PayProblem } from './pay-rules';

interface Chosen {
  file: File;
  kind: 'image' | 'pdf';
  /** An object URL for an image's preview; revoked when the file changes or the form goes away. */
  url: string | null;
}

function previewUrl(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null; // no preview is better than no upload
  }
}

/** The receipt has been taken (just now, or on an earlier visit): its status and time, and where the buyer goes next. */
export function ReceiptUploaded({ statusText, uploadedAt }: { statusText: string; uploadedAt?: string }) {
  return (
    <section className="ui positive message pay-receipt-done" role="status" aria-labelledby="pay-receipt-done-title">
      <h2 id="pay-receipt-done-title" className="pay-receipt-done__title">
        回执已上传，等待财务确认
      </h2>
      <p>财务确认到账后将安排发货，确认结果可在含麻订单中查看。</p>
      <p>
        回执状态：<strong>{statusText}</strong>
        {uploadedAt ? <span className="pay-receipt-done__time">上传时间：{uploadedAt}</span> : null}
      </p>
      <p className="pay-receipt-done__links">
        <Link href={href('order_hmdd')}>含麻订单</Link>
        <Link href={href('home')}>继续购物</Link>
      </p>
    </section>
  );
}

/**
 * The transfer receipt of a 含麻 order (multipart upload). The file is checked here first (type and size, the
 * contract's rules) so a buyer on a slow line does not wait for a refusal; whatever the server refuses is said next
 * to the field it concerns, and the file and remark stay as they were so a retry needs no new choice.
 */
export function ReceiptUpload({ orderId, disabled, onUploaded }: { orderId: number; disabled: boolean; onUploaded?: () => void }) {
  const ids = useId();
  const fileId = `${ids}-file`;
  const remarkId = `${ids}-remark`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<{ file?: string; remark?: string; form?: PayProblem }>({});
  const [busy, setBusy] = useState(false);
  /** The Idempotency-Key of the current upload action, kept for its retries. */
  const uploadKey = useRef(new ActionKey());
  const [done, setDone] = useState<PayReceiptResult | null>(null);
  // A page whose Content-Security-Policy does not allow blob: images cannot show the preview: the name stays.
  const [previewBroken, setPreviewBroken] = useState(false);

  const url = chosen?.url ?? null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  const choose = (file: File | undefined) => {
    setErrors((e) => ({ ...e, file: undefined, form: undefined }));
    if (!file) return setChosen(null);
    const check = checkReceiptFile(file);
    if (!check.ok) {
      // The refused file is not kept: clearing the input lets the same file be chosen again after a fix.
      if (input.current) input.current.value = '';
      setChosen(null);
      return setErrors((e) => ({ ...e, file: check.message }));
    }
    setPreviewBroken(false);
    setChosen({ file, kind: check.kind, url: check.kind === 'image' ? previewUrl(file) : null });
  };

  const submit = async () => {
    if (busy || disabled) return;
    const text = remark.trim();
    const next: typeof errors = {};
    if (!chosen) next.file = '请选择转账回执文件（JPG、PNG 或 PDF，不超过 5 MB）';
    if (text.length > REMARK_MAX) next.remark = `备注最多 ${REMARK_MAX} 个字`;
    setErrors(next);
    if (!chosen || next.remark) return;
    setBusy(true);
    try {
      const key = uploadKey.current.headers({ orderId, file: [chosen.file.name, chosen.file.size, chosen.file.lastModified], remark: text });
      let res: Awaited<ReturnType<typeof uploadPayReceipt>>;
      try {
        res = await uploadPayReceipt(orderId, { file: chosen.file, remark: text || undefined }, key, { silent: true });
        uploadKey.current.settle();
      } catch (e) {
        uploadKey.current.settle(e);
        throw e;
      }
      setDone(res.data);
      onUploaded?.();
    } catch (e) {
      leaveIfNeeded(e);
      const p = readPayError(e);
      if (p.kind === 'cancelled') return;
      const fields = p.kind === 'other' ? p.fields : undefined;
      if (fields?.file?.[0] || fields?.remark?.[0]) setErrors({ file: fields.file?.[0], remark: fields.remark?.[0] });
      else setErrors({ form: p });
    } finally {
      setBusy(false);
    }
  };

  if (done) return <ReceiptUploaded statusText={done.receipt_status_text} uploadedAt={done.uploaded_at} />;
  return (
    <form
      className="pay-receipt"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${ids}-title`} className="pay-section-title">
        上传转账回执
      </h2>
      <div className="pay-field">
        <label htmlFor={fileId} className="pay-field__label">
          回执文件
        </label>
        {/* The native control is kept (keyboard, screen readers, drag and drop) but drawn as our own button, because
            its built-in text follows the browser's language rather than the site's. */}
        <div className="pay-file">
          <input
            ref={input}
            id={fileId}
            className="pay-file__input"
            type="file"
            accept={RECEIPT_ACCEPT}
            disabled={disabled || busy}
            aria-invalid={Boolean(errors.file)}
            aria-describedby={`${fileId}-hint`}
            onChange={(e) => choose(e.target.files?.[0])}
          />
          <label htmlFor={fileId} className="ui small basic button pay-file__button">
            选择文件
          </label>
          <span className="pay-file__name" data-testid="receipt-file-name">
            {chosen ? `${chosen.file.name}（${formatFileSize(chosen.file.size)}）` : '未选择文件'}
          </span>
        </div>
        <p id={`${fileId}-hint`} className="pay-field__hint">
          支持 JPG、PNG、PDF，文件不超过 5 MB
        </p>
        {errors.file ? (
          <p className="pay-error" role="alert">
            {errors.file}
          </p>
        ) : null}
        {chosen && chosen.kind === 'image' && chosen.url && !previewBroken ? (
          <div className="pay-preview">
            <img src={chosen.url} alt={`回执预览：${chosen.file.name}`} className="pay-preview__image" onError={() => setPreviewBroken(true)} />
          </div>
        ) : null}
        {chosen && chosen.kind === 'pdf' ? (
          <p className="pay-preview pay-preview__name">
            PDF 文件：{chosen.file.name}
          </p>
        ) : null}
      </div>
      <div className="pay-field">
        <label htmlFor={remarkId} className="pay-field__label">
          备注（选填）
        </label>
        <textarea
          id={remarkId}
          value={remark}
          rows={3}
          maxLength={REMARK_MAX}
          disabled={disabled || busy}
          placeholder="如：已通过工行对公账户转账"
          aria-invalid={Boolean(errors.remark)}
          onChange={(e) => setRemark(e.target.value)}
        />
        <p className="pay-field__hint">
          {remark.length}/{REMARK_MAX}
        </p>
        {errors.remark ? (
          <p className="pay-error" role="alert">
            {errors.remark}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <div className="pay-error" role="alert">
          {errors.form.message}
          {errors.form.kind === 'retry' ? (
            <button type="button" className="pay-link" onClick={() => void submit()}>
              重试
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className={`ui${busy ? ' loading' : ''} primary${disabled || busy ? ' disabled' : ''} button`} disabled={disabled || busy} aria-busy={busy || undefined}>
        提交回执
      </button>
    </form>
  );
}
