import { EMPTY_SCAN_LIST, readScanList, type ScanList } from '@/domain/scan-list';

/**
 * The scan list kept for this tab (sessionStorage), so a reload, a network fault or a visit to another page loses
 * nothing scanned. It is kept with whose it is: another account logging in on this tab starts with an empty list.
 */
export const SCAN_LIST_KEY = 'yc.scan-list';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy mode): the list still works within the page
  }
}

interface Stored {
  v: 1;
  owner: string | null;
  list: ScanList;
}

export const scanStorage = {
  /** The list kept, and whose it is (null when it was saved before the account was known). */
  read(): { owner: string | null; list: ScanList } {
    try {
      const v = JSON.parse(storage()?.getItem(SCAN_LIST_KEY) ?? 'null') as Partial<Stored> | null;
      if (!v || v.v !== 1) return { owner: null, list: EMPTY_SCAN_LIST };
      return { owner: typeof v.owner === 'string' ? v.owner : null, list: readScanList(v.list) };
    } catch {
      return { owner: null, list: EMPTY_SCAN_LIST };
    }
  },
  save(owner: string | null, list: ScanList): void {
    try {
      const s = storage();
      if (!s) return;
      if (list.lines.length === 0 && list.pending.length === 0) s.removeItem(SCAN_LIST_KEY);
      else s.setItem(SCAN_LIST_KEY, JSON.stringify({ v: 1, owner, list } satisfies Stored));
    } catch {
      // storage full or refused: the list still works within the page
    }
  },
};
