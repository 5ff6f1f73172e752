/**
 * What a kit run saw: every call with its operation and status, every contract violation, the scenario's own
 * expectations that did not hold, which operations answered (and which with a success status), and why an operation
 * was not reached.
 */
import { contractOperations, isSuccess } from './contract';
import type { Violation } from './validator';

export interface CallRecord {
  operationId: string | null;
  call: string;
  status: number;
  /** The envelope's code, when the answer had one. */
  code: number | null;
  msg: string | null;
  label: string;
  phase: 'scenario' | 'examples' | 'fuzz';
  /** The scenario step that made the call (set by record). */
  step?: string;
}

export class KitLog {
  /** The scenario step running now; what goes wrong is filed under it. */
  step = '';
  readonly calls: CallRecord[] = [];
  readonly violations: Violation[] = [];
  /** Scenario expectations that failed (a flow that should have worked, a refusal that did not come). */
  readonly unmet: string[] = [];
  readonly answered = new Set<string>();
  readonly succeeded = new Set<string>();
  /** Operations that answered 500 at least once. */
  readonly crashed = new Map<string, string>();
  /** Why an operation could not be called (no account of that kind, a step that needs the server's clock…). */
  readonly skipped = new Map<string, string>();
  /** The steps run, in order, each with its unmet expectations and the contract violations of the calls it made. */
  readonly steps = new Map<string, { unmet: string[]; violations: number; calls: number }>();

  private filed(text: string): string {
    return this.step ? `[${this.step}] ${text}` : text;
  }

  record(call: CallRecord, violations: Violation[]): void {
    this.calls.push({ ...call, step: this.step });
    this.violations.push(...violations);
    const step = this.steps.get(this.step);
    if (step) {
      step.calls += 1;
      step.violations += violations.length;
    }
    if (call.operationId) {
      this.answered.add(call.operationId);
      if (isSuccess(call.status)) this.succeeded.add(call.operationId);
      if (call.status === 500) this.crashed.set(call.operationId, this.filed(call.call));
    }
  }

  expectation(ok: boolean, message: string): boolean {
    if (!ok) {
      this.unmet.push(this.filed(message));
      this.steps.get(this.step)?.unmet.push(message);
    }
    return ok;
  }

  /** Runs one named step; an exception ends the step (not the run) and is filed as an unmet expectation under its name. */
  async runStep(name: string, run: () => Promise<void>): Promise<void> {
    this.step = name;
    if (!this.steps.has(name)) this.steps.set(name, { unmet: [], violations: 0, calls: 0 });
    try {
      await run();
    } catch (e) {
      this.expectation(false, `stopped: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    } finally {
      this.step = '';
    }
  }

  /**
   * Everything that makes a scenario run fail, each naming its step: a contract violation, a 500, an unmet
   * expectation (a step that stopped included) and — for the run as a whole — an operation never answered with a
   * success status.
   */
  problems(): string[] {
    return [
      ...this.violations.map((v) => `contract violation (${v.kind}) ${v.operationId ?? '(no operation)'}: ${v.call} — ${v.message}`),
      ...[...this.crashed.entries()].map(([op, call]) => `500 from ${op}: ${call}`),
      ...this.unmet.map((m) => `unmet expectation ${m}`),
      ...this.uncovered().map((op) => `never answered with a success status: ${op}`),
    ];
  }

  /** Notes why an operation was not called (kept only while it stays unreached). */
  skip(operationId: string, why: string): void {
    if (!this.skipped.has(operationId)) this.skipped.set(operationId, why);
  }

  unreached(): string[] {
    return contractOperations.map((o) => o.operationId).filter((id) => !this.answered.has(id));
  }

  uncovered(): string[] {
    return contractOperations.map((o) => o.operationId).filter((id) => !this.succeeded.has(id));
  }

  /** Violations grouped by operation, one readable block per operation. */
  violationReport(limit = 600): string {
    const byOp = new Map<string, Violation[]>();
    for (const v of this.violations) {
      const key = v.operationId ?? '(no operation)';
      byOp.set(key, [...(byOp.get(key) ?? []), v]);
    }
    const lines: string[] = [];
    for (const [opId, list] of [...byOp.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${opId} (${list.length}):`);
      const seen = new Set<string>();
      for (const v of list) {
        const text = `  [${v.kind}] ${v.status ?? '-'} ${v.pointer || '(root)'} ${v.call} — ${v.message}`;
        if (seen.has(text)) continue;
        seen.add(text);
        lines.push(text.length > limit ? `${text.slice(0, limit)}…` : text);
      }
    }
    return lines.join('\n');
  }
}
