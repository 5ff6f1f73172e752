import { makeAutoObservable, runInAction } from 'mobx';
import { createAddress } from '@generated/endpoints/address/address';
import { listCartLines } from '@generated/endpoints/cart/cart';
import { listAvailableCoupons } from '@generated/endpoints/coupon/coupon';
import { getOrderConfirm, submitOrder } from '@generated/endpoints/order/order';
import type {
  Coupon,
  OrderAddress,
  OrderConfirm,
  OrderConfirmGroup,
  OrderCoupon,
  OrderCreated,
  OrderInvoiceTypeCode,
  OrderSubmitForm,
  OrderVoucher,
} from '@generated/models';
import { effectiveSelected } from '@/domain/cart-totals';
import { CART_FILTER_ALL } from '@/domain/cart-filter';
import { addFen, fen, maxFen, subFen, wireFen, type Fen } from '@/domain/money';
import { orderPay, type OrderPay } from '@/domain/order-pay';
import { validateAddress, type AddressErrors, type AddressField } from '@/domain/validation';
import { errorText, isApiError } from '@/lib/http';
import { readIds } from '@/lib/url/id-param';
import { toLineInput } from '@/stores/cart-rules';
import { ActionKey } from '../idempotency';
import {
  afterSubmitHref,
  emptyDraft,
  orderAddressOf,
  parsePoints,
  remarkProblem,
  type AddressDraft,
  type PointsInput,
} from './step2-rules';

/**
 * Cart step 2 (确认订单信息): the confirm data of the chosen cart lines, the buyer's choices, and what every choice
 * costs. The amounts are src/domain/orderPay over the ordinary order's figures, the same function the server's
 * submitOrder charges with, so the 应付 shown here is the created order's pay_amount. The page creates one per visit.
 */
export type Step2Phase = 'idle' | 'loading' | 'ready' | 'no_lines' | 'refused' | 'error';

/** What the shell's cart store offers: after an order, the cart lines are gone and the badge must follow. */
export interface Step2Host {
  markChanged(): void;
  loadTotal(): Promise<void>;
}

export type SubmitField = 'address' | 'points' | 'remark' | 'coupon' | 'voucher' | 'invoice';

export type SubmitResult = { ok: true; created: OrderCreated[]; next: string } | { ok: false };

export interface AmountRow {
  goodsFen: Fen;
  manjianFen: Fen;
  shippingFen: Fen;
}

/** The submit form's fields as the contract names them, mapped to where the page shows their message. */
const SERVER_FIELD: Record<string, SubmitField> = {
  address_id: 'address',
  use_points: 'points',
  remark: 'remark',
  coupon_id: 'coupon',
  voucher_id: 'voucher',
  invoice_type: 'invoice',
};

const ADDRESS_FIELDS: readonly AddressField[] = ['consignee', 'phone', 'province', 'city', 'district', 'detail'];

function amountsOf(g: OrderConfirmGroup | null): AmountRow {
  if (!g) return { goodsFen: fen(0), manjianFen: fen(0), shippingFen: fen(0) };
  return { goodsFen: wireFen(g.amounts.goods_amount, fen(0)), manjianFen: wireFen(g.amounts.manjian_amount, fen(0)), shippingFen: wireFen(g.amounts.shipping_amount, fen(0)) };
}

/** The voucher with the largest saving (the first of equals: the server lists them best first). */
function bestVoucher(list: readonly OrderVoucher[]): OrderVoucher | null {
  let best: OrderVoucher | null = null;
  for (const v of list) if (!best || wireFen(v.saving, fen(0)) > wireFen(best.saving, fen(0))) best = v;
  return best && wireFen(best.saving, fen(0)) > 0 ? best : null;
}

export class Step2Model {
  ids: number[] = [];
  phase: Step2Phase = 'idle';
  /** Why the page cannot show the confirm data (phase refused / error / no_lines). */
  loadMessage: string | null = null;
  confirm: OrderConfirm | null = null;
  /** listAvailableCoupons' entries by id: scope and dates, shown when present. */
  details: Record<number, Coupon> = {};
  /** Addresses added on this page, kept until the confirm data lists them. */
  extraAddresses: OrderAddress[] = [];

