/**
 * The kit's report: one entry per contract operation (pass; violation with the status and JSON pointer of its first
 * error; not reached and why), a summary, and the same as JSON and JUnit XML (one test case per operation).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contractOperations } from './contract';
import type { FuzzSummary } from './fuzz';
import type { KitLog } from './log';
import type { Violation } from './validator';

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  result: 'pass' | 'violation' | 'not reached';
  calls: number;
  statuses: number[];
  /** Answered with a success status at least once. */
  succeeded: boolean;
  /** How it was first reached: by the stateful scenario, or only by a call with the contract's examples. */
  reachedBy: 'scenario' | 'examples' | null;
  violations: Violation[];
  /** Why it was not reached. */
  reason?: string;
}

export interface KitReport {
  baseUrl: string;
  seed: number;
  contractVersion: string;
  operations: OperationReport[];
  /** Violations no operation owns (a request to a path the contract does not have). */
  unowned: Violation[];
  summary: {
    operations: number;
    passed: number;
    violating: number;
    notReached: number;
    calls: number;
    violations: number;
    succeeded: number;
    unmetExpectations: number;
  };
  unmet: string[];
  fuzz: FuzzSummary | null;
}

export function buildReport(log: KitLog, meta: { baseUrl: string; seed: number; contractVersion: string; fuzz: FuzzSummary | null }): KitReport {
  const operations = contractOperations.map((op): OperationReport => {
    const calls = log.calls.filter((c) => c.operationId === op.operationId);
    const violations = log.violations.filter((v) => v.operationId === op.operationId);
    const reached = log.answered.has(op.operationId);
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      result: violations.length ? 'violation' : reached ? 'pass' : 'not reached',
      calls: calls.length,
      statuses: [...new Set(calls.map((c) => c.status))].sort((a, b) => a - b),
      succeeded: log.succeeded.has(op.operationId),
      reachedBy: calls.some((c) => c.phase === 'scenario') ? 'scenario' : calls.some((c) => c.phase === 'examples') ? 'examples' : null,
      violations,
      ...(reached ? {} : { reason: log.skipped.get(op.operationId) ?? 'the scenario found nothing to call it with (see the unmet expectations)' }),
    };
  });
  const unowned = log.violations.filter((v) => v.operationId === null);
  return {
    ...meta,
    operations,
    unowned,
    summary: {
      operations: operations.length,
      passed: operations.filter((o) => o.result === 'pass').length,
      violating: operations.filter((o) => o.result === 'violation').length,
      notReached: operations.filter((o) => o.result === 'not reached').length,
      calls: log.calls.length,
      violations: log.violations.length,
      succeeded: operations.filter((o) => o.succeeded).length,
      unmetExpectations: log.unmet.length,
    },
    unmet: [...log.unmet],
  };
}

/** A run fails on any violation of the contract and on any unmet expectation of the scenario (a behaviour it describes). */
export const failed = (r: KitReport): boolean => r.summary.violations > 0 || r.summary.unmetExpectations > 0;

function firstOf(v: Violation): string {
  return `status ${v.status ?? '-'} at ${v.pointer || '(root)'}: ${v.message}`;
}

/** The human-readable report: one line per operation, then the summary. */
export function formatReport(r: KitReport, options: { verbose?: boolean } = {}): string {
  const lines: string[] = [`contract-verify ${r.baseUrl} — contract ${r.contractVersion}, seed ${r.seed} (replay with --seed ${r.seed})`, ''];
  for (const o of r.operations) {
    if (o.result === 'pass') {
      if (options.verbose || o.reachedBy === 'examples') lines.push(`  PASS         ${o.operationId} (${o.calls} calls, statuses ${o.statuses.join('/')})${o.reachedBy === 'examples' ? " — reached only with the contract's examples" : ''}`);
    } else if (o.result === 'violation') {
      const v = o.violations[0]!;
      lines.push(`  VIOLATION    ${o.operationId} — ${firstOf(v)}`, `               ${v.call}${o.violations.length > 1 ? ` (+${o.violations.length - 1} more)` : ''}`);
    } else lines.push(`  NOT REACHED  ${o.operationId} — ${o.reason}`);
  }
  for (const v of r.unowned) lines.push(`  VIOLATION    (no operation) — ${v.message}: ${v.call}`);
  const s = r.summary;
  lines.push(
    '',
    `operations: ${s.operations} — pass ${s.passed}, violation ${s.violating}, not reached ${s.notReached}; answered with success: ${s.succeeded}`,
    `calls: ${s.calls}, violations: ${s.violations}, unmet scenario expectations: ${s.unmetExpectations} (informational)`,
  );
  if (r.fuzz) lines.push(`fuzz: seed ${r.fuzz.seed}, ${r.fuzz.runs} requests each for ${r.fuzz.fuzzed.length} operations; ${r.fuzz.noInputs.length} take no input; excluded: ${Object.keys(r.fuzz.excluded).join(', ') || 'none'}`);
  lines.push(failed(r) ? 'RESULT: FAIL' : 'RESULT: PASS');
  return lines.join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: a test suite of one test case per operation; a violation is a failure, not reached is skipped. */
export function junitXml(r: KitReport): string {
  const cases = r.operations.map((o) => {
    const name = `${o.operationId} ${o.method} ${o.path}`;
    const head = `    <testcase classname="contract-verify" name="${xml(name)}">`;
    if (o.result === 'violation') {
      const body = o.violations.map((v) => `[${v.kind}] ${firstOf(v)}\n  ${v.call}`).join('\n');
      return `${head}\n      <failure message="${xml(firstOf(o.violations[0]!))}" type="${o.violations[0]!.kind}">${xml(body)}</failure>\n    </testcase>`;
    }
    if (o.result === 'not reached') return `${head}\n      <skipped message="${xml(o.reason ?? '')}"/>\n    </testcase>`;
    return `${head}</testcase>`;
  });
  const s = r.summary;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-verify" tests="${s.operations}" failures="${s.violating}" skipped="${s.notReached}">`,
    `  <testsuite name="contract-verify ${xml(r.baseUrl)}" tests="${s.operations}" failures="${s.violating}" skipped="${s.notReached}">`,
    `    <properties><property name="seed" value="${r.seed}"/><property name="contract" value="${xml(r.contractVersion)}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** Writes report.json and junit.xml into `dir`; answers their paths. */
export function writeReport(r: KitReport, dir: string): { json: string; junit: string } {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'report.json');
  const junit = path.join(dir, 'junit.xml');
  fs.writeFileSync(json, `${JSON.stringify(r, null, 2)}\n`);
  fs.writeFileSync(junit, junitXml(r));
  return { json, junit };
}
