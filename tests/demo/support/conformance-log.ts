/**
 * What a conformance run saw: every call with its operation and status, every contract violation, the scenario's own
 * expectations that did not hold, and which operations have answered with a success status at least once. A scenario
 * runs in named steps: whatever goes wrong is filed under the step that was running, so a report names it.
 */
import { contractOperations, isSuccess } from './contract-index';
import type { Violation } from './contract-validator';

export interface CallRecord {
  operationId: string | null;
  call: string;
  status: number;
  msg: string | null;
  label: string;
  /** The scenario step that made the call (set by record). */
  step?: string;
}

export type StepViolation = Violation & { step: string };

export class ConformanceLog {
  /** The scenario step running now; everything recorded is filed under it. */
  step = '';
  readonly calls: CallRecord[] = [];
  readonly violations: StepViolation[] = [];
  /** Scenario expectations that failed (a flow that should have worked, a refusal that did not come), by step. */
  readonly unmet: string[] = [];
  readonly succeeded = new Set<string>();
  readonly notBuilt = new Set<string>();
  /** Operations that answered 500 at least once (always a handler bug): the call and its step. */
  readonly crashed = new Map<string, string>();
  /** Steps that stopped with an exception, with its message. */
  readonly failedSteps: string[] = [];

  private filed(text: string): string {
    return this.step ? `[${this.step}] ${text}` : text;
  }

  record(call: CallRecord, violations: Violation[]): void {
    this.calls.push({ ...call, step: this.step });
    this.violations.push(...violations.map((v) => ({ ...v, step: this.step })));
    if (call.operationId && isSuccess(call.status)) this.succeeded.add(call.operationId);
    if (call.operationId && call.status === 500) this.crashed.set(call.operationId, this.filed(call.call));
  }

  expectation(ok: boolean, message: string): boolean {
    if (!ok) this.unmet.push(this.filed(message));
    return ok;
  }

  /** Runs one named step; an exception ends the step (not the run) and is reported under its name. */
  async runStep(name: string, run: () => Promise<void>): Promise<void> {
    this.step = name;
    try {
      await run();
    } catch (e) {
      this.failedSteps.push(this.filed(`stopped: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
    } finally {
      this.step = '';
    }
  }

  /**
   * Everything that makes a run fail, each naming its step: a step that stopped, a contract violation, a 500, an
   * unmet expectation, and — for the run as a whole — an operation never answered with a success status.
   */
  problems(): string[] {
    return [
      ...this.failedSteps,
      ...this.violations.map((v) => `[${v.step}] contract violation (${v.kind}) ${v.operationId ?? '(no operation)'}: ${v.call} — ${v.message}`),
      ...[...this.crashed.entries()].map(([op, call]) => `500 from ${op}: ${call}`),
      ...this.unmet.map((m) => `unmet expectation ${m}`),
      ...this.uncovered().map((op) => `never answered with a success status: ${op}${this.notBuilt.has(op) ? ' (not built yet)' : ''}`),
    ];
  }

  uncovered(): string[] {
    return contractOperations.map((o) => o.operationId).filter((id) => !this.succeeded.has(id));
  }

  /** Violations grouped by operation, one readable block per operation. */
  violationReport(): string {
    const byOp = new Map<string, StepViolation[]>();
    for (const v of this.violations) {
      const key = v.operationId ?? '(no operation)';
      const list = byOp.get(key) ?? [];
      list.push(v);
      byOp.set(key, list);
    }
    const lines: string[] = [];
    for (const [opId, list] of [...byOp.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`${opId} (${list.length}):`);
      const seen = new Set<string>();
      for (const v of list) {
        const text = `  [${v.kind}]${v.step ? ` (${v.step})` : ''} ${v.call} — ${v.message}`;
        if (seen.has(text)) continue;
        seen.add(text);
        lines.push(text.length > 600 ? `${text.slice(0, 600)}…` : text);
      }
    }
    return lines.join('\n');
  }

  summary(): string {
    const uncovered = this.uncovered();
    const notBuilt = [...this.notBuilt].sort();
    return [
      `calls: ${this.calls.length}, operations answered with success: ${this.succeeded.size}/${contractOperations.length}`,
      `violations: ${this.violations.length} in ${new Set(this.violations.map((v) => v.operationId)).size} operations`,
      `not built yet (503 该功能暂未开放): ${notBuilt.length}${notBuilt.length ? ` — ${notBuilt.join(', ')}` : ''}`,
      `not covered with a success status: ${uncovered.length}${uncovered.length ? ` — ${uncovered.join(', ')}` : ''}`,
      `500 answers: ${this.crashed.size}${this.crashed.size ? ` — ${[...this.crashed.entries()].map(([k, v]) => `${k} (${v})`).join('; ')}` : ''}`,
      `unmet scenario expectations: ${this.unmet.length}`,
    ].join('\n');
  }
}