  addressId: number | null = null;
  couponId: number | null = null;
  voucherId: number | null = null;
  pointsText = '';
  /** Why the points changed without the buyer typing (a lower cap after a coupon or voucher change). */
  pointsNote: string | null = null;
  useBalance = false;
  invoiceType: OrderInvoiceTypeCode | null = null;
  remark = '';
  /** Why a reload of the confirm data after a refused submission failed (the page keeps the older data). */
  reloadMessage: string | null = null;
  /** A note about choices the reloaded confirm data no longer offers. */
  choiceNote: string | null = null;

  addressFormOpen = false;
  draft: AddressDraft = emptyDraft();
  draftErrors: AddressErrors & { form?: string } = {};
  savingAddress = false;

  submitting = false;
  submitError: string | null = null;
  fieldErrors: Partial<Record<SubmitField, string>> = {};

  private initialized = false;
  /** The Idempotency-Key of the current 提交订单 action: kept for its retries, so a retry never makes a second order. */
  private readonly submitKey = new ActionKey();
  private loadSeq = 0;

  constructor(private readonly host: Step2Host | null = null) {
    makeAutoObservable<this, 'host' | 'initialized' | 'loadSeq'>(this, { host: false, initialized: false, loadSeq: false }, { autoBind: true });
  }

  // ---- what the confirm data says -------------------------------------------------------------------------------

  get groups(): OrderConfirmGroup[] {
    return this.confirm?.groups ?? [];
  }

  get normalGroup(): OrderConfirmGroup | null {
    return this.groups.find((g) => g.is_hm !== 1) ?? null;
  }

  get hmGroup(): OrderConfirmGroup | null {
    return this.groups.find((g) => g.is_hm === 1) ?? null;
  }

  get addresses(): OrderAddress[] {
    const list = [...(this.confirm?.addresses ?? [])];
    for (const a of this.extraAddresses) if (!list.some((x) => x.id === a.id)) list.push(a);
    return list;
  }

  get coupons(): OrderCoupon[] {
    return this.normalGroup ? (this.confirm?.coupons ?? []) : [];
  }

  get vouchers(): OrderVoucher[] {
    return this.normalGroup ? (this.confirm?.vouchers ?? []) : [];
  }

  get bestCouponId(): number | null {
    const c = this.confirm;
    if (!c) return null;
    const id = c.coupon_id ?? c.coupons.find((x) => x.is_best === 1)?.id ?? null;
    return id !== null && this.coupons.some((x) => x.id === id) ? id : null;
  }

  get chosenCoupon(): OrderCoupon | null {
    return this.coupons.find((c) => c.id === this.couponId) ?? null;
  }

  get chosenVoucher(): OrderVoucher | null {
    return this.vouchers.find((v) => v.id === this.voucherId) ?? null;
  }

  get heldPoints(): number {
    const p = this.confirm?.points_rule.points;
    return typeof p === 'number' && Number.isFinite(p) && p > 0 ? Math.floor(p) : 0;
  }

  get balanceFen(): Fen {
    return maxFen(fen(0), wireFen(this.confirm?.balance, fen(0)));
  }

  /** The ordinary order's goods, 满减 and shipping (coupons, points and balance apply to it only). */
  get normalAmounts(): AmountRow {
    return amountsOf(this.normalGroup);
  }

  get discountableFen(): Fen {
    const a = this.normalAmounts;
    return maxFen(fen(0), subFen(a.goodsFen, a.manjianFen));
  }

  get payableFen(): Fen {
    const a = this.normalAmounts;
    return maxFen(fen(0), addFen(subFen(a.goodsFen, a.manjianFen), a.shippingFen));
  }

  get couponSavingFen(): Fen {
    return this.chosenCoupon ? maxFen(fen(0), wireFen(this.chosenCoupon.saving, fen(0))) : fen(0);
  }

  get voucherSavingFen(): Fen {
    return this.chosenVoucher ? maxFen(fen(0), wireFen(this.chosenVoucher.saving, fen(0))) : fen(0);
  }

  /** The cap on points for the chosen coupon and voucher (it does not depend on the points typed). */
  get maxPoints(): number {
    return this.payWith(0, false).maxPoints;
  }

  get pointsInput(): PointsInput {
    return parsePoints(this.pointsText, this.maxPoints);
  }

  /** The points that will be sent: 0 while the box holds something invalid. */
  get usePoints(): number {
    const p = this.pointsInput;
    return p.ok ? p.points : 0;
  }

  get pay(): OrderPay {
    return this.payWith(this.usePoints, this.useBalance);
  }

