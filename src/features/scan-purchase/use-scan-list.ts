import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartAddResult } from '@generated/models';
import { readBarcode } from '@/domain/barcode';
import {
  EMPTY_SCAN_LIST,
  MAX_SCAN_LINES,
  addPending,
  addScan,
  applyCartResult,
  dropPending,
  lineOfCode,
  removeLine,
  scanCartLines,
  scanTitle,
  setLineQuantity,
  setPendingReason,
  type CartAddReport,
  type ScanList,
  type ScanOutcome,
} from '@/domain/scan-list';
import { lookupBarcode, type BarcodeLookup } from '@/features/barcode-lookup';
import { toScanGoods } from './scan-goods';
import { scanStorage } from './scan-storage';

/** What the last action did, for the live regions: `ok` is said politely, `error` at once. */
interface ScanNotice {
  /** Grows with every notice, so the same words said twice are announced twice. */
  id: number;
  tone: 'ok' | 'error';
  text: string;
}

/** The result of the last 全部加入购物车. */
export type AddAllReport = { kind: 'failed' } | ({ kind: 'done'; blocked: number } & Omit<CartAddReport, 'list'>);

/** Whether a failed lookup means the code names no goods (said and dropped) rather than a fault to retry (kept). */
function notFound(r: Extract<BarcodeLookup, { ok: false }>): boolean {
  return r.reason === `条码 ${r.code} 未找到对应商品`;
}

const FULL = `扫码清单已满（最多 ${MAX_SCAN_LINES} 种商品），请先加入购物车或移除部分商品`;

/**
 * The scan list of 扫码采购 and what changes it: a scan (looked up once per code; a code already in the list adds its
 * step at once, without a request), a quantity, a removal, the retry of a code whose lookup failed, and the add of
 * every buyable line to the cart. Every change is saved for the tab at once (scan-storage.ts), a pending code
 * included, so a reload or a fault mid-lookup loses nothing. `owner` is the account: another account's list is not
 * shown.
 */
