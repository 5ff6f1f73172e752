import fs from 'node:fs';
import type { Engine, Session } from './core/engine';
import { membersOf } from './data/members';
import type { AccountRecord, Inventory } from './data/types';
import type { DemoDb } from './state';

/**
 * Optional persistence (DEMO_STATE_FILE): the seed is rebuilt at start, then everything requests can change is laid
 * over it from the file as it was saved — the inventory, the member accounts, the id sequences, the area states and
 * the sessions. The catalogue is not saved: it is the seed's, but for the morning price cuts of reminder-schedule.ts,
 * which its area's state keeps and lays over the catalogue again on the first call after a restore. Writes are
 * debounced and atomic (temporary file + rename); without the variable nothing touches disk.
 */
interface Snapshot {
  version: 2;
  seed: number;
  goodsCount: number;
  seq: DemoDb['seq'];
  areas: DemoDb['areas'];
  inventory: Inventory;
  accounts: AccountRecord[];
  sessions: Session[];
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { __map: [...value.entries()] };
  if (value instanceof Set) return { __set: [...value.values()] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    const v = value as { __map?: unknown[]; __set?: unknown[] };
    if (Array.isArray(v.__map)) return new Map(v.__map as Array<[unknown, unknown]>);
    if (Array.isArray(v.__set)) return new Set(v.__set);
  }
  return value;
}

export function snapshot(engine: Engine<DemoDb>): Snapshot {
  const { catalogue, seq, areas, inventory, members } = engine.db;
  return {
    version: 2,
    seed: catalogue.seed,
    goodsCount: catalogue.goods.length,
    seq,
    areas,
    inventory,
    accounts: members.accounts,
    sessions: [...engine.sessions.values()],
  };
}

/** Lays a saved state over the fresh seed; false (nothing changed) when the file belongs to another seed or format. */
export function applySnapshot(engine: Engine<DemoDb>, snap: Snapshot): boolean {
  const { catalogue } = engine.db;
  if (snap.version !== 2 || snap.seed !== catalogue.seed || snap.goodsCount !== catalogue.goods.length) return false;
  engine.db.seq = snap.seq;
  engine.db.areas = snap.areas;
  engine.db.inventory = snap.inventory;
  engine.db.members = membersOf(snap.accounts);
  engine.sessions.clear();
  for (const s of snap.sessions) engine.sessions.set(s.token, s);
  return true;
}

export interface Persistence {
  restore(engine: Engine<DemoDb>): void;
  save(engine: Engine<DemoDb>): void;
  flush(engine: Engine<DemoDb>): void;
}

export function persistence(file: string | undefined, log: (line: string) => void = (l) => console.log(l)): Persistence {
  let timer: NodeJS.Timeout | null = null;
  const write = (engine: Engine<DemoDb>) => {
    if (!file) return;
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(snapshot(engine), replacer));
    fs.renameSync(tmp, file);
  };
  return {
    restore(engine) {
      if (!file || !fs.existsSync(file)) return;
      try {
        const snap = JSON.parse(fs.readFileSync(file, 'utf8'), reviver) as Snapshot;
        if (applySnapshot(engine, snap)) log(`[demo] state restored from ${file}`);
        else log(`[demo] ${file} belongs to another seed, catalogue size or state format: starting fresh`);
      } catch (e) {
        log(`[demo] ${file} could not be read (${e instanceof Error ? e.message : String(e)}): starting fresh`);
      }
    },
    save(engine) {
      if (!file || timer) return;
      timer = setTimeout(() => {
        timer = null;
        write(engine);
      }, 200);
      timer.unref();
    },
    flush(engine) {
      if (timer) clearTimeout(timer);
      timer = null;
      write(engine);
    },
  };
}
