/**
 * A bounded fuzz of every operation's inputs (fast-check): for each operation with parameters or a form body, a few
 * requests drawn from its schemas — values the contract allows, and values it does not (a wrong type, out of range,
 * too long, a required field missing, an unknown field). Whatever the input, the answer must be one the operation
 * declares, well-formed (envelope, schema, catalogued code) and not a crash (500). Requests built to break the
 * contract are not reported as the kit's own request violations; the others are checked like every request.
 *
 * Deterministic: the samples of operation i come from `seed + i`, so a printed seed replays a run exactly.
 */
import fc from 'fast-check';
import { multipartExample, type KitClient, type OperationId } from './client';
import { resolveRef, type ContractOperation, type Obj } from './contract';

/** Ids far above any real record: fuzzing never touches the account's own orders, addresses or stores. */
const UNKNOWN_ID_MIN = 900_000_000;

/** Operations the fuzz leaves alone, with why. */
export const FUZZ_EXCLUDED: Readonly<Record<string, string>> = {
  logoutUser: 'ends the session the fuzz runs in (the scenario covers it)',
};

/** Operations with effects outside the API (an SMS to a real phone): fuzzed only against a test system (`smsCode` given). */
export const FUZZ_OUTSIDE_EFFECTS: readonly string[] = ['sendSmsCode'];

type Arb = fc.Arbitrary<unknown>;

function schemaOf(node: unknown): Obj {
  const s = resolveRef<Obj>(node ?? {});
  if (Array.isArray(s.allOf) && s.allOf.length === 1 && !s.properties) return { ...schemaOf(s.allOf[0]), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'allOf')) };
  return s;
}

/** Values the schema allows (strings for patterns come from the schema's example, else from the pattern). */
function valid(node: unknown, name: string, depth = 0, example?: unknown): Arb {
  const s = schemaOf(node);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]).filter((v) => v !== null));
  if (s.type === 'integer' || s.type === 'number') {
    if (/(^|_)id$|^id$/.test(name) && s.maximum === undefined) return fc.integer({ min: UNKNOWN_ID_MIN, max: UNKNOWN_ID_MIN + 99_999 });
    const min = typeof s.minimum === 'number' ? s.minimum : 0;
    const max = typeof s.maximum === 'number' ? s.maximum : Math.max(min + 1000, 1000);
    return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  }
  if (s.type === 'array') {
    if (depth > 2) return fc.constant([]);
    const sample = example ?? s.example;
    return fc.array(valid(s.items, name, depth + 1, Array.isArray(sample) ? sample[0] : undefined), { minLength: typeof s.minItems === 'number' ? s.minItems : 0, maxLength: 3 });
  }
  if (s.type === 'object' || s.properties) {
    if (depth > 2) return fc.constant({});
    const props = (s.properties as Record<string, unknown> | undefined) ?? {};
    const required = new Set((s.required as string[] | undefined) ?? []);
    const model: Record<string, Arb> = {};
    for (const [k, v] of Object.entries(props)) model[k] = valid(v, k, depth + 1);
    return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
  }
  if (s.type === 'string') {
    if (s.format === 'binary') return fc.constant('file.png');
    if (s.format === 'date') return fc.date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const sample = example ?? s.example;
    // A pattern without an example: strings drawn from the pattern itself.
    if (typeof s.pattern === 'string' && sample === undefined) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= ((s.maxLength as number | undefined) ?? 200));
    if (typeof s.pattern === 'string' || s.format) return fc.constant(sample ?? '');
    const max = typeof s.maxLength === 'number' ? Math.min(s.maxLength, 40) : 20;
    const min = typeof s.minLength === 'number' ? Math.min(s.minLength, max) : 0;
    return fc.string({ minLength: min, maxLength: max });
  }
  return fc.constant(s.example ?? 1);
}

/** A value the schema refuses, when one can be built. */
function invalid(node: unknown): Arb | null {
  const s = schemaOf(node);
  const options: Arb[] = [];
  if (s.type === 'integer' || s.type === 'number') {
    options.push(fc.constantFrom('abc', '1.5x', '', '--1'));
    if (typeof s.minimum === 'number') options.push(fc.constant(s.minimum - 1));
    if (typeof s.maximum === 'number') options.push(fc.constant(s.maximum + 1));
  } else if (Array.isArray(s.enum)) options.push(fc.constantFrom('not-in-enum', 987654));
  else if (s.type === 'string' && typeof s.maxLength === 'number') options.push(fc.constant('药'.repeat(s.maxLength + 1)));
  else if (s.type === 'array' && typeof s.minItems === 'number' && s.minItems > 0) options.push(fc.constant([]));
  return options.length ? fc.oneof(...options) : null;
}

export interface FuzzCase {
  path: Obj;
  query: Obj;
  body: Obj | null;
  /** The request breaks the contract on purpose. */
  malformed: boolean;
  what: string;
}

