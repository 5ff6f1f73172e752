import fs from 'node:fs';
import type { Engine, Session } from './core/engine';
import type { AccountRecord } from './data/types';
import type { DemoDb } from './state';

/**
 * Optional persistence (DEMO_STATE_FILE): the catalogue is rebuilt from its seed at start, then everything that can
 * change is laid over it from the file — accounts (wallets, coupons, messages…), stock, counters, area states and
 * sessions. Writes are debounced and atomic (temporary file + rename); without the variable nothing touches disk.
 */
interface Snapshot {
  version: 1;
  seed: number;
  goodsCount: number;
  seq: DemoDb['seq'];
  areas: DemoDb['areas'];
  sessions: Session[];
  accounts: AccountRecord[];
  stocks: Array<[number, number]>;
  coupons: Array<[number, number]>;
  groupBuys: Array<[number, number]>;
  spikes: Array<[number, number, number, number]>;
  combinations: Array<[number, number]>;
  pointsGoods: Array<[number, number]>;
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
  const { cat } = engine.db;
  return {
    version: 1,
    seed: cat.seed,
    goodsCount: cat.goods.length,
    seq: engine.db.seq,
    areas: engine.db.areas,
    sessions: [...engine.sessions.values()],
    accounts: cat.accounts,
    stocks: cat.goods.flatMap((g) => g.stocks.map((s): [number, number] => [s.goodsPriceId, s.stock])),
    coupons: cat.couponTemplates.map((t): [number, number] => [t.id, t.received]),
    groupBuys: cat.groupBuys.map((g): [number, number] => [g.id, g.joined]),
    spikes: cat.spikes.flatMap((s) => s.goods.map((g): [number, number, number, number] => [s.id, g.goodsId, g.stock, g.sold])),
    combinations: cat.combinations.map((c): [number, number] => [c.id, c.stock]),
    pointsGoods: cat.pointsGoods.map((p): [number, number] => [p.id, p.stock]),
  };
}

export function applySnapshot(engine: Engine<DemoDb>, snap: Snapshot): boolean {
  const { cat } = engine.db;
  if (snap.version !== 1 || snap.seed !== cat.seed || snap.goodsCount !== cat.goods.length) return false;
  engine.db.seq = snap.seq;
  engine.db.areas = snap.areas;
  engine.sessions.clear();
  for (const s of snap.sessions) engine.sessions.set(s.token, s);
  for (const saved of snap.accounts) {
    const existing = cat.accountsById.get(saved.id);
    if (existing) Object.assign(existing, saved);
    else {
      cat.accounts.push(saved);
      cat.accountsById.set(saved.id, saved);
    }
    cat.accountsByUsername.set(saved.username, cat.accountsById.get(saved.id)!);
  }
  for (const [priceId, stock] of snap.stocks) {
    const line = cat.stockByPriceId.get(priceId);
    if (line) line.stock.stock = stock;
  }
  const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const templates = byId(cat.couponTemplates);
  for (const [id, received] of snap.coupons) if (templates.has(id)) templates.get(id)!.received = received;
  const groups = byId(cat.groupBuys);
  for (const [id, joined] of snap.groupBuys) if (groups.has(id)) groups.get(id)!.joined = joined;
  const spikes = byId(cat.spikes);
  for (const [sid, gid, stock, sold] of snap.spikes) {
    const g = spikes.get(sid)?.goods.find((x) => x.goodsId === gid);
    if (g) Object.assign(g, { stock, sold });
  }
  const combos = byId(cat.combinations);
  for (const [id, stock] of snap.combinations) if (combos.has(id)) combos.get(id)!.stock = stock;
  const points = byId(cat.pointsGoods);
  for (const [id, stock] of snap.pointsGoods) if (points.has(id)) points.get(id)!.stock = stock;
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
        else log(`[demo] ${file} belongs to another seed or catalogue size: starting fresh`);
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
