/**
 * `npm run lint:contract`: openapi/marketplace.yaml read by three independent tools, which must all find it clean.
 *
 * - **Redocly** (`redocly lint`, the CLI with redocly.yaml: its recommended rules, every example validated against its
 *   schema, unique operationIds, a 4xx answer and a summary on every operation, no unused component);
 * - **Spectral** (`@stoplight/spectral-core` with the `spectral:oas` rules, as .spectral.yaml sets them);
 * - **swagger-parser** (`@apidevtools/swagger-parser`'s `validate()`: every `$ref` resolves and the document matches
 *   the OpenAPI 3.0 schema; it stops at the first problem, and does not check operationIds in an OpenAPI 3 document).
 *
 * Each prints its errors and warnings with their place, then one line of counts. Any error fails the lint, and so does
 * any warning, except one from a rule that the tool's own committed config (redocly.yaml, .spectral.yaml) sets to
 * `warn` on purpose, with its reason there: those are printed and counted as kept. Spectral's info and hint notes are
 * printed and never fail. Exit code 1 when it fails, 0 when it is clean.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Document, Spectral, type ISpectralDiagnostic, type RulesetDefinition } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONTRACT = path.join(ROOT, 'openapi/marketplace.yaml');
export const REDOCLY_CONFIG = path.join(ROOT, 'redocly.yaml');
export const SPECTRAL_RULESET = path.join(ROOT, '.spectral.yaml');

export type Tool = 'Redocly' | 'Spectral' | 'swagger-parser';
export type Severity = 'error' | 'warning' | 'info';

export interface Finding {
  severity: Severity;
  /** The rule that found it (Redocly's ruleId, Spectral's code), or what failed for swagger-parser. */
  rule: string;
  message: string;
  /** file:line:column, or a JSON pointer when the tool gives no line. */
  where: string;
}

export interface ToolReport {
  tool: Tool;
  findings: Finding[];
  /** Rules the tool's committed config sets to `warn` on purpose: their warnings are printed but do not fail. */
  keptWarnings: ReadonlySet<string>;
}

const relative = (file: string) => path.relative(ROOT, file) || file;

// Redocly ------------------------------------------------------------------------------------------------------------

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location?: Array<{ source?: { ref?: string }; pointer?: string; start?: { line: number; col: number } }>;
}

/** Findings from `redocly lint --format=json`'s output. */
export function redoclyFindings(output: { problems?: RedoclyProblem[] }): Finding[] {
  return (output.problems ?? []).map((p) => {
    const at = p.location?.[0];
    const where = at?.start ? `${at.source?.ref ?? ''}:${at.start.line}:${at.start.col}` : (at?.pointer ?? '');
    return { severity: p.severity === 'error' ? 'error' : 'warning', rule: p.ruleId, message: p.message, where };
  });
}

/**
 * The rules a config sets to `warn` itself: redocly.yaml's `rules:` (`rule: warn` or `rule: {severity: warn}`),
 * .spectral.yaml's too.
 */
export function rulesKeptAsWarnings(configText: string): Set<string> {
  const config = (YAML.parse(configText) ?? {}) as { rules?: Record<string, unknown> };
  const kept = new Set<string>();
  for (const [rule, setting] of Object.entries(config.rules ?? {})) {
    const severity = typeof setting === 'object' && setting !== null ? (setting as { severity?: unknown }).severity : setting;
    if (severity === 'warn') kept.add(rule);
  }
  return kept;
}

