import { useState, type FormEvent } from 'react';
import { useListRegisterBusinessScope, useRegisterStep2 } from '@generated/endpoints/auth/auth';
import type { BusinessScopeOption } from '@generated/models/businessScopeOption';
import { Button } from '@/components/button/button';
import { QueryState } from '@/components/query-state';
import { flowToken, focusFirstInvalid, reportSubmitError, TextField, useAccountForm } from '@/features/account-forms';
import { RegionCascade, validateRegion, type RegionValue } from '@/features/region-cascade';
import { isApiError } from '@/lib/http';
import { COMPANY_TYPES, companyRules, type CompanyField, type CompanyType } from './register-rules';

interface Props {
  token: string;
  onDone(companyType: CompanyType): void;
  onExpired(message: string): void;
}

function scopeOptions(data: unknown): BusinessScopeOption[] {
  const list = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(list) ? (list as BusinessScopeOption[]).filter((o) => typeof o?.name === 'string' && o.name !== '') : [];
}

/** /register/step2: the company — type, name, contact, region, street address, phone, e-mail and 经营范围. */
export function RegisterCompanyForm({ token, onDone, onExpired }: Props) {
  const form = useAccountForm<CompanyField>({ company_type: '', company: '', name: '', address: '', phone: '', email: '' }, companyRules, (name) =>
    name === 'province' || name === 'city' || name === 'district' ? undefined : (['company_type', 'company', 'name', 'address', 'phone', 'email'] as string[]).includes(name) ? (name as CompanyField) : undefined,
  );
  const [region, setRegion] = useState<RegionValue>({ province: '', city: '', district: '' });
  const [regionVisited, setRegionVisited] = useState(false);
  const [scope, setScope] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [serverRegion, setServerRegion] = useState<string | null>(null);
  const [serverScope, setServerScope] = useState<string | null>(null);
  const options = useListRegisterBusinessScope({ query: { staleTime: 10 * 60_000 }, request: { silent: true } });
  const scopeList = scopeOptions(options.data);

  const regionError = serverRegion ?? (regionVisited || tried ? validateRegion(region) : null);
  const scopeError = serverScope ?? (tried && scope.length === 0 ? '请至少选择一项经营范围' : null);

  const step2 = useRegisterStep2({
    request: { silent: true },
    mutation: {
      onSuccess: (res) => {
        flowToken.save('register', res.data.token, res.data.expires_in, 3);
        onDone(form.values.company_type as CompanyType);
      },
      onError: (e) => {
        if (isApiError(e) && e.code === 40057) {
          flowToken.clear('register');
          return onExpired(e.message);
        }
        if (isApiError(e) && e.kind === 'validation') {
          const f = e.fieldErrors ?? {};
          const r = f.province?.[0] ?? f.city?.[0] ?? f.district?.[0];
          if (r) setServerRegion(r);
          if (f.business_scope?.[0]) setServerScope(f.business_scope[0]);
        }
        reportSubmitError(form, e, { 40073: 'company' });
      },
    },
  });
  const busy = step2.isPending || step2.isSuccess;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setTried(true);
    const fieldsOk = form.check();
    const regionOk = !validateRegion(region);
    if (!fieldsOk) return focusFirstInvalid(form);
    if (!regionOk) return document.getElementById('reg-province')?.focus();
    if (scope.length === 0) return;
    const v = form.values;
    step2.mutate({
      data: {
        token,
        company_type: v.company_type as CompanyType,
        company: v.company.trim(),
        name: v.name.trim(),
        ...region,
        address: v.address.trim(),
        phone: v.phone.trim(),
        ...(v.email.trim() ? { email: v.email.trim() } : {}),
        business_scope: scope,
      },
    });
  };

  const typeError = form.error('company_type');
  return (
    <form onSubmit={submit} noValidate aria-label="填写企业信息">
      <div className={`account-field${typeError ? ' has-error' : ''}`}>
        <label htmlFor="af-company_type" className="account-field__label is-required">
          单位类型
        </label>
        <div className="account-field__control">
          <div className="account-field__row">
            <select
              id="af-company_type"
              value={form.values.company_type}
              onChange={(e) => form.set('company_type', e.target.value)}
              onBlur={() => form.blur('company_type')}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? 'af-company_type-note' : undefined}
            >
              <option value="">请选择单位类型</option>
              {COMPANY_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          {typeError ? (
            <p id="af-company_type-note" className="account-field__error" role="alert">
              {typeError}
            </p>
          ) : null}
        </div>
      </div>
      <TextField form={form} name="company" label="单位名称" maxLength={100} placeholder="与营业执照一致" autoComplete="organization" />
      <TextField form={form} name="name" label="联系人" maxLength={20} autoComplete="name" />
      <RegionCascade
        idPrefix="reg"
        value={region}
        onChange={(next) => {
          setRegion(next);
          setServerRegion(null);
        }}
        onBlur={() => setRegionVisited(true)}
        error={regionError}
      />
      <TextField form={form} name="address" label="详细地址" maxLength={200} placeholder="街道、门牌号" autoComplete="street-address" />
      <TextField form={form} name="phone" label="联系电话" maxLength={13} placeholder="手机号，或固定电话如 0311-86012345" autoComplete="tel" />
      <TextField form={form} name="email" label="电子邮箱" required={false} maxLength={100} type="email" autoComplete="email" placeholder="选填" />
      <fieldset className={`account-field scope-field${scopeError ? ' has-error' : ''}`} aria-describedby={scopeError ? 'reg-scope-error' : undefined}>
        <legend className="account-field__label is-required">
          经营范围
        </legend>
        <div className="account-field__control">
          <QueryState
            size="compact"
            className="account-field__error"
            query={options}
            placeholder={<p role="status">正在加载经营范围…</p>}
            failText="经营范围加载失败。"
          >
            <div className="scope-field__options">
              {scopeList.map((o) => (
                <label key={o.name} className="scope-field__option" title={o.note || undefined}>
                  <input
                    type="checkbox"
                    checked={scope.includes(o.name)}
                    onChange={(e) => {
                      setServerScope(null);
                      setScope((s) => (e.target.checked ? [...s, o.name] : s.filter((x) => x !== o.name)));
                    }}
                  />
                  {o.name}
                </label>
              ))}
            </div>
          </QueryState>
          <p className="account-field__hint">按药品经营许可证或医疗机构执业许可证所载勾选，审核时据此开通可购品类。</p>
          {scopeError ? (
            <p id="reg-scope-error" className="account-field__error" role="alert">
              {scopeError}
            </p>
          ) : null}
        </div>
      </fieldset>
      <div className="account-form__actions">
        <Button type="submit" primary loading={busy} disabled={busy}>
          下一步
        </Button>
      </div>
    </form>
  );
}