export function useScanList(owner: string | null, addLines: (lines: ReturnType<typeof scanCartLines>) => Promise<CartAddResult | null>) {
  const [stored] = useState(() => scanStorage.read());
  const [list, setList] = useState<ScanList>(stored.list);
  const listRef = useRef(list);
  const ownerRef = useRef<string | null>(stored.owner);
  const [notice, setNotice] = useState<ScanNotice | null>(null);
  const [flash, setFlash] = useState<{ id: number; n: number } | null>(null);
  const [report, setReport] = useState<AddAllReport | null>(null);
  const inflight = useRef(new Set<string>());
  const alive = useRef(true);
  const abort = useRef<AbortController | null>(null);
  const noticeId = useRef(0);

  const commit = useCallback((next: ScanList) => {
    listRef.current = next;
    setList(next);
    scanStorage.save(ownerRef.current, next);
  }, []);

  const say = useCallback((tone: ScanNotice['tone'], text: string) => {
    noticeId.current += 1;
    setNotice({ id: noticeId.current, tone, text });
  }, []);

  const tell = useCallback(
    (outcome: ScanOutcome) => {
      if (outcome.kind === 'full') return say('error', FULL);
      const { line } = outcome;
      setFlash((f) => ({ id: line.id, n: (f?.n ?? 0) + 1 }));
      const title = scanTitle(line);
      if (outcome.kind === 'blocked') return say('error', `不可购买：${title}。${line.block}`);
      if (outcome.kind === 'at_max') return say('ok', `${title} 已达可购上限 ${line.quantity}${line.unit}（库存 ${line.stock}），未再增加`);
      const total = line.quantity > outcome.added ? `（共 ${line.quantity}）` : '';
      say('ok', `已加入：${title} ×${outcome.added}${total}`);
    },
    [say],
  );

  const lookup = useCallback(
    async (code: string) => {
      const mine = inflight.current;
      if (mine.has(code)) return;
      mine.add(code);
      abort.current ??= new AbortController();
      const { signal } = abort.current;
      const r = await lookupBarcode(code, signal);
      mine.delete(code);
      // Left the page meanwhile: the code stays pending in storage and is looked up on the next visit.
      if (signal.aborted || !alive.current) return;
      const cur = listRef.current;
      const pending = cur.pending.find((p) => p.code === code);
      if (!pending) return; // removed by the buyer meanwhile
      if (r.ok) {
        const goods = toScanGoods(r.goods, code);
        if (!goods) {
          commit(setPendingReason(cur, code, '商品信息异常，请稍后重试'));
          return say('error', `条码 ${code} 的商品信息异常，条码已保留，请稍后点“重新查询”`);
        }
        const done = addScan(cur, goods, pending.scans);
        if (done.outcome.kind === 'full') {
          commit(setPendingReason(cur, code, '扫码清单已满'));
          return say('error', FULL);
        }
        commit(done.list);
        return tell(done.outcome);
      }
      if (notFound(r)) {
        commit(dropPending(cur, code));
        return say('error', `${r.reason}，请核对条码或改用商品名称搜索`);
      }
      commit(setPendingReason(cur, code, r.reason));
      say('error', `${r.reason}。条码 ${code} 已保留在清单中，可稍后点“重新查询”`);
    },
    [commit, say, tell],
  );

  /** One scan (a scanner's burst, a typed code or the camera's). False when the text is no barcode. */
  const scan = useCallback(
    (text: string): boolean => {
      const typed = text.trim();
      if (!typed) return false;
      const code = readBarcode(typed);
      if (!code) {
        say('error', `「${typed.slice(0, 40)}」不是有效的商品条码（13 位 EAN-13），请重新扫描`);
        return false;
      }
      setReport(null);
      const cur = listRef.current;
      const line = lineOfCode(cur, code);
      if (line) {
        const done = addScan(cur, line);
        commit(done.list);
        tell(done.outcome);
        return true;
      }
      const next = addPending(cur, code, null);
      if (next === cur) {
        say('error', FULL);
        return true;
      }
      commit(next);
      const scans = next.pending.find((p) => p.code === code)?.scans ?? 1;
      say('ok', scans > 1 ? `正在查询条码 ${code}…（已扫描 ${scans} 次）` : `正在查询条码 ${code}…`);
      void lookup(code);
      return true;
    },
    [commit, lookup, say, tell],
  );

  const retry = useCallback(
    (code: string) => {
      commit(setPendingReason(listRef.current, code, null));
      say('ok', `正在重新查询条码 ${code}…`);
      void lookup(code);
    },
    [commit, lookup, say],
  );

  const dropCode = useCallback((code: string) => commit(dropPending(listRef.current, code)), [commit]);

  const setQuantity = useCallback(
    (id: number, q: number) => {
      setReport(null);
      commit(setLineQuantity(listRef.current, id, q).list);
    },
    [commit],
  );

  const remove = useCallback(
    (id: number) => {
      const line = listRef.current.lines.find((l) => l.id === id);
      commit(removeLine(listRef.current, id));
      if (line) say('ok', `已移除：${scanTitle(line)}`);
    },
    [commit, say],
  );

  const clear = useCallback(() => {
    commit(EMPTY_SCAN_LIST);
    setReport(null);
    say('ok', '扫码清单已清空');
  }, [commit, say]);

  const addAll = useCallback(async () => {
    const sent = scanCartLines(listRef.current);
    if (sent.length === 0) return;
    setReport(null);
    const result = await addLines(sent);
    if (!alive.current) return;
    if (!result) {
      setReport({ kind: 'failed' });
      return;
    }
    const { list: next, ...rest } = applyCartResult(listRef.current, sent, result.results);
    commit(next);
    setReport({ kind: 'done', blocked: next.lines.filter((l) => l.block !== null).length, ...rest });
  }, [addLines, commit]);

  // Whose list it is: another account's (this tab, a new login) is dropped once the account is known.
  useEffect(() => {
    if (owner === null) return;
    if (ownerRef.current !== null && ownerRef.current !== owner) {
      ownerRef.current = owner;
      commit(EMPTY_SCAN_LIST);
      return;
    }
    ownerRef.current = owner;
    scanStorage.save(owner, listRef.current);
  }, [owner, commit]);

  // Codes still pending from before (a reload mid-lookup, a fault) are looked up again when the page opens.
  useEffect(() => {
    alive.current = true;
    for (const p of listRef.current.pending) void lookup(p.code);
    return () => {
      alive.current = false;
      abort.current?.abort();
      abort.current = null;
      inflight.current = new Set();
    };
  }, [lookup]);

  return { list, notice, flash, report, scan, retry, dropCode, setQuantity, remove, clear, addAll, say };
}
