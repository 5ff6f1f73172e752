import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { uploadAfterSalesImage, useApplyOrderAfterSales } from '@generated/endpoints/order/order';
import type { AfterSalesType, OrderDetail } from '@generated/models';
import { Money } from '@/components/money/money';
import { returnableNumber, returnProblem } from '@/domain/after-sales';
import { checkUploadFile, UPLOAD_ACCEPT } from '@/domain/upload';
import { href } from '@/lib/routes';
import { useStores } from '@/stores';
import { AFTER_SALES_PHOTOS_MAX, AFTER_SALES_REASONS, AFTER_SALES_TYPES, leaveIfNeeded, readOrderError, refundDestination } from '../order-rules';

const DESCRIPTION_MAX = 500;
const PHOTO_REFUSAL = { format: '照片须为 JPG、PNG 或 PDF 格式', empty: '所选文件为空，请重新选择', too_large: '照片不能超过 5 MB' } as const;

interface Photo {
  url: string;
  name: string;
  /** An image is shown; a PDF by its name. */
  image: boolean;
}

/**
 * 申请售后 on a received order: the lines with how many of each (at most what was bought minus what earlier
 * applications took — src/domain/after-sales.ts), the type, reason, description and up to five photos (the one
 * upload rule). More than one application per order: each takes what is left.
 */