  /** What ticking 使用余额抵扣 would take, shown next to the box whether it is ticked or not. */
  get balancePreviewFen(): Fen {
    return this.payWith(this.usePoints, true).balanceFen;
  }

  /** 应付 of the ordinary order: the created order's pay_amount. */
  get payFen(): Fen {
    return this.pay.payFen;
  }

  get hmPayFen(): Fen {
    return this.hmGroup ? maxFen(fen(0), wireFen(this.hmGroup.amounts.pay_amount, fen(0))) : fen(0);
  }

  /** Over all the orders this checkout creates. */
  get allAmounts(): AmountRow {
    return this.groups.map(amountsOf).reduce(
      (s, a) => ({ goodsFen: addFen(s.goodsFen, a.goodsFen), manjianFen: addFen(s.manjianFen, a.manjianFen), shippingFen: addFen(s.shippingFen, a.shippingFen) }),
      amountsOf(null),
    );
  }

  /** 实付: every order's amount left to pay after the deductions. */
  get totalPayFen(): Fen {
    return addFen(this.payFen, this.hmPayFen);
  }

  get remarkProblem(): string | null {
    return remarkProblem(this.remark);
  }

  private payWith(usePoints: number, useBalance: boolean): OrderPay {
    return orderPay({
      discountableFen: this.discountableFen,
      payableFen: this.payableFen,
      couponSavingFen: this.couponSavingFen,
      voucherSavingFen: this.voucherSavingFen,
      heldPoints: this.heldPoints,
      usePoints,
      balanceFen: this.balanceFen,
      useBalance: useBalance && this.normalGroup !== null,
    });
  }

  // ---- loading --------------------------------------------------------------------------------------------------

  /**
   * Starts the page from `?ids=`. A direct visit without ids checks out what the cart has selected (and can be
   * bought); with nothing selected the page says so.
   */
  async start(idsParam: string | null): Promise<void> {
    const seq = ++this.loadSeq;
    this.phase = 'loading';
    this.loadMessage = null;
    let ids = readIds(idsParam);
    if (ids.length === 0) {
      try {
        const res = await listCartLines({ filters: CART_FILTER_ALL, new: 1 });
        const lines = Array.isArray(res.data?.data) ? res.data.data : [];
        ids = lines.filter((l) => effectiveSelected(toLineInput(l))).map((l) => l.id);
      } catch (e) {
        if (seq !== this.loadSeq) return;
        runInAction(() => {
          this.phase = 'error';
          this.loadMessage = `购物车加载失败：${errorText(e, '请稍后重试')}`;
        });
        return;
      }
    }
    if (seq !== this.loadSeq) return;
    runInAction(() => {
      this.ids = ids;
    });
    if (ids.length === 0) {
      runInAction(() => {
        this.phase = 'no_lines';
        this.loadMessage = '请先在购物车中选择要结算的商品';
      });
      return;
    }
    await this.loadConfirm();
    void this.loadDetails();
  }

  /**
   * GET /api/order/confirm. A 400 (stock, a line no longer buyable) is the page's answer, shown with a way back to
   * the cart; on a reload after a refused submission the buyer's choices are kept where the new data still offers them.
   */
  async loadConfirm(silent = false): Promise<boolean> {
    const seq = ++this.loadSeq;
    if (!this.confirm) this.phase = 'loading';
    try {
      const res = await getOrderConfirm({ ids: this.ids }, { silent });
      if (seq !== this.loadSeq) return false;
      const data = res.data;
      const lists = data ? [data.groups, data.addresses, data.coupons, data.vouchers, data.invoice_types] : [];
      if (!data || !lists.every(Array.isArray) || data.groups.length === 0 || typeof data.points_rule !== 'object' || !data.points_rule) {
        throw new Error('订单信息格式不正确');
      }
      runInAction(() => {
        this.applyConfirm(data);
        this.phase = 'ready';
        this.loadMessage = null;
        this.reloadMessage = null;
      });
      return true;
    } catch (e) {
      if (seq !== this.loadSeq || (isApiError(e) && e.kind === 'cancelled')) return false;
      runInAction(() => {
        const refused = isApiError(e) && (e.kind === 'business' || e.kind === 'validation');
        const text = refused ? errorText(e, '订单信息有变化，请返回购物车') : `订单信息加载失败：${errorText(e, '请稍后重试')}`;
        // A reload that fails leaves the page as it was, so nothing the buyer chose disappears.
        if (this.confirm) {
          this.reloadMessage = text;
          return;
        }
        this.phase = refused ? 'refused' : 'error';
        this.loadMessage = text;
      });
      return false;
    }
  }

