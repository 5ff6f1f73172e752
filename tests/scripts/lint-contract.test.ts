/**
 * `npm run lint:contract` (scripts/lint-contract.ts): how it reads each tool's answer and decides, and that each of the
 * three tools, run as the lint runs it, reports a broken copy of the contract.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ISpectralDiagnostic } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT,
  REDOCLY_CONFIG,
  SPECTRAL_RULESET,
  judge,
  lintWithRedocly,
  lintWithSpectral,
  redoclyFindings,
  reportLines,
  rulesKeptAsWarnings,
  spectralFindings,
  spectralRuleset,
  swaggerParserFindings,
  validateWithSwaggerParser,
  type Finding,
  type ToolReport,
} from '../../scripts/lint-contract';

const finding = (severity: Finding['severity'], rule: string): Finding => ({ severity, rule, message: 'm', where: 'w' });
const report = (findings: Finding[], kept: string[] = []): ToolReport => ({ tool: 'Spectral', findings, keptWarnings: new Set(kept) });

describe('the verdict', () => {
  it('fails on an error', () => {
    expect(judge(report([finding('error', 'invalid-ref')])).failed).toBe(true);
  });

  it('fails on a warning of a rule the config does not keep as a warning', () => {
    expect(judge(report([finding('warning', 'oas3-unused-component')])).failed).toBe(true);
  });

  it('passes a warning of a rule the config keeps as a warning, and notes', () => {
    const verdict = judge(report([finding('warning', 'no-ambiguous-paths'), finding('info', 'some-note')], ['no-ambiguous-paths']));
    expect(verdict).toEqual({ tool: 'Spectral', errors: 0, warnings: 1, kept: 1, notes: 1, failed: false });
  });

  it('prints every finding with its place, then the counts', () => {
    const lines = reportLines({ tool: 'Redocly', findings: [{ severity: 'error', rule: 'no-unresolved-refs', message: "Can't resolve $ref", where: 'a.yaml:3:5' }], keptWarnings: new Set() });
    expect(lines).toEqual(["  error  no-unresolved-refs  Can't resolve $ref  a.yaml:3:5", 'Redocly         1 error, 0 warnings — FAILED']);
  });
});

describe('reading the tools', () => {
  it("takes Redocly's JSON problems with their line, or their pointer when there is no line", () => {
    const findings = redoclyFindings({
      problems: [
        { ruleId: 'no-unresolved-refs', severity: 'error', message: "Can't resolve $ref", location: [{ source: { ref: 'c.yaml' }, pointer: '#/paths', start: { line: 9, col: 3 } }] },
        { ruleId: 'no-ambiguous-paths', severity: 'warn', message: 'ambiguous', location: [{ pointer: '#/paths/~1a' }] },
      ],
    });
    expect(findings).toEqual([
      { severity: 'error', rule: 'no-unresolved-refs', message: "Can't resolve $ref", where: 'c.yaml:9:3' },
      { severity: 'warning', rule: 'no-ambiguous-paths', message: 'ambiguous', where: '#/paths/~1a' },
    ]);
  });

  it("maps Spectral's severities: 0 an error, 1 a warning, 2 and 3 notes, with a 1-based line", () => {
    const diagnostic = (severity: number): ISpectralDiagnostic =>
      ({ code: `r${severity}`, message: 'm', path: [], severity, source: CONTRACT, range: { start: { line: 4, character: 2 }, end: { line: 4, character: 9 } } }) as ISpectralDiagnostic;
    expect(spectralFindings([0, 1, 2, 3].map(diagnostic), CONTRACT).map((f) => [f.severity, f.where])).toEqual([
      ['error', 'openapi/marketplace.yaml:5:3'],
      ['warning', 'openapi/marketplace.yaml:5:3'],
      ['info', 'openapi/marketplace.yaml:5:3'],
      ['info', 'openapi/marketplace.yaml:5:3'],
    ]);
  });

  it("splits swagger-parser's schema failure into one finding a line", () => {
    const error = new SyntaxError('Swagger schema validation failed.\n  #/paths/~1a/get must have required property responses\n  #/info must have required property title\n');
    expect(swaggerParserFindings(error, CONTRACT).map((f) => [f.rule, f.message])).toEqual([
      ['schema', 'Swagger schema validation failed. #/paths/~1a/get must have required property responses'],
      ['schema', 'Swagger schema validation failed. #/info must have required property title'],
    ]);
  });

  it('keeps as warnings exactly the rules a config sets to warn, in either form', () => {
    expect(rulesKeptAsWarnings('rules:\n  a: warn\n  b: error\n  c:\n    severity: warn\n  d: off\n')).toEqual(new Set(['a', 'c']));
    expect(rulesKeptAsWarnings(fs.readFileSync(REDOCLY_CONFIG, 'utf8'))).toEqual(new Set(['no-ambiguous-paths']));
  });
});

describe('.spectral.yaml', () => {
  it('is every spectral:oas rule, with the rules wrong for this contract switched off', () => {
    const ruleset = spectralRuleset(fs.readFileSync(SPECTRAL_RULESET, 'utf8')) as { extends: unknown; rules: Record<string, string> };
    expect(ruleset.extends).toEqual([[oas, 'all']]);
    expect(ruleset.rules).toEqual({ 'openapi-tags-alphabetical': 'off', 'contact-properties': 'off' });
  });

  it('refuses a rule Spectral does not have, a ruleset other than spectral:oas, and an unknown severity', () => {
    expect(() => spectralRuleset('extends: spectral:oas\nrules:\n  no-such-rule: off\n')).toThrow(/no rule no-such-rule/);
    expect(() => spectralRuleset('extends: spectral:asyncapi\n')).toThrow(/only spectral:oas/);
    expect(() => spectralRuleset('extends: spectral:oas\nrules:\n  operation-tags: loud\n')).toThrow(/off, error, warn, info or hint/);
  });
});

/**
 * A copy of the contract with a $ref to a schema that does not exist and two operations sharing one operationId. Kept
 * fast: three paths, and no examples (validating the examples is most of Spectral's time); every component is kept,
 * so the other $refs resolve.
 */
