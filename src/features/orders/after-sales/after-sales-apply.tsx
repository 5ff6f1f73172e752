import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useApplyOrderAfterSales } from '@generated/endpoints/order/order';
import type { AfterSalesType, OrderDetail } from '@generated/models';
import { Money } from '@/components/money/money';
import { href } from '@/lib/routes';
import { useStores } from '@/stores';
import { AFTER_SALES_REASONS, AFTER_SALES_TYPES, leaveIfNeeded, readOrderError } from '../order-rules';

const DESCRIPTION_MAX = 500;

/** 申请售后 on a received order: the lines (those not already in an open application), the type, reason and description. */
export function AfterSalesApply({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { ui } = useStores();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const busyIds = new Set((order.after_sales ?? []).filter((a) => !/完成|驳回|拒绝/.test(a.status_text)).flatMap((a) => a.line_ids));
  const [lines, setLines] = useState<number[]>([]);
  const [type, setType] = useState<AfterSalesType>(2);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useRef(false);
  const apply = useApplyOrderAfterSales({ request: { silent: true } });

  const toggle = (id: number) => setLines((ls) => (ls.includes(id) ? ls.filter((x) => x !== id) : [...ls, id]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const next: Record<string, string> = {};
    if (lines.length === 0) next.line_ids = '请选择申请售后的商品';
    if (!reason) next.reason = '请选择售后原因';
    setErrors(next);
    if (Object.keys(next).length) return;
    busy.current = true;
    setProblem(null);
    apply.mutate(
      { id: order.id, data: { type, line_ids: lines, reason, description: description.trim() || undefined } },
      {
        onSuccess: (res) => {
          const id = res.data?.id;
          ui.toast(res.msg || '售后申请已提交');
          void client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/order') });
          if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) navigate(href('order_after_sales_info', { id }));
          else onClose();
        },
        onError: (err) => {
          leaveIfNeeded(err);
          const p = readOrderError(err);
          if (p.kind === 'refused' && p.field && ['line_ids', 'reason', 'description', 'type'].includes(p.field)) setErrors({ [p.field]: p.message });
          else setProblem(p.message);
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  return (
    <form className="orders-section orders-apply" aria-labelledby="apply-title" onSubmit={submit} noValidate>
      <h2 id="apply-title" className="orders-section__title">
        申请售后
      </h2>
      <fieldset>
        <legend>选择商品</legend>
        {order.lines.map((l) => {
          const locked = busyIds.has(l.id);
          return (
            <label key={l.id} className="orders-apply__line">
              <input type="checkbox" checked={lines.includes(l.id)} disabled={locked} onChange={() => toggle(l.id)} />
              {l.name} {l.ypgg} × {l.number}
              {l.bzdw ?? ''} <Money yuan={l.amount} />
              {locked ? <span className="orders-muted">（已在售后中）</span> : null}
            </label>
          );
        })}
        {errors.line_ids ? (
          <p className="orders-error" role="alert">
            {errors.line_ids}
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
        {description.length}/{DESCRIPTION_MAX}。退款金额按所选商品实付分摊计算，付款方式为余额的退回余额，其余原路退回。
      </p>
      {problem ? (
        <p className="orders-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="orders-actions__buttons">
        <button type="submit" className={`ui small primary button${apply.isPending ? ' loading' : ''}`} disabled={apply.isPending}>
          提交申请
        </button>
        <button type="button" className="ui small button" onClick={onClose}>
          取消
        </button>
      </div>
    </form>
  );
}
