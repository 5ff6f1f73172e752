import { useId, useState, type FormEvent } from 'react';
import { dateRangeProblem, monthSoFar } from '@/domain/date-range';
import { formatBeijingDate } from '@/domain/datetime';
import { useAcceptanceExport } from './acceptance-export';
import { rangeFileName } from './acceptance-sheet';
import { AcceptanceOutcomeText } from './order-acceptance-button';

/**
 * 导出 GSP 验收单 on /order: the batches received (or shipped, until received) between two days, this month so far by
 * default, as 验收单-<start>至<end>.xlsx. The range is checked as the server checks it (src/domain/date-range.ts) before
 * asking; a range with nothing received says so instead of saving an empty file.
 */
export function AcceptanceRangeExport({ today = formatBeijingDate(Date.now()) }: { today?: string }) {
  const initial = monthSoFar(today);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const { busy, outcome, run, clear } = useAcceptanceExport();
  const id = useId();
  const problem = dateRangeProblem(start, end);
  const errorId = `${id}-error`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem) {
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    void run({ start, end }, rangeFileName(start, end), `${start} 至 ${end} 没有到货的药品，未生成验收单`);
  };
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    clear();
  };

  return (
    <form className="orders-acceptance orders-acceptance--range" aria-label="导出 GSP 验收单" onSubmit={submit} noValidate data-testid="acceptance-range">
      <span className="orders-acceptance__title">GSP 验收单</span>
      <span className="orders-muted">到货日期</span>
      <input
        id={`${id}-start`}
        type="date"
        value={start}
        aria-label="到货开始日期"
        aria-invalid={problem?.field === 'start' ? true : undefined}
        aria-describedby={problem?.field === 'start' ? errorId : undefined}
        onChange={(e) => change(setStart)(e.target.value)}
      />
      <span aria-hidden="true">至</span>
      <input
        id={`${id}-end`}
        type="date"
        value={end}
        aria-label="到货结束日期"
        aria-invalid={problem?.field === 'end' ? true : undefined}
        aria-describedby={problem?.field === 'end' ? errorId : undefined}
        onChange={(e) => change(setEnd)(e.target.value)}
      />
      <button type="submit" className="ui small button" disabled={busy} aria-busy={busy}>
        {busy ? '正在生成验收单…' : '导出 GSP 验收单'}
      </button>
      {problem ? (
        <span id={errorId} className="orders-error" role="alert">
          {problem.message}
        </span>
      ) : (
        <AcceptanceOutcomeText outcome={outcome} />
      )}
    </form>
  );
}