export function AfterSalesApply({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { ui } = useStores();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const lines = order.lines.map((l) => ({ line: l, left: returnableNumber(l.number, l.returned_number ?? 0) }));
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [type, setType] = useState<AfterSalesType>(2);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const apply = useApplyOrderAfterSales({ request: { silent: true } });

  const toggle = (id: number, left: number) =>
    setChosen((c) => {
      const next = { ...c };
      if (id in next) delete next[id];
      else next[id] = String(left);
      return next;
    });

  const addPhoto = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || uploading) return;
    const check = checkUploadFile(file);
    if (!check.ok) return setErrors((e) => ({ ...e, images: PHOTO_REFUSAL[check.problem] }));
    setErrors((e) => ({ ...e, images: '' }));
    setUploading(true);
    try {
      const res = await uploadAfterSalesImage({ file }, { silent: true });
      const url = res.data?.url;
      if (typeof url !== 'string' || !url.startsWith('/')) throw new Error('bad answer');
      setPhotos((ps) => [...ps, { url, name: file.name, image: check.kind === 'image' }]);
    } catch (e) {
      leaveIfNeeded(e);
      setErrors((x) => ({ ...x, images: e instanceof Error && e.message === 'bad answer' ? '照片上传结果有误，请重试' : readOrderError(e).message }));
    } finally {
      setUploading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || uploading) return;
    const choices = Object.entries(chosen).map(([id, n]) => ({ lineId: Number(id), number: /^\d+$/.test(n.trim()) ? Number(n.trim()) : NaN }));
    const next: Record<string, string> = {};
    const p = returnProblem(
      lines.map(({ line }) => ({ id: line.id, name: line.name, unit: line.bzdw ?? '', bought: line.number, taken: line.returned_number ?? 0 })),
      choices,
    );
    if (p) next[p.field] = p.message;
    if (!reason) next.reason = '请选择售后原因';
    setErrors(next);
    if (Object.keys(next).length) return;
    busy.current = true;
    setProblem(null);
    apply.mutate(
      {
        id: order.id,
        data: {
          type,
          line_ids: choices.map((c) => c.lineId),
          numbers: choices.map((c) => c.number),
          reason,
          description: description.trim() || undefined,
          images: photos.length ? photos.map((ph) => ph.url) : undefined,
        },
      },
      {
        onSuccess: (res) => {
          const id = res.data?.id;
          ui.toast(res.msg || '售后申请已提交');
          void client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && /^\/api\/(order|after_sales)/.test(q.queryKey[0]) });
          if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) navigate(href('order_after_sales_info', { id }));
          else onClose();
        },
        onError: (err) => {
          leaveIfNeeded(err);
          const r = readOrderError(err);
          if (r.kind === 'refused' && r.field && ['line_ids', 'numbers', 'reason', 'description', 'type', 'images'].includes(r.field)) setErrors({ [r.field]: r.message });
          else setProblem(r.message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <form className="orders-section orders-apply" aria-labelledby="apply-title" onSubmit={submit} noValidate data-testid="after-sales-apply">
      <h2 id="apply-title" className="orders-section__title">
        申请售后
      </h2>
      <fieldset>
        <legend>选择商品与数量</legend>
        {lines.map(({ line: l, left }) => {
          const on = l.id in chosen;
          const qtyId = `apply-qty-${l.id}`;
          return (
            <div key={l.id} className="orders-apply__line">
              <label>
                <input type="checkbox" checked={on} disabled={left === 0} onChange={() => toggle(l.id, left)} /> {l.name} {l.ypgg}（购买 {l.number}
                {l.bzdw ?? ''}，<Money yuan={l.amount} />）
              </label>
              {left === 0 ? (
                <span className="orders-muted">（已全部申请售后）</span>
              ) : on ? (
                <span className="orders-apply__qty">
                  <label htmlFor={qtyId}>申请数量</label>
                  <input
                    id={qtyId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={left}
                    value={chosen[l.id]}
                    aria-invalid={errors.numbers ? true : undefined}
                    onChange={(e) => setChosen((c) => ({ ...c, [l.id]: e.target.value }))}
                  />
                  <span className="orders-muted">
                    最多 {left}
                    {l.bzdw ?? ''}
                  </span>
                </span>
              ) : (l.returned_number ?? 0) > 0 ? (
                <span className="orders-muted">（已申请 {l.returned_number}，可再申请 {left}）</span>
              ) : null}
            </div>
          );
        })}
        {errors.line_ids || errors.numbers ? (
          <p className="orders-error" role="alert">
            {errors.line_ids || errors.numbers}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>售后类型</legend>
        {AFTER_SALES_TYPES.map((t) => (
          <label key={t.value} className="orders-apply__inline">
            <input type="radio" name="after-sales-type" checked={type === t.value} onChange={() => setType(t.value)} /> {t.label}
          </label>
        ))}
      </fieldset>
      <label className="orders-field">
        <span>售后原因</span>
        <select value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={errors.reason ? true : undefined}>
          <option value="">请选择</option>
          {AFTER_SALES_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      {errors.reason ? (
        <p className="orders-error" role="alert">
          {errors.reason}
        </p>
      ) : null}
      <label className="orders-field">
        <span>问题描述</span>
        <textarea value={description} maxLength={DESCRIPTION_MAX} rows={3} placeholder="请描述问题，如破损数量、批号等" onChange={(e) => setDescription(e.target.value)} />
      </label>
      <p className="orders-muted">
        {description.length}/{DESCRIPTION_MAX}
      </p>
      <div className="orders-field">
        <span id="apply-photos-label">照片（选填，最多 {AFTER_SALES_PHOTOS_MAX} 张，JPG、PNG 或 PDF，不超过 5 MB）</span>
        {photos.length ? (
          <ul className="orders-photos" aria-labelledby="apply-photos-label">
            {photos.map((ph) => (
              <li key={ph.url}>
                {ph.image ? <img src={ph.url} alt={`售后照片：${ph.name}`} width={72} height={72} /> : <span className="orders-photos__pdf">PDF：{ph.name}</span>}
                <button type="button" className="ui mini basic button" onClick={() => setPhotos((ps) => ps.filter((x) => x.url !== ph.url))}>
                  删除<span className="orders-visually-hidden"> {ph.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < AFTER_SALES_PHOTOS_MAX ? (
          <span className="orders-photos__add">
            <input
              ref={fileInput}
              id="apply-photo-input"
              className="orders-visually-hidden"
              type="file"
              accept={UPLOAD_ACCEPT}
              disabled={uploading}
              onChange={(e) => void addPhoto(e.target.files?.[0])}
            />
            <label htmlFor="apply-photo-input" className={`ui small basic button${uploading ? ' loading' : ''}`}>
              添加照片
            </label>
          </span>
        ) : null}
        {errors.images ? (
          <p className="orders-error" role="alert">
            {errors.images}
          </p>
        ) : null}
      </div>
      <p className="orders-muted">
        退款金额按所选商品的实付金额与数量计算（优惠按金额分摊），{type === 3 ? '换货不退款。' : `退款去向：${refundDestination(order.pay_method)}。`}
      </p>
      {problem ? (
        <p className="orders-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="orders-actions__buttons">
        <button type="submit" className={`ui small primary button${apply.isPending ? ' loading' : ''}`} disabled={apply.isPending || uploading}>
          提交申请
        </button>
        <button type="button" className="ui small button" onClick={onClose}>
          取消
        </button>
      </div>
    </form>
  );
}
