/**
 * The contract's operations, matched by method and path, and their random success answers: answer set `n` of an
 * operation is drawn from a seed made of the run's seed, the operation and `n`, so it is the same whichever page asks
 * first and a failing set replays alone. Each answer is generated once per test file and checked by ajv against the
 * operation's success schema.
 */
import type { ValidateFunction } from 'ajv';
import { findOperation, resolveRef, type Obj } from '@yaocai/contract-kit';
import { contractAjv, toJsonSchema } from '../../contract/json-schema';
import { mulberry32 } from '@mock/demo/data/prng';
import { hashText, SchemaSampler } from './schema-sampler';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Answer sets per page: every call of a set is answered with that set's answer of its operation. */
export const ANSWERS = Number(process.env.FUZZ_ANSWERS ?? 50);

export interface Operation {
  id: string;
  /** The success answer's JSON Schema; undefined for a file download (PDF, ZIP, picture). */
  schema: object | undefined;
  example: unknown;
}

/** One per contract operation, so the same call always gets the same object (the error classes compare them). */
const byId = new Map<string, Operation>();

/** The contract operation a call addresses (the conformance kit's matcher), with its success schema and example. */
export function operationOf(method: string, pathname: string): Operation | undefined {
  const found = findOperation(method, pathname);
  if (!found) return undefined;
  const { op } = found;
  let out = byId.get(op.operationId);
  if (!out) {
    const responses = op.raw.responses as Record<string, unknown>;
    const media = (resolveRef<Obj>(responses['200'] ?? responses['201'])?.content as Record<string, Obj> | undefined)?.['application/json'];
    const examples = media?.examples as Record<string, Obj> | undefined;
    const first = examples ? resolveRef<Obj>(Object.values(examples)[0]) : undefined;
    out = { id: op.operationId, schema: media?.schema ? (toJsonSchema(media.schema) as object) : undefined, example: first?.value ?? media?.example };
    byId.set(op.operationId, out);
  }
  return out;
}

const ajv = contractAjv();
const validators = new Map<string, ValidateFunction>();
function validatorOf(op: Operation): ValidateFunction {
  let v = validators.get(op.id);
  if (!v) validators.set(op.id, (v = ajv.compile(op.schema!)));
  return v;
}

/**
 * Ids unique within each list, as any real server sends them (a schema cannot say so, and React warns about the
 * duplicate keys): a repeated id is raised to the next free one.
 */
function uniqueIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    const seen = new Set<number>();
    for (const item of value) {
      uniqueIds(item);
      if (item && typeof item === 'object' && typeof (item as Obj).id === 'number') {
        let id = (item as Obj).id as number;
        while (seen.has(id)) id++;
        (item as Obj).id = id;
        seen.add(id);
      }
    }
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) uniqueIds(v);
  }
  return value;
}

/**
 * Who the base user is in answer set `n`: a visitor in the even sets, a member (show 1, a company) in the odd ones,
 * so every page is fuzzed both ways whatever the sampler draws.
 */
export const isMemberSet = (n: number): boolean => n % 2 === 1;

function asVisitorOrMember(answer: Obj, n: number): Obj {
  const data = answer.data as Obj | undefined;
  if (!data || typeof data !== 'object') return answer;
  if (isMemberSet(n)) return { ...answer, data: { ...data, show: 1, company: typeof data.company === 'string' && data.company.trim() ? data.company : '石家庄康宁大药房有限公司' } };
  return { ...answer, data: { ...data, show: 0 } };
}

/** The answers tried per operation and set before giving up (a sample the schema refuses is drawn again). */
const TRIES = 20;
const answers = new Map<string, string>();

/**
 * Answer set `n` of the operation, as JSON text (each call parses its own copy, so a page that changes what it got
 * cannot change the next call's). Throws when no valid answer could be drawn: the sampler then needs to learn a
 * keyword.
 */
export function answerText(op: Operation, n: number): string {
  const key = `${op.id}#${n}`;
  let text = answers.get(key);
  if (text !== undefined) return text;
  if (!op.schema) {
    text = JSON.stringify(op.example ?? { code: 10000, msg: '操作成功', data: null });
  } else {
    const valid = validatorOf(op);
    const sampler = new SchemaSampler(mulberry32(hashText(`${SEED}:${op.id}:${n}`)));
    for (let i = 0; i < TRIES && text === undefined; i++) {
      let value = uniqueIds(sampler.value(op.schema as Obj)) as Obj;
      if (op.id === 'getUserBase') value = asVisitorOrMember(value, n);
      if (valid(value)) text = JSON.stringify(value);
    }
    if (text === undefined) throw new Error(`no valid answer for ${op.id} in ${TRIES} tries: ${ajv.errorsText(valid.errors)}`);
  }
  answers.set(key, text);
  return text;
}
