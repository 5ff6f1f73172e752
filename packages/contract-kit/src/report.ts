/**
 * The kit's report: one entry per scenario step (pass; fail with the expectations it found unmet; not run), one entry
 * per contract operation (pass; violation with the status and JSON pointer of its first error; not reached and why), a
 * summary, and the same as JSON and JUnit XML (a test suite of the steps and one of the operations).
 */
import fs from 'node:fs';
import path from 'node:path';
import { contractOperations } from './contract';
import type { FuzzSummary } from './fuzz';
import type { KitLog } from './log';
import type { Violation } from './validator';
import { KIT_NAME, KIT_VERSION, versionNotice, type VersionMatch } from './version';

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

/** A scenario step's result: it fails on an expectation it found unmet (a behaviour the contract describes). */
export interface StepReport {
  id: string;
  name: string;
  result: 'pass' | 'fail' | 'not run';
  calls: number;
  /** Contract violations among its calls (reported at their operations too). */
  violations: number;
  unmet: string[];
}

export interface KitReport {
  kit: { name: string; version: string };
  baseUrl: string;
  seed: number;
  /** The contract the kit checks against (its info.version). */
  contractVersion: string;
  /** The contract version the server states (X-Contract-Version), and how it relates to the one checked. */
  server: { statedVersion: string | null; match: VersionMatch };
  steps: StepReport[];
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

export interface ReportMeta {
  baseUrl: string;
  seed: number;
  contractVersion: string;
  server: KitReport['server'];
  /** Every step the run could walk, run or not. */
  steps: ReadonlyArray<{ id: string; name: string }>;
  fuzz: FuzzSummary | null;
}

export function buildReport(log: KitLog, { steps: known, ...meta }: ReportMeta): KitReport {
  const steps = known.map((st): StepReport => {
    const seen = log.steps.get(st.name);
    if (!seen) return { id: st.id, name: st.name, result: 'not run', calls: 0, violations: 0, unmet: [] };
    return { id: st.id, name: st.name, result: seen.unmet.length ? 'fail' : 'pass', calls: seen.calls, violations: seen.violations, unmet: [...seen.unmet] };
  });
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
    kit: { name: KIT_NAME, version: KIT_VERSION },
    ...meta,
    steps,
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

/** The human-readable report: the server's contract version, one line per step, one per operation, then the summary. */
export function formatReport(r: KitReport, options: { verbose?: boolean } = {}): string {
  const lines: string[] = [
    `${r.kit.name} ${r.kit.version}: ${r.baseUrl} — contract ${r.contractVersion}, seed ${r.seed} (replay with --seed ${r.seed})`,
    versionNotice(r.server.statedVersion, r.baseUrl),
    '',
    'scenario steps:',
  ];
  for (const st of r.steps) {
    const label = `${st.id.padEnd(16)} ${st.name}`;
    if (st.result === 'not run') {
      if (options.verbose) lines.push(`  NOT RUN      ${label}`);
    } else if (st.result === 'pass') lines.push(`  PASS         ${label} (${st.calls} calls)`);
    else {
      lines.push(`  FAIL         ${label} (${st.calls} calls, ${st.unmet.length} unmet)`);
      for (const m of st.unmet.slice(0, options.verbose ? undefined : 5)) lines.push(`               - ${m.split('\n')[0]}`);
      if (!options.verbose && st.unmet.length > 5) lines.push(`               (+${st.unmet.length - 5} more; --verbose lists them all)`);
    }
  }
  lines.push('', 'operations:');
  for (const o of r.operations) {
    if (o.result === 'pass') {
      if (options.verbose || o.reachedBy === 'examples') lines.push(`  PASS         ${o.operationId} (${o.calls} calls, statuses ${o.statuses.join('/')})${o.reachedBy === 'examples' ? " — reached only with the contract's examples" : ''}`);
    } else if (o.result === 'violation') {
      const v = o.violations[0]!;
      lines.push(`  VIOLATION    ${o.operationId} — ${firstOf(v)}`, `               ${v.call}${o.violations.length > 1 ? ` (+${o.violations.length - 1} more)` : ''}`);
    } else lines.push(`  NOT REACHED  ${o.operationId} — ${o.reason}`);
  }
  for (const v of r.unowned) lines.push(`  VIOLATION    (no operation) — ${v.message}: ${v.call}`);
  if (lines[lines.length - 1] === 'operations:') lines.push(`  every operation reached is clean${options.verbose ? '' : ' (--verbose lists each)'}`);
  const s = r.summary;
  const ran = r.steps.filter((st) => st.result !== 'not run');
  lines.push(
    '',
    `steps: ${ran.length} run — pass ${ran.filter((st) => st.result === 'pass').length}, fail ${ran.filter((st) => st.result === 'fail').length}`,
    `operations: ${s.operations} — pass ${s.passed}, violation ${s.violating}, not reached ${s.notReached}; answered with success: ${s.succeeded}`,
    `calls: ${s.calls}, violations: ${s.violations}, unmet scenario expectations: ${s.unmetExpectations}`,
  );
  if (r.fuzz) lines.push(`fuzz: seed ${r.fuzz.seed}, ${r.fuzz.runs} requests each for ${r.fuzz.fuzzed.length} operations; ${r.fuzz.noInputs.length} take no input; excluded: ${Object.keys(r.fuzz.excluded).join(', ') || 'none'}`);
  lines.push(failed(r) ? 'RESULT: FAIL' : 'RESULT: PASS');
  return lines.join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JUnit XML, as Jenkins, GitLab and GitHub read it: a test suite "scenario" of one test case per step (a step with
 * unmet expectations is a failure, one not run is skipped) and a test suite "operations" of one test case per
 * contract operation (a violation is a failure, not reached is skipped).
 */
export function junitXml(r: KitReport): string {
  const steps = r.steps.map((st) => {
    const head = `    <testcase classname="scenario" name="${xml(`${st.id}: ${st.name}`)}">`;
    if (st.result === 'fail') {
      const message = `${st.unmet.length} unmet expectation${st.unmet.length === 1 ? '' : 's'}: ${st.unmet[0]!.split('\n')[0]}`;
      return `${head}\n      <failure message="${xml(message)}" type="unmet expectation">${xml(st.unmet.join('\n'))}</failure>\n    </testcase>`;
    }
    if (st.result === 'not run') return `${head}\n      <skipped message="not run (--only)"/>\n    </testcase>`;
    return `${head}</testcase>`;
  });
  const operations = r.operations.map((o) => {
    const name = `${o.operationId} ${o.method} ${o.path}`;
    const head = `    <testcase classname="operations" name="${xml(name)}">`;
    if (o.result === 'violation') {
      const body = o.violations.map((v) => `[${v.kind}] ${firstOf(v)}\n  ${v.call}`).join('\n');
      return `${head}\n      <failure message="${xml(firstOf(o.violations[0]!))}" type="${o.violations[0]!.kind}">${xml(body)}</failure>\n    </testcase>`;
    }
    if (o.result === 'not reached') return `${head}\n      <skipped message="${xml(o.reason ?? '')}"/>\n    </testcase>`;
    return `${head}</testcase>`;
  });
  // Requests to what the contract does not have belong to no operation: one failing test case says so.
  if (r.unowned.length) {
    const body = r.unowned.map((v) => `${v.message}\n  ${v.call}`).join('\n');
    operations.push(`    <testcase classname="operations" name="(no operation)">\n      <failure message="${xml(r.unowned[0]!.message)}" type="${r.unowned[0]!.kind}">${xml(body)}</failure>\n    </testcase>`);
  }
  const unowned = r.unowned.length ? 1 : 0;
  const s = r.summary;
  const stepFailures = r.steps.filter((st) => st.result === 'fail').length;
  const stepSkipped = r.steps.filter((st) => st.result === 'not run').length;
  const properties = [
    `<property name="kit" value="${xml(`${r.kit.name}@${r.kit.version}`)}"/>`,
    `<property name="contract" value="${xml(r.contractVersion)}"/>`,
    `<property name="server-contract" value="${xml(r.server.statedVersion ?? '(not stated)')}"/>`,
    `<property name="seed" value="${r.seed}"/>`,
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-kit" tests="${r.steps.length + s.operations + unowned}" failures="${stepFailures + s.violating + unowned}" errors="0" skipped="${stepSkipped + s.notReached}">`,
    `  <testsuite name="scenario" tests="${r.steps.length}" failures="${stepFailures}" errors="0" skipped="${stepSkipped}">`,
    `    <properties>${properties}</properties>`,
    ...steps,
    '  </testsuite>',
    `  <testsuite name="operations" tests="${s.operations + unowned}" failures="${s.violating + unowned}" errors="0" skipped="${s.notReached}">`,
    `    <properties>${properties}</properties>`,
    ...operations,
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
  writeJunit(r, junit);
  return { json, junit };
}

/** Writes the JUnit XML to `file` (its folder made if needed). */
export function writeJunit(r: KitReport, file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, junitXml(r));
}