  /** First load: the defaults. Later loads: keep each choice that is still offered, and say which ones were not. */
  applyConfirm(data: OrderConfirm): void {
    this.confirm = data;
    this.extraAddresses = this.extraAddresses.filter((a) => !data.addresses.some((x) => x.id === a.id));
    const def = this.addresses.find((a) => a.is_default === 1) ?? this.addresses[0] ?? null;
    const bestVoucherId = bestVoucher(this.vouchers)?.id ?? null;
    if (!this.initialized) {
      this.initialized = true;
      this.addressId = def?.id ?? null;
      this.couponId = this.bestCouponId;
      this.voucherId = bestVoucherId;
      this.invoiceType = data.invoice_types.find((t) => t.is_default === 1)?.type ?? null;
      this.clampPoints();
      return;
    }
    const gone: string[] = [];
    if (this.addressId !== null && !this.addresses.some((a) => a.id === this.addressId)) {
      this.addressId = def?.id ?? null;
      gone.push('收货地址');
    }
    if (this.couponId !== null && !this.coupons.some((c) => c.id === this.couponId)) {
      this.couponId = this.bestCouponId;
      gone.push('优惠券');
    }
    if (this.voucherId !== null && !this.vouchers.some((v) => v.id === this.voucherId)) {
      this.voucherId = bestVoucherId;
      gone.push('现金券');
    }
    if (this.invoiceType !== null && !data.invoice_types.some((t) => t.type === this.invoiceType)) {
      this.invoiceType = data.invoice_types.find((t) => t.is_default === 1)?.type ?? null;
      gone.push('发票类型');
    }
    this.choiceNote = gone.length > 0 ? `订单信息已更新，所选${gone.join('、')}已不可用，已为您重新选择` : null;
    this.clampPoints();
  }

  /**
   * Scope and dates of each coupon and voucher (listAvailableCoupons, type 1 then 2: one at a time, since a second
   * call to the same URL cancels the first). Silent: without them the page only shows less.
   */
  async loadDetails(): Promise<void> {
    const want = new Set([...this.coupons.map((c) => c.id), ...this.vouchers.map((v) => v.id)]);
    if (want.size === 0) return;
    const found: Record<number, Coupon> = {};
    for (const type of [1, 2] as const) {
      for (let page = 1; page <= 5; page++) {
        try {
          const res = await listAvailableCoupons({ type, page }, { silent: true });
          const d = res.data;
          const list = Array.isArray(d?.list) ? d.list : [];
          for (const c of list) if (c && typeof c.id === 'number' && want.has(c.id)) found[c.id] = c;
          if (list.length === 0 || page * (d.page_size || 20) >= (d.total ?? 0)) break;
        } catch {
          break;
        }
      }
    }
    runInAction(() => {
      this.details = { ...this.details, ...found };
    });
  }

  // ---- choices --------------------------------------------------------------------------------------------------

  setAddress(id: number): void {
    this.addressId = id;
    delete this.fieldErrors.address;
  }

  setCoupon(id: number | null): void {
    this.couponId = id !== null && this.coupons.some((c) => c.id === id) ? id : null;
    delete this.fieldErrors.coupon;
    this.clampPoints();
  }

  setVoucher(id: number | null): void {
    this.voucherId = id !== null && this.vouchers.some((v) => v.id === id) ? id : null;
    delete this.fieldErrors.voucher;
    this.clampPoints();
  }

  setPoints(text: string): void {
    this.pointsText = text;
    this.pointsNote = null;
    delete this.fieldErrors.points;
  }

  useMaxPoints(): void {
    this.setPoints(String(this.maxPoints));
  }

  /** A coupon or voucher that lowers the cap brings the points down to it, and the buyer is told. */
  clampPoints(): void {
    const s = this.pointsText.trim();
    if (!/^\d+$/.test(s)) return;
    const n = Number(s);
    const max = this.maxPoints;
    if (n > max) {
      this.pointsText = String(max);
      this.pointsNote = `积分抵扣上限已变为 ${max} 积分，已为您调整为 ${max} 积分`;
    }
  }

  setUseBalance(on: boolean): void {
    this.useBalance = on;
  }

  setInvoice(type: OrderInvoiceTypeCode | null): void {
    this.invoiceType = type;
    delete this.fieldErrors.invoice;
  }

