import { areaState, type DemoDb } from '../../state';

/**
 * What the catalogue area changes: draw records and the draw PRNG. Plain data, so it persists with the rest of the
 * state; the search and list indexes are derived and live outside it (see goods-index.ts).
 */
export interface DrawRecord {
  id: number;
  /** 'wheel' = a 大转盘 of /api/draw, 'popup' = the popup lottery of /api/lottery. */
  kind: 'wheel' | 'popup';
  drawId: number;
  activityName: string;
  /** The account that drew (the logged-in account). */
  accountId: number;
  isWin: 0 | 1;
  prizeId: number | null;
  prizeName: string;
  remarks: string;
  /** 1 issued (points and coupons are credited at once), 0 pending (physical prizes ship with the next order). */
  status: 0 | 1;
  at: number;
  /** Beijing calendar day of `at`, for the chances-per-day count. */
  day: string;
}

interface CatalogueState {
  /** mulberry32 state of the draw PRNG: seeded from the catalogue seed, so draws replay the same after a reset. */
  drawRng: number;
  drawRecords: DrawRecord[];
}

export function catalogueState(db: DemoDb): CatalogueState {
  return areaState<CatalogueState>(db, 'catalogue', (d) => ({
    drawRng: (d.catalogue.seed ^ 0x2545f491) >>> 0,
    drawRecords: [],
  }));
}

/** One step of mulberry32 over the persisted state: a float in [0, 1). */
export function nextDrawRandom(state: CatalogueState): number {
  state.drawRng = (state.drawRng + 0x6d2b79f5) >>> 0;
  let t = state.drawRng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
