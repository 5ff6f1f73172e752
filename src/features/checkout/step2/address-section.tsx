import { observer } from 'mobx-react-lite';
import { Suspense, lazy } from 'react';
import { ChunkBoundary } from '@/components/chunk-boundary';
import type { Step2Model } from './step2-model';

// The address book's form (its fields, rules and a refusal's messages), fetched the first time the buyer opens
// 新增收货地址: most orders go to an address already listed.
const AddressForm = lazy(() => import('@/features/address-book').then((m) => ({ default: m.AddressForm })));

/** The form's chunk could not be fetched (the network is down): say so; the listed addresses stay usable. */
function AddressFormLoadFailed({ onClose }: { onClose: () => void }) {
  return (
    <div role="alert">
      <p className="step2-error">新增地址表单加载失败，请检查网络后刷新页面重试。</p>
      <button type="button" className="step2-link" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}

/** 收货地址: radio cards over the confirm data's addresses (the default preselected), or a new one (新增收货地址). */
export const AddressSection = observer(function AddressSection({ model }: { model: Step2Model }) {
  const list = model.addresses;
  const err = model.submission.fieldErrors.address;
  const add = model.newAddress;
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
      {add.open ? (
        // Saved, the new address is the chosen one.
        <div className="step2-address-editor">
          <ChunkBoundary fallback={<AddressFormLoadFailed onClose={add.hide} />}>
            <Suspense
              fallback={
                <p className="step2-muted" role="status">
                  正在打开新增地址表单…
                </p>
              }
            >
              <AddressForm busy={add.saving} onSave={add.save} onCancel={add.hide} saveText="保存并使用该地址" />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : (
        <button type="button" className="step2-link" onClick={add.show}>
          ＋ 新增收货地址
        </button>
      )}
    </section>
  );
});
