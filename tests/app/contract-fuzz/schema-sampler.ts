/**
 * Random values for the contract's success schemas, as translated to JSON Schema by the conformance kit: a small
 * sampler of our own rather than json-schema-faker, which took 3 to 30 seconds for one answer of a schema as nested
 * as the spike sessions' (its allOf merging and re-resolving on every call), so 50 answers per call did not fit in
 * CI. It knows the keywords those schemas use (type, properties, required, allOf, anyOf, enum, items, minItems,
 * maxItems, minimum, maximum, maxLength, pattern, the date format) and leans to the values that break pages: empty
 * lists, nulls, zero, the bounds, negative money, unreadable dates, long text. Every value is still checked against
 * the schema by ajv (contract-answers.ts): the sampler may be wrong, an answer may not.
 */

import type { Rng } from '@mock/demo/data/prng';

type Schema = Record<string, unknown>;

/** A 32-bit hash of a text (FNV-1a), to give each operation and answer set its own seed. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const WORDS = ['阿莫西林胶囊', '华北制药', '0.25g*24粒', '盒', '国药准字H13023964', '石家庄', '感冒灵颗粒', '满100减10', '中包装', '近效期', 'amxl', 'A', ' ', '<b>粗</b>', '&amp;', '10:00 场'];
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
/** Dates fall around the demo's "today" (2026-11-22), so countdowns, expiry and "ended" all occur. */
const DAY_MS = 86_400_000;
const AROUND = Date.UTC(2026, 10, 22, 2, 0, 0);
const MAX_ITEMS = 4;

export class SchemaSampler {
  constructor(private readonly random: Rng) {}

  private chance(p: number): boolean {
    return this.random() < p;
  }

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** A value the schema allows (undefined for `{}`, the translator's cut of a recursive schema: the caller leaves it out). */
  value(schema: Schema): unknown {
    if ('enum' in schema) return this.pick(schema.enum as unknown[]);
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.anyOf)) {
      const branches = schema.anyOf as Schema[];
      // nullable: null one time in four, so the value itself is still tried most of the time
      const nonNull = branches.filter((b) => b.type !== 'null');
      const branch = nonNull.length < branches.length && !this.chance(0.25) ? this.pick(nonNull) : this.pick(branches);
      return this.value(branch);
    }
    if (Array.isArray(schema.allOf)) return this.allOf(schema);
    const type = Array.isArray(schema.type) ? this.pick(schema.type as string[]) : (schema.type as string | undefined);
    switch (type) {
      case 'object':
        return this.object(schema);
      case 'array':
        return this.array(schema);
      case 'string':
        return this.string(schema);
      case 'integer':
        return this.integer(schema);
      case 'number':
        return this.integer(schema) + (this.chance(0.5) ? this.int(0, 99) / 100 : 0);
      case 'boolean':
        return this.chance(0.5);
      case 'null':
        return null;
      default:
        return schema.properties ? this.object(schema) : undefined;
    }
  }

  /** allOf: each part's value merged into one (the contract's allOf extends an object, or wraps one schema). */
  private allOf(schema: Schema): unknown {
    const { allOf, ...own } = schema;
    const parts = (allOf as Schema[]).map((s) => this.value(s));
    if (own.properties || own.type === 'object') parts.unshift(this.object(own));
    const objects = parts.filter((p) => p && typeof p === 'object' && !Array.isArray(p));
    if (objects.length === parts.length && objects.length > 0) return Object.assign({}, ...objects);
    return parts[parts.length - 1];
  }

  private object(schema: Schema): Record<string, unknown> {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
      if (!required.has(key) && !this.chance(0.7)) continue;
      const v = this.value(prop);
      if (v !== undefined) out[key] = v;
      else if (required.has(key)) out[key] = null;
    }
    return out;
  }

  private array(schema: Schema): unknown[] {
    const items = schema.items as Schema | undefined;
    if (!items || Object.keys(items).length === 0) return [];
    const min = (schema.minItems as number | undefined) ?? 0;
    const max = Math.min((schema.maxItems as number | undefined) ?? Infinity, Math.max(min, MAX_ITEMS));
    const length = this.chance(0.15) ? min : this.int(Math.min(min + 1, max), max);
    return Array.from({ length }, () => this.value(items)).filter((v) => v !== undefined);
  }

  private integer(schema: Schema): number {
    const min = (schema.minimum as number | undefined) ?? (this.chance(0.1) ? -1000 : 0);
    const max = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
    const roll = this.random();
    let n: number;
    if (roll < 0.2) n = min;
    else if (roll < 0.3 && max !== Number.MAX_SAFE_INTEGER) n = max;
    else if (roll < 0.8) n = min + this.int(0, 100);
    else if (roll < 0.95) n = min + this.int(0, 100_000);
    else n = min + this.int(0, 2 ** 40);
    return Math.min(n, max);
  }

  private string(schema: Schema): string {
    const pattern = schema.pattern as string | undefined;
    let s: string;
    if (pattern === DATE_TIME && this.chance(0.8)) s = this.dateTime();
    else if (pattern) s = this.fromPattern(pattern);
    else if (schema.format === 'date') s = this.dateTime().slice(0, 10);
    else s = this.text();
    const maxLength = schema.maxLength as number | undefined;
    return maxLength === undefined ? s : [...s].slice(0, maxLength).join('');
  }

  private dateTime(): string {
    const at = new Date(AROUND + this.int(-30 * 24, 30 * 24) * (DAY_MS / 24) + this.int(0, 59) * 60_000);
    // Beijing time is UTC+8: shift and print the UTC fields.
    return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  }

  private text(): string {
    const roll = this.random();
    if (roll < 0.1) return '';
    if (roll < 0.9) return this.pick(WORDS);
    return Array.from({ length: this.int(5, 40) }, () => this.pick(WORDS)).join('');
  }

  /** A string matching one of the contract's patterns (literals, \d, classes, groups with |, ?, {m}, {m,n}). */
  fromPattern(pattern: string): string {
    const p = new PatternReader(pattern.replace(/^\^/, '').replace(/\$$/, ''));
    const out = this.sequence(p, ')');
    return out;
  }

  private sequence(p: PatternReader, until: string): string {
    const alternatives: string[][] = [[]];
    while (!p.done() && p.peek() !== until) {
      if (p.peek() === '|') {
        p.next();
        alternatives.push([]);
        continue;
      }
      const atom = this.atom(p);
      const [lo, hi] = p.quantifier();
      const n = lo === hi ? lo : this.chance(0.3) ? lo : this.int(lo, hi);
      const parts = alternatives[alternatives.length - 1]!;
      for (let i = 0; i < n; i++) parts.push(atom());
    }
    return this.pick(alternatives).join('');
  }

  /** One atom of the pattern, as a generator (called once per repetition, so \d{6} gives six random digits). */
  private atom(p: PatternReader): () => string {
    const c = p.next();
    if (c === '(') {
      if (p.peek() === '?') p.skip('?:');
      const start = p.position;
      this.sequence(p, ')'); // measure the group's extent once
      const end = p.position;
      p.next(); // ')'
      const body = p.source.slice(start, end);
      return () => this.sequence(new PatternReader(body), ')');
    }
    if (c === '[') {
      const chars = p.charClass();
      return () => this.pick(chars);
    }
    if (c === '\\') {
      const e = p.next();
      if (e === 'd') return () => String(this.int(0, 9));
      if (e === 'w') return () => this.pick([...'abcXYZ019_']);
      if (e === 's') return () => ' ';
      if (e === 'S') return () => this.pick([...'aZ9#中']);
      return () => e;
    }
    if (c === '.') return () => this.pick([...'a1中-']);
    return () => c;
  }
}