function brokenCopy(): string {
  const doc = YAML.parse(fs.readFileSync(CONTRACT, 'utf8')) as { paths: Record<string, unknown> };
  doc.paths = Object.fromEntries(Object.entries(doc.paths).slice(0, 3));
  const withoutExamples = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(withoutExamples) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'example' && k !== 'examples').map(([k, x]) => [k, withoutExamples(x)])) : v;
  const text = YAML.stringify(withoutExamples(doc), { lineWidth: 0 });
  const broken = text.replace('#/components/schemas/CommonPayload', '#/components/schemas/NoSuchSchema').replace('operationId: getGlobalConfig', 'operationId: getGlobalCommon');
  // Both breaks are in: the test fails here, not later, if the contract's first paths change.
  expect(broken.match(/NoSuchSchema|operationId: getGlobalCommon/g)).toHaveLength(3);
  return broken;
}

describe('each tool reports a broken copy of the contract', () => {
  let dir: string;
  let redocly: ToolReport;
  let spectral: ToolReport;
  let swaggerParser: ToolReport;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-contract-'));
    const file = path.join(dir, 'marketplace.yaml');
    fs.writeFileSync(file, brokenCopy());
    [redocly, spectral, swaggerParser] = await Promise.all([lintWithRedocly(file), lintWithSpectral(file), validateWithSwaggerParser(file)]);
  }, 120_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const rulesOf = (r: ToolReport) => r.findings.filter((f) => f.severity === 'error').map((f) => f.rule);

  it('Redocly: the missing schema and the shared operationId, each an error', () => {
    expect(rulesOf(redocly)).toEqual(expect.arrayContaining(['no-unresolved-refs', 'operation-operationId-unique']));
    expect(judge(redocly).failed).toBe(true);
  });

  it('Spectral: the missing schema and the shared operationId, each an error', () => {
    expect(spectral.findings).toContainEqual(expect.objectContaining({ severity: 'error', rule: 'invalid-ref', message: expect.stringContaining('NoSuchSchema') }));
    expect(rulesOf(spectral)).toContain('operation-operationId-unique');
    expect(judge(spectral).failed).toBe(true);
  });

  it('swagger-parser: the missing schema (it stops at the first problem and checks no OpenAPI 3 operationId)', () => {
    expect(swaggerParser.findings).toEqual([expect.objectContaining({ severity: 'error', rule: '$ref', message: expect.stringContaining('NoSuchSchema') })]);
    expect(judge(swaggerParser).failed).toBe(true);
  });
});
