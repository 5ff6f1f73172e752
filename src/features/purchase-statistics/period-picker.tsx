import { useState, type FormEvent } from 'react';
import type { StoreOption } from '@/lib/chain-stores/store-options';
import { PERIOD_PRESET_TEXT, periodProblem, type PeriodProblem, type StatsPeriod } from '@/domain/purchase-statistics';
import { PERIOD_CHOICES, type PeriodChoice, type StatsQuery } from './statistics-rules';

const CHOICE_TEXT: Record<PeriodChoice, string> = { ...PERIOD_PRESET_TEXT, custom: '自定义' };

interface Props {
  query: StatsQuery;
  /** The period on screen (the preset's days, or the custom days when they are valid). */
  shown: StatsPeriod | null;
  /** The custom days' problem as read from the address (a hand-typed address), shown until corrected. */
  addressProblem: PeriodProblem | null;
  /** A chain head office's stores (none for a single pharmacy or a store). */
  stores: readonly StoreOption[];
  today: string;
  onChange(query: StatsQuery): void;
}

/** The period (本月, 近 3 个月, 近 12 个月, 自定义 with two days) and, for a chain's head office, the store. */
export function PeriodPicker({ query, shown, addressProblem, stores, today, onChange }: Props) {
  const [start, setStart] = useState(query.choice === 'custom' ? query.start : (shown?.start ?? ''));
  const [end, setEnd] = useState(query.choice === 'custom' ? query.end : (shown?.end ?? ''));
  const [problem, setProblem] = useState<PeriodProblem | null>(addressProblem);

  const choose = (choice: PeriodChoice) => {
    if (choice === query.choice) return;
    // 自定义 starts from the period on screen, so the figures stay until other days are asked for.
    if (choice === 'custom') onChange({ ...query, choice, start: shown?.start ?? today, end: shown?.end ?? today });
    else onChange({ ...query, choice, start: '', end: '' });
  };

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const p = periodProblem(start, end);
    setProblem(p);
    if (!p) onChange({ ...query, choice: 'custom', start, end });
  };

  return (
    <div className="cgtj-period">
      <div className="cgtj-period__choices" role="group" aria-label="统计期间">
        {PERIOD_CHOICES.map((c) => (
          <button key={c} type="button" className={`cgtj-period__choice${c === query.choice ? ' is-active' : ''}`} aria-pressed={c === query.choice} onClick={() => choose(c)}>
            {CHOICE_TEXT[c]}
          </button>
        ))}
      </div>
      {stores.length > 1 ? (
        <label className="cgtj-period__store">
          门店
          <select
            value={query.storeId === null ? '' : String(query.storeId)}
            onChange={(e) => onChange({ ...query, storeId: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">全部门店</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {query.choice === 'custom' ? (
        <form className="ss-filters cgtj-period__custom" onSubmit={apply} noValidate aria-label="自定义统计期间">
          <label>
            起始日期
            <input
              type="date"
              value={start}
              max={today}
              onChange={(e) => setStart(e.target.value)}
              aria-invalid={problem?.field === 'start' ? true : undefined}
              aria-describedby={problem ? 'cgtj-period-problem' : undefined}
            />
          </label>
          <label>
            截止日期
            <input
              type="date"
              value={end}
              max={today}
              onChange={(e) => setEnd(e.target.value)}
              aria-invalid={problem?.field === 'end' ? true : undefined}
              aria-describedby={problem ? 'cgtj-period-problem' : undefined}
            />
          </label>
          <button type="submit" className="ui primary small button">
            查询
          </button>
          {problem ? (
            <p className="ss-field-error" id="cgtj-period-problem" role="alert">
              {problem.message}
            </p>
          ) : (
            <p className="ss-muted cgtj-period__hint">最长可统计 366 天</p>
          )}
        </form>
      ) : null}
    </div>
  );
}