/** Reads a pattern one character at a time. */
class PatternReader {
  position = 0;
  constructor(readonly source: string) {}
  done(): boolean {
    return this.position >= this.source.length;
  }
  peek(): string {
    return this.source[this.position] ?? '';
  }
  next(): string {
    return this.source[this.position++] ?? '';
  }
  skip(text: string): void {
    if (!this.source.startsWith(text, this.position)) throw new Error(`pattern sampler: ${text} expected at ${this.position} of ${this.source}`);
    this.position += text.length;
  }
  /** The quantifier after an atom as [min, max] ([1, 1] when there is none). */
  quantifier(): [number, number] {
    const c = this.peek();
    if (c === '?') return (this.next(), [0, 1]);
    if (c === '*') return (this.next(), [0, 3]);
    if (c === '+') return (this.next(), [1, 3]);
    if (c !== '{') return [1, 1];
    const close = this.source.indexOf('}', this.position);
    const [lo, hi] = this.source.slice(this.position + 1, close).split(',');
    this.position = close + 1;
    return [Number(lo), hi === undefined ? Number(lo) : hi === '' ? Number(lo) + 3 : Number(hi)];
  }
  /** The characters of a [...] class (after its '['), ranges expanded. */
  charClass(): string[] {
    const out: string[] = [];
    while (this.peek() !== ']') {
      let c = this.next();
      if (c === '\\') {
        const e = this.next();
        if (e === 'd') {
          out.push(...'0123456789');
          continue;
        }
        c = e;
      }
      if (this.peek() === '-' && this.source[this.position + 1] !== ']') {
        this.next();
        const to = this.next();
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) out.push(String.fromCharCode(code));
      } else out.push(c);
    }
    this.next(); // ']'
    return out;
  }
}
