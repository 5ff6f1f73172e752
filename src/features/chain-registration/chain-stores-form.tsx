import './chain-registration.css';
import { useEffect, useState, type FormEvent } from 'react';
import { useRegisterMultiStoreStep2 } from '@generated/endpoints/auth/auth';
import { Button } from '@/components/button/button';
import { flowToken, TextField, type AccountForm } from '@/features/account-forms';
import { RegionCascade } from '@/features/region-cascade';
import { isApiError, presentError } from '@/lib/http';
import { chainDraft, emptyStore, MAX_STORES, storeErrorKey, storesRules, storesValid, type StoreDraft, type StoreErrors, type StoreField } from './chain-rules';

interface Props {
  token: string;
  onDone(): void;
  onExpired(message: string): void;
}

type Visited = Partial<Record<StoreField | 'region', boolean>>;

/**
 * One store's card as an account form for the shared TextField: its values, its rule messages once a field was left
 * or a submit was tried, the server's message (a 422 under stores.N.field) first.
 */
function storeForm(store: StoreDraft, errors: StoreErrors, server: StoreErrors, visited: Visited, tried: boolean, patch: (p: Partial<StoreDraft>) => void, visit: (f: StoreField) => void): AccountForm<StoreField> {
  const error = (f: StoreField) => server[f] ?? (visited[f] || tried ? (errors[f] ?? null) : null);
  return {
    values: { name: store.name, contact: store.contact, phone: store.phone, address: store.address },
    set: (f, v) => patch({ [f]: v }),
    blur: visit,
    error,
    check: () => true,
    takeServerErrors: () => false,
    setServerError: () => undefined,
    firstInvalid: () => (['name', 'contact', 'phone', 'address'] as const).find((f) => error(f)),
  };
}

/**
 * /register/dd/step2: the chain's stores — each with its name, contact, phone, region (the shared cascade) and street
 * address; add up to 50, remove any but the last one. What is typed is kept for the tab (a reload loses nothing); a
 * refused submit puts each message under its store's field.
 */
export function ChainStoresForm({ token, onDone, onExpired }: Props) {
  const [stores, setStores] = useState<StoreDraft[]>(() => {
    const kept = chainDraft.read().stores;
    return kept.length > 0 ? kept : [emptyStore()];
  });
  const [visited, setVisited] = useState<Record<string, Visited>>({});
  const [server, setServer] = useState<Record<string, StoreErrors>>({});
  const [listError, setListError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const errors = storesRules(stores);

  useEffect(() => chainDraft.save({ stores }), [stores]);

  const patch = (key: string, p: Partial<StoreDraft>) => {
    setStores((list) => list.map((s) => (s.key === key ? { ...s, ...p } : s)));
    setServer((all) => {
      const mine = all[key];
      if (!mine) return all;
      const next = { ...mine };
      for (const k of Object.keys(p)) delete next[k === 'province' || k === 'city' || k === 'district' ? 'region' : (k as StoreField)];
      return { ...all, [key]: next };
    });
  };
  const visit = (key: string, f: StoreField | 'region') => setVisited((v) => ({ ...v, [key]: { ...v[key], [f]: true } }));

  const step2 = useRegisterMultiStoreStep2({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.save('register_dd', res.data.token, res.data.expires_in, 3);
        chainDraft.save({ stores });
        onDone();
      },
      onError: (e) => {
        if (!isApiError(e) || e.kind === 'cancelled') return;
        if (e.code === 40057) {
          flowToken.clear('register_dd');
          return onExpired(e.message);
        }
        if (e.kind === 'validation' && e.fieldErrors) {
          const next: Record<string, StoreErrors> = {};
          for (const [k, messages] of Object.entries(e.fieldErrors)) {
            if (k === 'stores') setListError(messages[0] ?? null);
            const at = storeErrorKey(k);
            const store = at ? stores[at.index] : undefined;
            if (at && store && messages[0]) next[store.key] = { ...next[store.key], [at.field]: messages[0] };
          }
          setServer(next);
        }
        presentError(e);
      },
    },
  });
  const busy = step2.isPending || step2.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    setListError(null);
    if (!storesValid(errors)) {
      const i = errors.findIndex((x) => Object.values(x).some(Boolean));
      const s = stores[i];
      const f = (['name', 'contact', 'phone'] as const).find((k) => errors[i]?.[k]) ?? (errors[i]?.region ? 'province' : 'address');
      if (s) setTimeout(() => document.getElementById(`st-${s.key}-${f}`)?.focus(), 0);
      return;
    }
    step2.mutate({
      data: {
        token,
        stores: stores.map((s) => ({
          name: s.name.trim(),
          contact: s.contact.trim(),
          phone: s.phone.trim(),
          province: s.province,
          city: s.city,
          district: s.district,
          address: s.address.trim(),
        })),
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="添加门店">
      <p className="account-field__hint chain-stores__intro">填写总部名下各门店的信息。注册后用总部账号登录，切换到各门店后在「资质证件」中上传该门店的营业执照、药品经营许可证等资质。</p>
      <ol className="chain-stores">
        {stores.map((s, i) => {
          const v = visited[s.key] ?? {};
          const srv = server[s.key] ?? {};
          const form = storeForm(s, errors[i] ?? {}, srv, v, tried, (p) => patch(s.key, p), (f) => visit(s.key, f));
          const regionError = srv.region ?? (v.region || tried ? (errors[i]?.region ?? null) : null);
          return (
            <li key={s.key} className="chain-store" aria-labelledby={`st-${s.key}-title`}>
              <div className="chain-store__head">
                <h2 id={`st-${s.key}-title`} className="chain-store__title">
                  门店 {i + 1}
                  {s.name.trim() ? `：${s.name.trim()}` : ''}
                </h2>
                {stores.length > 1 ? (
                  <Button type="button" basic size="small" onClick={() => setStores((list) => list.filter((x) => x.key !== s.key))} aria-label={`删除门店 ${i + 1}`}>
                    删除
                  </Button>
                ) : null}
              </div>
              <TextField form={form} name="name" id={`st-${s.key}-name`} label="门店名称" maxLength={100} placeholder="与门店营业执照一致" />
              <TextField form={form} name="contact" id={`st-${s.key}-contact`} label="联系人" maxLength={20} />
              <TextField form={form} name="phone" id={`st-${s.key}-phone`} label="联系电话" maxLength={13} placeholder="手机号，或固定电话如 0311-86012345" />
              <RegionCascade
                idPrefix={`st-${s.key}`}
                label="门店地区"
                value={{ province: s.province, city: s.city, district: s.district }}
                onChange={(r) => patch(s.key, r)}
                onBlur={() => visit(s.key, 'region')}
                error={regionError}
              />
              <TextField form={form} name="address" id={`st-${s.key}-address`} label="详细地址" maxLength={200} placeholder="街道、门牌号" />
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className="account-field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <div className="chain-stores__add">
        <Button type="button" basic icon={false} disabled={stores.length >= MAX_STORES} onClick={() => setStores((list) => [...list, emptyStore()])}>
          ＋ 添加门店
        </Button>
        <span className="account-field__hint">已添加 {stores.length} 家，最多 {MAX_STORES} 家</span>
      </div>
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步：确认提交
        </Button>
      </div>
    </form>
  );
}
