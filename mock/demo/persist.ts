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
 * debounced and atomic (temporary file + rename); without the variable nothing touches disk. A write that fails (a
 * full disk, a read-only or missing folder) never stops the demo: it keeps serving from memory, says so once, tries
 * again at the next write and says when the file is written again.
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

function snapshot(engine: Engine<DemoDb>): Snapshot {
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
function applySnapshot(engine: Engine<DemoDb>, snap: Snapshot): boolean {
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

interface Persistence {
  restore(engine: Engine<DemoDb>): void;
  save(engine: Engine<DemoDb>): void;
  flush(engine: Engine<DemoDb>): void;
}

/** Writes the text to the file atomically: a temporary file beside it, renamed over it. */
function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  try {
    fs.writeFileSync(tmp, text);
    fs.renameSync(tmp, file);
  } catch (e) {
    try {
      fs.rmSync(tmp, { force: true });
    } catch {
      // the folder refuses even that: nothing was left in it
    }
    throw e;
  }
}

export function persistence(file: string | undefined, log: (line: string) => void = (l) => console.log(l)): Persistence {
  let timer: NodeJS.Timeout | null = null;
  // Whether the last write failed: the failure is logged once, and the first write that works again says so.
  let failing = false;
  const write = (engine: Engine<DemoDb>) => {
    if (!file) return;
    try {
      writeAtomically(file, JSON.stringify(snapshot(engine), replacer));
    } catch (e) {
      if (!failing) {
        log(`[demo] the state could not be written to ${file} (${e instanceof Error ? e.message : String(e)}): serving from memory, retrying at the next change`);
      }
      failing = true;
      return;
    }
    if (failing) log(`[demo] the state is written to ${file} again`);
    failing = false;
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
