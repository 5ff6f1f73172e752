import { useRef, useState, type FormEvent } from 'react';
import type { MemberStore } from '@generated/models/memberStore';
import type { StoreForm as StoreFormBody } from '@generated/models/storeForm';
import { Button } from '@/components/button/button';
import { validateContactPhone } from '@/domain/validation';
import { focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { RegionCascade, validateRegion, type RegionValue } from '@/features/region-cascade';

type Field = 'name' | 'contact' | 'phone' | 'address';

interface Props {
  initial?: MemberStore;
  busy: boolean;
  onSave(body: StoreFormBody): Promise<unknown>;
  onCancel(): void;
}

const rules = (v: Record<Field, string>) => ({
  name: v.name.trim().length < 2 ? '请输入门店名称（至少 2 个字）' : null,
  contact: v.contact.trim() ? null : '请输入门店联系人',
  phone: validateContactPhone(v.phone),
  address: v.address.trim() ? null : '请输入详细地址',
});

/** One store of the chain: name, contact, phone and the address with the shared region cascade. */
export function StoreForm({ initial, busy, onSave, onCancel }: Props) {
  const form = useAccountForm<Field>(
    { name: initial?.name ?? '', contact: initial?.contact ?? '', phone: initial?.phone ?? '', address: initial?.detail ?? '' },
    rules,
  );
  const [region, setRegion] = useState<RegionValue>({ province: initial?.province ?? '', city: initial?.city ?? '', district: initial?.district ?? '' });
  const [regionVisited, setRegionVisited] = useState(false);
  const [tried, setTried] = useState(false);
  // One save at a time, even when a double click comes before the busy state is drawn.
  const saving = useRef(false);
  const regionProblem = validateRegion(region);
  const regionError = regionVisited || tried ? regionProblem : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || saving.current) return;
    setTried(true);
    if (!form.check()) return focusFirstInvalid(form, (f) => `store-${f}`);
    if (regionProblem) return document.getElementById('store-province')?.focus();
    const v = form.values;
    saving.current = true;
    onSave({ name: v.name.trim(), contact: v.contact.trim(), phone: v.phone.trim(), address: v.address.trim(), ...region })
      .catch((err: unknown) => reportSubmitError(form, err, { 40001: 'name' }))
      .finally(() => {
        saving.current = false;
      });
  };

  return (
    <form className="store-form" onSubmit={submit} noValidate aria-label={initial ? `编辑门店 ${initial.name}` : '新增门店'}>
      <TextField form={form} id="store-name" name="name" label="门店名称" maxLength={100} />
      <TextField form={form} id="store-contact" name="contact" label="联系人" maxLength={20} autoComplete="name" />
      <TextField form={form} id="store-phone" name="phone" label="联系电话" maxLength={13} autoComplete="tel" placeholder="手机号，或固定电话如 0311-86012345" />
      <RegionCascade idPrefix="store" value={region} onChange={setRegion} onBlur={() => setRegionVisited(true)} error={regionError} />
      <TextField form={form} id="store-address" name="address" label="详细地址" maxLength={200} autoComplete="street-address" placeholder="街道、门牌号" />
      <div className="account-form__actions store-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          保存门店
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          取消
        </Button>
      </div>
    </form>
  );
}
