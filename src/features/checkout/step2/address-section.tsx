import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import type { Step2Model } from './step2-model';
import type { AddressField } from '@/domain/validation';

const FIELDS: ReadonlyArray<{ key: AddressField; label: string; placeholder: string; wide?: boolean }> = [
  { key: 'consignee', label: '收货人', placeholder: '2–20 个字' },
  { key: 'phone', label: '联系电话', placeholder: '手机号或 0311-86012345' },
  { key: 'province', label: '省份', placeholder: '如 河北省' },
  { key: 'city', label: '城市', placeholder: '如 石家庄市' },
  { key: 'district', label: '区县', placeholder: '如 长安区' },
  { key: 'detail', label: '详细地址', placeholder: '街道、门牌号（2–200 个字）', wide: true },
];

/** The new-address form (AddressForm of the contract); every message sits under its field. */
const AddressForm = observer(function AddressForm({ model }: { model: Step2Model }) {
  const errors = model.draftErrors;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void model.saveAddress();
  };
  return (
    <form className="step2-address-form" aria-label="新增收货地址" noValidate onSubmit={submit}>
      <div className="step2-address-form__grid">
        {FIELDS.map((f) => {
          const id = `step2-addr-${f.key}`;
          const err = errors[f.key];
          return (
            <div key={f.key} className={`step2-field${f.wide ? ' step2-field--wide' : ''}`}>
              <label htmlFor={id}>
                <span className="step2-required" aria-hidden="true">*</span>
                {f.label}
              </label>
              <input
                id={id}
                type="text"
                value={model.draft[f.key]}
                placeholder={f.placeholder}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${id}-error` : undefined}
                onChange={(e) => model.setDraft(f.key, e.target.value)}
              />
              {err ? (
                <p id={`${id}-error`} className="step2-error" role="alert">
                  {err}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <label className="step2-check">
        <input type="checkbox" checked={model.draft.isDefault} onChange={(e) => model.setDraftDefault(e.target.checked)} /> 设为默认收货地址
      </label>
      {errors.form ? (
        <p className="step2-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="step2-address-form__actions">
        <Button type="submit" primary size="small" loading={model.savingAddress} disabled={model.savingAddress}>
          保存并使用该地址
        </Button>
        <Button type="button" size="small" basic onClick={model.closeAddressForm}>
          取消
        </Button>
      </div>
    </form>
  );
});

/** 收货地址: radio cards over the confirm data's addresses (the default preselected), or a new one. */
export const AddressSection = observer(function AddressSection({ model }: { model: Step2Model }) {
  const list = model.addresses;
  const err = model.fieldErrors.address;
  return (
    <section className="step2-card" aria-labelledby="step2-address-title">
      <h2 id="step2-address-title" className="step2-card__title">
        收货地址
      </h2>
      {list.length === 0 ? <p className="step2-muted">您还没有收货地址，请先新增一个。</p> : null}
      <div className="step2-addresses" role="radiogroup" aria-label="收货地址" aria-describedby={err ? 'step2-address-error' : undefined}>
        {list.map((a) => {
          const on = a.id === model.addressId;
          return (
            <label key={a.id} className={`step2-address${on ? ' step2-address--on' : ''}`}>
              <input type="radio" name="step2-address" value={a.id} checked={on} onChange={() => model.setAddress(a.id)} />
              <span className="step2-address__who">
                <strong>{a.consignee}</strong> {a.phone}
                {a.is_default === 1 ? <span className="step2-tag">默认</span> : null}
              </span>
              <span className="step2-address__text">{a.address}</span>
            </label>
          );
        })}
      </div>
      {err ? (
        <p id="step2-address-error" className="step2-error" role="alert">
          {err}
        </p>
      ) : null}
      {model.addressFormOpen ? (
        <AddressForm model={model} />
      ) : (
        <button type="button" className="step2-link" onClick={model.openAddressForm}>
          ＋ 新增收货地址
        </button>
      )}
    </section>
  );
});