  setRemark(text: string): void {
    this.remark = text;
    delete this.fieldErrors.remark;
  }

  // ---- a new address --------------------------------------------------------------------------------------------

  openAddressForm(): void {
    this.addressFormOpen = true;
  }

  closeAddressForm(): void {
    this.addressFormOpen = false;
    this.draftErrors = {};
  }

  setDraft(field: AddressField, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    if (this.draftErrors[field]) {
      const next = { ...this.draftErrors };
      delete next[field];
      this.draftErrors = next;
    }
  }

  setDraftDefault(on: boolean): void {
    this.draft = { ...this.draft, isDefault: on };
  }

  /** POST /api/address; the new address becomes the chosen one. A 422's field messages go next to their fields. */
  async saveAddress(): Promise<boolean> {
    if (this.savingAddress) return false;
    const errors = validateAddress(this.draft);
    this.draftErrors = errors;
    if (Object.keys(errors).length > 0) return false;
    const d = this.draft;
    this.savingAddress = true;
    try {
      const res = await createAddress({
        consignee: d.consignee.trim(),
        phone: d.phone.trim(),
        province: d.province.trim(),
        city: d.city.trim(),
        district: d.district.trim(),
        detail: d.detail.trim(),
        ...(d.isDefault ? { is_default: 1 as const } : {}),
      });
      runInAction(() => {
        const created = orderAddressOf(res.data);
        this.extraAddresses = [...this.extraAddresses.filter((a) => a.id !== created.id), created];
        this.addressId = created.id;
        delete this.fieldErrors.address;
        this.draft = emptyDraft();
        this.draftErrors = {};
        this.addressFormOpen = false;
      });
      return true;
    } catch (e) {
      runInAction(() => {
        const next: AddressErrors & { form?: string } = {};
        const fields = isApiError(e) ? e.fieldErrors : undefined;
        if (fields) {
          for (const [k, msgs] of Object.entries(fields)) {
            const f = ADDRESS_FIELDS.find((x) => x === k);
            if (f && msgs[0]) next[f] = msgs[0];
            else if (msgs[0]) next.form = msgs[0];
          }
        }
        if (Object.keys(next).length === 0) next.form = errorText(e, '保存地址失败，请稍后重试');
        this.draftErrors = next;
      });
      return false;
    } finally {
      runInAction(() => {
        this.savingAddress = false;
      });
    }
  }

  // ---- submission -----------------------------------------------------------------------------------------------

  /** The form POST /api/order gets: optional fields only when chosen. */
  get submitForm(): OrderSubmitForm | null {
    if (this.addressId === null || this.ids.length === 0) return null;
    const form: OrderSubmitForm = { ids: [...this.ids], address_id: this.addressId };
    if (this.normalGroup) {
      if (this.chosenCoupon) form.coupon_id = this.chosenCoupon.id;
      if (this.chosenVoucher) form.voucher_id = this.chosenVoucher.id;
      if (this.usePoints > 0) form.use_points = this.usePoints;
      if (this.useBalance) form.use_balance = 1;
    }
    if (this.invoiceType !== null) form.invoice_type = this.invoiceType;
    const remark = this.remark.trim();
    if (remark !== '') form.remark = remark;
    return form;
  }

  /** Local checks before sending; each message goes next to its field. */
  validate(): Partial<Record<SubmitField, string>> {
    const e: Partial<Record<SubmitField, string>> = {};
    if (this.addressId === null || !this.addresses.some((a) => a.id === this.addressId)) e.address = '请选择收货地址';
    const p = this.pointsInput;
    if (!p.ok) e.points = p.message;
    const r = this.remarkProblem;
    if (r) e.remark = r;
    return e;
  }

  /**
   * POST /api/order. Refused: the server's message stays on the page with every choice, and after a 400 (stock,
   * coupons) the confirm data is reloaded so the amounts are current.
   */
  async submit(): Promise<SubmitResult> {
    if (this.submitting || this.phase !== 'ready') return { ok: false };
    const errors = this.validate();
    this.fieldErrors = errors;
    const form = this.submitForm;
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
      if (isApiError(e) && (e.status === 400 || e.status === 404 || e.kind === 'business')) await this.reloadAfterRefusal();
      return { ok: false };
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** The refusal message is already on the page (and the shared handler alerted it): the reload stays quiet. */
  private async reloadAfterRefusal(): Promise<void> {
    await this.loadConfirm(true);
  }
}
