import { useState, type FormEvent } from 'react';
import { updateReplenishmentSettings } from '@generated/endpoints/replenishment/replenishment';
import type { ReplenishmentSettings } from '@generated/models';
import { LEAD_DAYS_RANGE, SAFETY_DAYS_RANGE, settingsProblem } from '@/domain/replenishment';
import { isApiError } from '@/lib/http';

interface Props {
  settings: ReplenishmentSettings;
  onSaved(): void;
}

/** A whole number as typed, or the text itself when it is not one (the check says why). */
function asNumber(text: string): number | string {
  const t = text.trim();
  return /^\d{1,3}$/.test(t) ? Number(t) : t;
}

/** 到货天数 and 安全天数: checked here with the server's rule, kept by PUT /api/replenishment/settings. */
export function SettingsForm({ settings, onSaved }: Props) {
  const [lead, setLead] = useState(String(settings.lead_days));
  const [safety, setSafety] = useState(String(settings.safety_days));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const problem = settingsProblem(asNumber(lead), asNumber(safety));
    setSaved(false);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await updateReplenishmentSettings({ lead_days: Number(lead), safety_days: Number(safety) }, { silent: true });
      setSaved(true);
      onSaved();
    } catch (err) {
      const msg = isApiError(err) && err.kind !== 'network' && err.kind !== 'timeout' ? (err.firstFieldMessage ?? err.message) : '网络连接失败，设置未保存，请稍后重试';
      setError({ field: 'form', message: msg || '设置未保存，请稍后重试' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="bhjy-settings ss-filters" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="bhjy-settings-title">
      <h2 id="bhjy-settings-title" className="bhjy-h2 bhjy-settings__title">
        补货设置
      </h2>
      <label>
        到货天数（{LEAD_DAYS_RANGE.min}–{LEAD_DAYS_RANGE.max}）
        <input inputMode="numeric" value={lead} onChange={(e) => setLead(e.target.value)} aria-invalid={error?.field === 'lead_days'} name="lead_days" />
      </label>
      <label>
        安全天数（{SAFETY_DAYS_RANGE.min}–{SAFETY_DAYS_RANGE.max}）
        <input inputMode="numeric" value={safety} onChange={(e) => setSafety(e.target.value)} aria-invalid={error?.field === 'safety_days'} name="safety_days" />
      </label>
      <button type="submit" className="ui button" disabled={saving}>
        {saving ? '正在保存…' : '保存设置'}
      </button>
      {error ? (
        <p className="ss-field-error" role="alert">
          {error.message}
        </p>
      ) : saved ? (
        <p className="ss-muted" role="status">
          设置已保存，建议已按新设置重新计算。
        </p>
      ) : null}
    </form>
  );
}
