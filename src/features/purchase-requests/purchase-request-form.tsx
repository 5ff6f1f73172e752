import { useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { getListPurchaseRequestsQueryKey, useCreatePurchaseRequest } from '@generated/endpoints/purchase/purchase';
import { Button } from '@/components/button/button';
import { focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { href } from '@/lib/routes/paths';
import { useStores } from '@/stores';
import { PURCHASE_LIMITS, purchaseRequestBody, validatePurchaseRequest, type PurchaseField } from './purchase-request-rules';
import '@/components/self-service/self-service.css';

const EMPTY: Record<PurchaseField, string> = { name: '', ypgg: '', sccj: '', number: '', price: '', remark: '' };

/**
 * /pzqg/add (新增求购): goods name, spec, manufacturer, quantity, expected price in yuan and a remark. Each rule runs
 * once a field was left and on submit; a 422 puts the server's messages under their fields; nothing typed is lost on a
 * refusal or a network fault; a double click sends once. On success the list opens, with the new request on top.
 */
export function PurchaseRequestFormView() {
  const form = useAccountForm<PurchaseField>(EMPTY, validatePurchaseRequest);
  const create = useCreatePurchaseRequest({ request: { silent: true } });
  const sending = useRef(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { ui } = useStores();
  const remarkLength = [...form.values.remark].length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending.current) return;
    if (!form.check()) return focusFirstInvalid(form, (f) => `pzqg-${f}`);
    sending.current = true;
    create
      .mutateAsync({ data: purchaseRequestBody(form.values) })
      .then(async (res) => {
        ui.toast(typeof res?.msg === 'string' && res.msg ? res.msg : '求购已提交');
        await queryClient.invalidateQueries({ queryKey: getListPurchaseRequestsQueryKey() });
        navigate(href('pzqg'));
      })
      // Sent: the lock stays on while the list opens, so a second click cannot send it again.
      .catch((err: unknown) => {
        sending.current = false;
        reportSubmitError(form, err);
        focusFirstInvalid(form, (f) => `pzqg-${f}`);
      });
  };

  return (
    <div className="ss-page">
      <div className="ss-page__head">
        <h1 className="ss-page__title">新增求购</h1>
        <Link href={href('pzqg')}>返回求购列表</Link>
      </div>
      <p className="ss-page__intro">登记平台暂未上架的品种，客户经理会在 1 个工作日内回复。带 * 的为必填项。</p>
      <form className="ss-form account-form" onSubmit={submit} noValidate aria-label="新增求购">
        <TextField form={form} id="pzqg-name" name="name" label="药品名称" maxLength={PURCHASE_LIMITS.name} placeholder="如：布洛芬缓释胶囊" />
        <TextField form={form} id="pzqg-ypgg" name="ypgg" label="规格" required={false} maxLength={PURCHASE_LIMITS.ypgg} placeholder="如：0.3g*20粒" />
        <TextField form={form} id="pzqg-sccj" name="sccj" label="生产厂家" required={false} maxLength={PURCHASE_LIMITS.sccj} />
        <TextField form={form} id="pzqg-number" name="number" label="求购数量" inputMode="numeric" maxLength={6} placeholder="件数" />
        <TextField form={form} id="pzqg-price" name="price" label="期望单价（元）" required={false} inputMode="decimal" maxLength={15} placeholder="可不填，如 16.50" />
        <div className={`account-field${form.error('remark') ? ' has-error' : ''}`}>
          <label htmlFor="pzqg-remark" className="account-field__label">
            备注
          </label>
          <div className="account-field__control">
            <textarea
              id="pzqg-remark"
              name="remark"
              value={form.values.remark}
              onChange={(e) => form.set('remark', e.target.value)}
              onBlur={() => form.blur('remark')}
              aria-invalid={form.error('remark') ? true : undefined}
              aria-describedby="pzqg-remark-note"
              placeholder="批号、效期等要求"
              rows={3}
            />
            <p id="pzqg-remark-note" className={`ss-field-count${remarkLength > PURCHASE_LIMITS.remark ? ' is-over' : ''}`}>
              {form.error('remark') ?? `${remarkLength} / ${PURCHASE_LIMITS.remark}`}
            </p>
          </div>
        </div>
        <div className="account-form__actions">
          <Button type="submit" primary loading={create.isPending} disabled={create.isPending}>
            提交求购
          </Button>
        </div>
      </form>
    </div>
  );
}
