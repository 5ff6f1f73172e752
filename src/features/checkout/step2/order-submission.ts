import { makeAutoObservable, runInAction } from 'mobx';
import { submitOrder } from '@generated/endpoints/order/order';
import type { OrderAddress, OrderCreated, OrderInvoiceTypeCode, OrderSubmitForm } from '@generated/models';
import { errorText, isApiError } from '@/lib/http';
import { ActionKey } from '../idempotency';
import type { OrderTotals } from './order-totals';
import { afterSubmitHref, remarkProblem } from './step2-rules';

/** What the shell's cart store offers: after an order, the cart lines are gone and the badge must follow. */
export interface Step2Host {
  markChanged(): void;
  loadTotal(): Promise<void>;
}

/** The order being confirmed, as the submission reads it (the step-2 model). */
export interface OrderToSubmit {
  readonly phase: string;
  readonly ids: readonly number[];
  readonly addressId: number | null;
  readonly addresses: readonly OrderAddress[];
  readonly totals: OrderTotals;
  readonly useBalance: boolean;
  readonly invoiceType: OrderInvoiceTypeCode | null;
  readonly remark: string;
  /** Reloads the confirm data; `silent` leaves failures to the page. */
  loadConfirm(silent: boolean): Promise<boolean>;
}

export type SubmitField = 'address' | 'points' | 'remark' | 'coupon' | 'voucher' | 'invoice';

export type SubmitResult = { ok: true; created: OrderCreated[]; next: string } | { ok: false };

/** The submit form's fields as the contract names them, mapped to where the page shows their message. */
const SERVER_FIELD: Record<string, SubmitField> = {
  address_id: 'address',
  use_points: 'points',
  remark: 'remark',
  coupon_id: 'coupon',
  voucher_id: 'voucher',
  invoice_type: 'invoice',
};

/**
 * 提交订单: the form POST /api/order gets, the checks before sending, the one Idempotency-Key per buyer action, and
 * what a refusal shows (the server's message, each field's message next to its field).
 */
export class OrderSubmission {
  submitting = false;
  submitError: string | null = null;
  fieldErrors: Partial<Record<SubmitField, string>> = {};

  /** The Idempotency-Key of the current 提交订单 action: kept for its retries, so a retry never makes a second order. */
  private readonly submitKey = new ActionKey();

  constructor(
    private readonly order: OrderToSubmit,
    private readonly host: Step2Host | null = null,
  ) {
    makeAutoObservable<this, 'order' | 'host' | 'submitKey'>(this, { order: false, host: false, submitKey: false }, { autoBind: true });
  }

  /** The buyer changed a choice: its message goes. */
  clearError(field: SubmitField): void {
    delete this.fieldErrors[field];
  }

  /** The form POST /api/order gets: optional fields only when chosen. */
  get form(): OrderSubmitForm | null {
    const o = this.order;
    const t = o.totals;
    if (o.addressId === null || o.ids.length === 0) return null;
    const form: OrderSubmitForm = { ids: [...o.ids], address_id: o.addressId };
    if (t.normalGroup) {
      if (t.chosenCoupon) form.coupon_id = t.chosenCoupon.id;
      if (t.chosenVoucher) form.voucher_id = t.chosenVoucher.id;
      if (t.usePoints > 0) form.use_points = t.usePoints;
      if (o.useBalance) form.use_balance = 1;
    }
    if (o.invoiceType !== null) form.invoice_type = o.invoiceType;
    const remark = o.remark.trim();
    if (remark !== '') form.remark = remark;
    return form;
  }

  /** Local checks before sending; each message goes next to its field. */
  validate(): Partial<Record<SubmitField, string>> {
    const o = this.order;
    const e: Partial<Record<SubmitField, string>> = {};
    if (o.addressId === null || !o.addresses.some((a) => a.id === o.addressId)) e.address = '请选择收货地址';
    const p = o.totals.pointsInput;
    if (!p.ok) e.points = p.message;
    const r = remarkProblem(o.remark);
    if (r) e.remark = r;
    return e;
  }

  /**
   * POST /api/order. Refused: the server's message stays on the page with every choice, and after a 400 (stock,
   * coupons) the confirm data is reloaded so the amounts are current.
   */
  async submit(): Promise<SubmitResult> {
    if (this.submitting || this.order.phase !== 'ready') return { ok: false };
    const errors = this.validate();
    this.fieldErrors = errors;
    const form = this.form;
    if (Object.keys(errors).length > 0 || !form) {
      this.submitError = errors.address ?? '请检查标红的内容后再提交';
      return { ok: false };
    }
    this.submitting = true;
    this.submitError = null;
    try {
      let res: Awaited<ReturnType<typeof submitOrder>>;
      try {
        res = await submitOrder(form, this.submitKey.headers(form));
        this.submitKey.settle();
      } catch (e) {
        this.submitKey.settle(e);
        throw e;
      }
      const created = Array.isArray(res.data) ? res.data : [];
      if (created.length === 0) throw new Error('订单提交结果异常，请到订单中心查看');
      this.host?.markChanged();
      void this.host?.loadTotal();
      return { ok: true, created, next: afterSubmitHref(created) };
    } catch (e) {
      if (isApiError(e) && e.kind === 'cancelled') return { ok: false };
      const fields = isApiError(e) ? e.fieldErrors : undefined;
      runInAction(() => {
        const next: Partial<Record<SubmitField, string>> = {};
        for (const [k, msgs] of Object.entries(fields ?? {})) {
          const f = SERVER_FIELD[k];
          if (f && msgs[0]) next[f] = msgs[0];
        }
        this.fieldErrors = next;
        this.submitError = (isApiError(e) ? (e.firstFieldMessage ?? e.message) : errorText(e, '')) || '订单提交失败，请稍后重试';
      });
      // The refusal message is already on the page (and the shared handler alerted it): the reload stays quiet.
      if (isApiError(e) && (e.status === 400 || e.status === 404 || e.kind === 'business')) await this.order.loadConfirm(true);
      return { ok: false };
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