/** The arbitrary of one operation's requests: valid ones, and ones with a single field broken. */
export function requestArbitrary(op: ContractOperation): fc.Arbitrary<FuzzCase> | null {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const form = op.body && op.body.contentType === 'application/x-www-form-urlencoded' ? schemaOf(op.body.schema) : null;
  if (params.length === 0 && !form) return null;
  const pathModel: Record<string, Arb> = {};
  const queryModel: Record<string, Arb> = {};
  for (const p of params) {
    // A path segment is never empty (an empty one names another path).
    const arb = valid(p.schema, p.name, 0, p.example);
    (p.in === 'path' ? pathModel : queryModel)[p.name] = p.in === 'path' ? arb.map((v) => (String(v).length > 0 ? v : (p.example ?? 'x'))) : arb;
  }
  const requiredQuery = params.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  const base = fc.record({
    path: fc.record(pathModel),
    query: fc.record(queryModel, { requiredKeys: requiredQuery }),
    body: form ? (valid(form, 'body') as fc.Arbitrary<Obj>) : fc.constant(null),
  });
  const validCase = base.map((b) => ({ ...b, malformed: false, what: 'valid input' }) as FuzzCase);
  // Break one field: a query parameter, a body field, a required body field left out, or an unknown field.
  const breakers: Array<fc.Arbitrary<FuzzCase>> = [];
  for (const p of params.filter((x) => x.in === 'query')) {
    const bad = invalid(p.schema);
    if (bad) breakers.push(fc.tuple(base, bad).map(([b, v]) => ({ ...b, query: { ...b.query, [p.name]: v }, malformed: true, what: `query ${p.name} out of its schema` })));
  }
  if (form) {
    const props = (form.properties as Record<string, unknown> | undefined) ?? {};
    for (const [k, v] of Object.entries(props)) {
      const bad = invalid(v);
      if (bad) breakers.push(fc.tuple(base, bad).map(([b, x]) => ({ ...b, body: { ...(b.body ?? {}), [k]: x }, malformed: true, what: `body ${k} out of its schema` })));
    }
    for (const k of (form.required as string[] | undefined) ?? []) {
      breakers.push(base.map((b) => {
        const body = { ...(b.body ?? {}) };
        delete body[k];
        return { ...b, body, malformed: true, what: `body without required ${k}` };
      }));
    }
    breakers.push(base.map((b) => ({ ...b, body: { ...(b.body ?? {}), zz_unknown: 'x' }, malformed: true, what: 'body with an unknown field' })));
  }
  if (breakers.length === 0) return validCase;
  return fc.oneof(validCase, fc.oneof(...breakers));
}

export interface FuzzOptions {
  seed: number;
  /** Requests per operation. */
  runs: number;
  /** Fuzz the operations with effects outside the API too (a test system). */
  outsideEffects: boolean;
}

export interface FuzzSummary {
  seed: number;
  runs: number;
  fuzzed: string[];
  noInputs: string[];
  excluded: Record<string, string>;
}

/** Runs the fuzz with `client` (logged in as the buyer), operation by operation. */
export async function fuzzOperations(client: KitClient, ops: readonly ContractOperation[], options: FuzzOptions): Promise<FuzzSummary> {
  const summary: FuzzSummary = { seed: options.seed, runs: options.runs, fuzzed: [], noInputs: [], excluded: {} };
  for (const [i, op] of ops.entries()) {
    const why = FUZZ_EXCLUDED[op.operationId] ?? (!options.outsideEffects && FUZZ_OUTSIDE_EFFECTS.includes(op.operationId) ? 'sends an SMS to a real phone (fuzzed only with --sms-code, on a test system)' : undefined);
    if (why) {
      summary.excluded[op.operationId] = why;
      continue;
    }
    if (op.body && op.body.contentType !== 'application/x-www-form-urlencoded' && op.parameters.every((p) => p.in !== 'path' && p.in !== 'query')) {
      summary.excluded[op.operationId] = 'multipart upload (the scenario sends real files)';
      continue;
    }
    const arb = requestArbitrary(op);
    if (!arb) {
      summary.noInputs.push(op.operationId);
      continue;
    }
    summary.fuzzed.push(op.operationId);
    const cases = fc.sample(arb, { seed: options.seed + i, numRuns: options.runs });
    for (const c of cases) {
      const pathParams = Object.fromEntries(op.pathParams.map((n) => [n, c.path[n] ?? 1]));
      const multipart = op.body && op.body.contentType !== 'application/x-www-form-urlencoded';
      await client.call(op.operationId as OperationId, {
        path: pathParams,
        query: c.query,
        exactQuery: true,
        ...(multipart ? { multipart: multipartExample(op) } : op.body ? { body: c.body ?? {} } : {}),
        malformed: c.malformed,
        label: `fuzz: ${c.what}`,
        phase: 'fuzz',
      });
    }
  }
  return summary;
}