function run(command: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    // No telemetry and no update notice from the CLI: the lint talks to no other host.
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

export async function lintWithRedocly(file = CONTRACT, config = REDOCLY_CONFIG): Promise<ToolReport> {
  const bin = path.join(ROOT, 'node_modules/.bin/redocly');
  const keptWarnings = rulesKeptAsWarnings(fs.readFileSync(config, 'utf8'));
  const r = await run(bin, ['lint', relative(file), '--config', relative(config), '--format=json']);
  let output: { problems?: RedoclyProblem[] };
  try {
    output = JSON.parse(r.stdout.slice(r.stdout.indexOf('{'))) as { problems?: RedoclyProblem[] };
  } catch {
    const why = `${r.stdout}\n${r.stderr}`.trim().split('\n').slice(-5).join(' ');
    return { tool: 'Redocly', keptWarnings, findings: [{ severity: 'error', rule: 'redocly-cli', message: `Redocly did not answer (exit ${r.status}): ${why}`, where: relative(file) }] };
  }
  return { tool: 'Redocly', keptWarnings, findings: redoclyFindings(output) };
}

// Spectral -----------------------------------------------------------------------------------------------------------

const SPECTRAL_SEVERITIES = new Set(['off', 'error', 'warn', 'info', 'hint']);
const RULESETS: Record<string, RulesetDefinition> = { 'spectral:oas': oas as RulesetDefinition };

/**
 * .spectral.yaml as a ruleset for Spectral's library: `extends` names `spectral:oas` (alone or with `recommended` or
 * `all`) and `rules` sets a severity (or `off`) for some of its rules. Anything else — another ruleset, a rule
 * Spectral does not have, a custom rule — is refused, so the file never says more than the lint does.
 */
export function spectralRuleset(text: string): RulesetDefinition {
  const config = (YAML.parse(text) ?? {}) as { extends?: unknown; rules?: Record<string, unknown> };
  const entries = Array.isArray(config.extends) ? config.extends : [config.extends];
  const extended = entries.map((entry): [RulesetDefinition, 'recommended' | 'all' | 'off'] => {
    const [name, mode = 'recommended'] = Array.isArray(entry) ? (entry as unknown[]) : [entry];
    const ruleset = typeof name === 'string' ? RULESETS[name] : undefined;
    if (!ruleset) throw new Error(`.spectral.yaml: extends ${JSON.stringify(name)}, but only ${Object.keys(RULESETS).join(', ')} is known here`);
    if (mode !== 'recommended' && mode !== 'all' && mode !== 'off') throw new Error(`.spectral.yaml: ${String(name)} may be recommended, all or off, not ${JSON.stringify(mode)}`);
    return [ruleset, mode];
  });
  const known = new Set(extended.flatMap(([r]) => Object.keys('rules' in r ? r.rules : {})));
  const rules: Record<string, 'off' | 'error' | 'warn' | 'info' | 'hint'> = {};
  for (const [rule, severity] of Object.entries(config.rules ?? {})) {
    // YAML reads a bare `off` as the string "off" (YAML 1.2); `false` means off too.
    const value = severity === false ? 'off' : severity;
    if (!known.has(rule)) throw new Error(`.spectral.yaml: no rule ${rule} in the extended rulesets`);
    if (typeof value !== 'string' || !SPECTRAL_SEVERITIES.has(value)) throw new Error(`.spectral.yaml: ${rule} must be off, error, warn, info or hint`);
    rules[rule] = value as (typeof rules)[string];
  }
  return { extends: extended, rules } as RulesetDefinition;
}

/** Spectral's diagnostics as findings: severity 0 an error, 1 a warning, 2 (info) and 3 (hint) a note. */
export function spectralFindings(diagnostics: readonly ISpectralDiagnostic[], file: string): Finding[] {
  return diagnostics.map((d) => ({
    severity: d.severity === 0 ? 'error' : d.severity === 1 ? 'warning' : 'info',
    rule: String(d.code),
    message: d.message,
    where: `${relative(d.source ?? file)}:${d.range.start.line + 1}:${d.range.start.character + 1}`,
  }));
}

export async function lintWithSpectral(file = CONTRACT, ruleset = SPECTRAL_RULESET): Promise<ToolReport> {
  const text = fs.readFileSync(ruleset, 'utf8');
  const spectral = new Spectral();
  spectral.setRuleset(spectralRuleset(text));
  const diagnostics = await spectral.run(new Document(fs.readFileSync(file, 'utf8'), spectralParsers.Yaml, file));
  return { tool: 'Spectral', keptWarnings: rulesKeptAsWarnings(text), findings: spectralFindings(diagnostics, file) };
}

// swagger-parser -----------------------------------------------------------------------------------------------------

/**
 * What swagger-parser's `validate()` threw, as findings: its message's first line, and each further line (the schema
 * validation lists one problem a line) as a finding of its own.
 */
export function swaggerParserFindings(error: unknown, file: string): Finding[] {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const [headline = '', ...details] = message.split('\n').map((l) => l.trim()).filter(Boolean);
  const rule = name === 'SyntaxError' && /schema validation/i.test(headline) ? 'schema' : /\$ref/.test(headline) ? '$ref' : name;
  if (!details.length) return [{ severity: 'error', rule, message: headline, where: relative(file) }];
  return details.map((d) => ({ severity: 'error', rule, message: `${headline} ${d}`, where: relative(file) }));
}

export async function validateWithSwaggerParser(file = CONTRACT): Promise<ToolReport> {
  try {
    await SwaggerParser.validate(file);
    return { tool: 'swagger-parser', keptWarnings: new Set(), findings: [] };
  } catch (e) {
    return { tool: 'swagger-parser', keptWarnings: new Set(), findings: swaggerParserFindings(e, file) };
  }
}

// The verdict --------------------------------------------------------------------------------------------------------

export interface ToolVerdict {
  tool: Tool;
  errors: number;
  warnings: number;
  /** Warnings of rules kept as warnings by the tool's config: printed, never failing. */
  kept: number;
  notes: number;
  failed: boolean;
}

/** Counts a tool's findings and decides: any error fails, any warning fails but those of rules kept as warnings. */
export function judge(report: ToolReport): ToolVerdict {
  const errors = report.findings.filter((f) => f.severity === 'error').length;
  const warnings = report.findings.filter((f) => f.severity === 'warning');
  const kept = warnings.filter((f) => report.keptWarnings.has(f.rule)).length;
  const notes = report.findings.filter((f) => f.severity === 'info').length;
  return { tool: report.tool, errors, warnings: warnings.length, kept, notes, failed: errors > 0 || warnings.length > kept };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The lines the lint prints for one tool: each finding, then its counts. */
export function reportLines(report: ToolReport): string[] {
  const verdict = judge(report);
  const lines = report.findings.map((f) => {
    const label = f.severity === 'warning' && report.keptWarnings.has(f.rule) ? 'warning (kept)' : f.severity;
    return `  ${label}  ${f.rule}  ${f.message}  ${f.where}`;
  });
  const kept = verdict.kept ? ` (${verdict.kept} kept as a warning by its config)` : '';
  const notes = verdict.notes ? `, ${plural(verdict.notes, 'note')}` : '';
  lines.push(`${report.tool.padEnd(15)} ${plural(verdict.errors, 'error')}, ${plural(verdict.warnings, 'warning')}${kept}${notes} — ${verdict.failed ? 'FAILED' : 'ok'}`);
  return lines;
}

export async function lintContract(file = CONTRACT): Promise<ToolReport[]> {
  return Promise.all([lintWithRedocly(file), lintWithSpectral(file), validateWithSwaggerParser(file)]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? CONTRACT);
  const reports = await lintContract(file);
  for (const report of reports) console.log(reportLines(report).join('\n'));
  const failed = reports.map(judge).filter((v) => v.failed);
  console.log(failed.length ? `contract lint: ${relative(file)} FAILED (${failed.map((v) => v.tool).join(', ')})` : `contract lint: ${relative(file)} is clean in all three tools`);
  process.exitCode = failed.length ? 1 : 0;
}
