/**
 * What a conformance run saw: every call with its operation and status, every contract violation, the scenario's own
 * expectations that did not hold, and which operations have answered with a success status at least once.
 */
import { contractOperations, isSuccess } from './contract-index';
import type { Violation } from './contract-validator';

export interface CallRecord {
  operationId: string | null;
  call: string;
  status: number;
  msg: string | null;
  label: string;
}

export class ConformanceLog {
  readonly calls: CallRecord[] = [];
  readonly violations: Violation[] = [];
  /** Scenario expectations that failed (a flow that should have worked, a refusal that did not come). */
  readonly unmet: string[] = [];
  readonly succeeded = new Set<string>();
  readonly notBuilt = new Set<string>();
  /** Operations that answered 500 at least once: always a handler bug. */
  readonly crashed = new Map<string, string>();

  record(call: CallRecord, violations: Violation[]): void {
    this.calls.push(call);
    this.violations.push(...violations);
    if (call.operationId && isSuccess(call.status)) this.succeeded.add(call.operationId);
    if (call.operationId && call.status === 500) this.crashed.set(call.operationId, call.call);
  }

  expectation(ok: boolean, message: string): boolean {
    if (!ok) this.unmet.push(message);
    return ok;
  }

  uncovered(): string[] {
    return contractOperations.map((o) => o.operationId).filter((id) => !this.succeeded.has(id));
  }

  /** Violations grouped by operation, one readable block per operation. */
  violationReport(): string {
    const byOp = new Map<string, Violation[]>();
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
        const text = `  [${v.kind}] ${v.call} — ${v.message}`;
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
