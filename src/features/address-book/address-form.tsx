import { useState, type FormEvent } from 'react';
import type { UserAddress } from '@generated/models/userAddress';
import { Button } from '@/components/button/button';
import { validateAddress } from '@/domain/validation';
import { focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { RegionCascade, type RegionValue } from '@/features/region-cascade';
import './address-form.css';

type Field = 'consignee' | 'phone' | 'detail';

/** What the form hands over to be saved: the contract's AddressForm, trimmed, the region as the cascade's names. */
export interface AddressDraft {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: 0 | 1;
}

interface Props {
  initial?: UserAddress;
  busy: boolean;
  /** Saves the draft; a rejection is shown by the form (a 422's messages under their fields, else the transport's way). */
  onSave(draft: AddressDraft): Promise<unknown>;
  onCancel(): void;
  /** The save button's text (checkout: 保存并使用该地址). */
  saveText?: string;
}

const rules = (v: Record<Field, string>) => {
  const e = validateAddress({ ...v, province: 'x', city: 'x', district: 'x' });
  return { consignee: e.consignee ?? null, phone: e.phone ?? null, detail: e.detail ?? null };
};

/**
 * One delivery address, the one form of the address book and of checkout's 新增收货地址: the rules of
 * src/domain/validation.ts (validateAddress, shared with the demo API), the region from the shared cascade.
 */
export function AddressForm({ initial, busy, onSave, onCancel, saveText = '保存地址' }: Props) {
  const form = useAccountForm<Field>({ consignee: initial?.consignee ?? '', phone: initial?.phone ?? '', detail: initial?.detail ?? '' }, rules);
  const [region, setRegion] = useState<RegionValue>({ province: initial?.province ?? '', city: initial?.city ?? '', district: initial?.district ?? '' });
  const [regionVisited, setRegionVisited] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverRegion, setServerRegion] = useState<string | null>(null);
  const [isDefault, setIsDefault] = useState<0 | 1>(initial?.is_default === 1 ? 1 : 0);
  const regionErrors = validateAddress({ consignee: 'xx', phone: '13800000000', detail: 'xx', ...region });
  const regionError = serverRegion ?? (regionVisited || tried ? (regionErrors.province ?? regionErrors.city ?? regionErrors.district ?? null) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    if (!form.check()) return focusFirstInvalid(form, (f) => `addr-${f}`);
    if (regionErrors.province || regionErrors.city || regionErrors.district) return document.getElementById('addr-province')?.focus();
    const v = form.values;
    onSave({ consignee: v.consignee.trim(), phone: v.phone.trim(), detail: v.detail.trim(), ...region, is_default: isDefault }).catch((err: unknown) => {
      reportSubmitError(form, err);
      const fe = (err as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      const r = fe?.province?.[0] ?? fe?.city?.[0] ?? fe?.district?.[0];
      if (r) setServerRegion(r);
    });
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate aria-label={initial ? '编辑收货地址' : '新增收货地址'}>
      <TextField form={form} id="addr-consignee" name="consignee" label="收货人" maxLength={20} autoComplete="name" />
      <TextField form={form} id="addr-phone" name="phone" label="联系电话" maxLength={13} autoComplete="tel" placeholder="手机号，或固定电话如 0311-86012345" />
      <RegionCascade
        idPrefix="addr"
        value={region}
        onChange={(next) => {
          setRegion(next);
          setServerRegion(null);
        }}
        onBlur={() => setRegionVisited(true)}
        error={regionError}
      />
      <TextField form={form} id="addr-detail" name="detail" label="详细地址" maxLength={200} autoComplete="street-address" placeholder="街道、门牌号" />
      <label className="account-form__check">
        <input type="checkbox" checked={isDefault === 1} onChange={(e) => setIsDefault(e.target.checked ? 1 : 0)} />
        设为默认收货地址
      </label>
      <div className="account-form__actions address-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          {saveText}
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          取消
        </Button>
      </div>
    </form>
  );
}
