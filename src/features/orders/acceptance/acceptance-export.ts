import { useCallback, useEffect, useRef, useState } from 'react';
import { listAcceptanceRecords } from '@generated/endpoints/order/order';
import type { ListAcceptanceRecordsParams } from '@generated/models';
import { saveXlsx } from '@/lib/files/xlsx';
import { leaveIfNeeded, readOrderError } from '../order-rules';
import { acceptanceSheet, checkAcceptance } from './acceptance-sheet';

/** What an export came to, said next to its button. */
export type AcceptanceOutcome =
  | { kind: 'saved'; fileName: string; rows: number }
  | { kind: 'empty'; message: string }
  | { kind: 'failed'; message: string };

const MALFORMED_TEXT = '验收记录数据有误，未生成文件，请稍后重试';
const WRITE_FAILED_TEXT = '验收单文件生成失败，请重试';

/**
 * Asks for the rows, checks them, and saves them as `fileName`; never writes a file from an answer it cannot read, nor
 * an empty one (`emptyText` is said instead). The call is silent: a refusal is said in place with the server's
 * message; a lost session goes to the shared handler (login, e-contract).
 */
async function exportAcceptance(params: ListAcceptanceRecordsParams, fileName: string, emptyText: string): Promise<AcceptanceOutcome | null> {
  let answer: unknown;
  try {
    answer = (await listAcceptanceRecords(params, { silent: true })).data;
  } catch (e) {
    leaveIfNeeded(e);
    const p = readOrderError(e);
    if (p.kind === 'cancelled') return null;
    return { kind: 'failed', message: p.kind === 'leave' ? '请先登录后导出验收单' : p.message };
  }
  const data = checkAcceptance(answer);
  if (!data) return { kind: 'failed', message: MALFORMED_TEXT };
  if (data.rows.length === 0) return { kind: 'empty', message: emptyText };
  try {
    await saveXlsx(fileName, [acceptanceSheet(data)]);
  } catch {
    return { kind: 'failed', message: WRITE_FAILED_TEXT };
  }
  return { kind: 'saved', fileName, rows: data.rows.length };
}

/** An export button's state: busy while one runs (a second click waits for it), and the last outcome. */
export function useAcceptanceExport() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AcceptanceOutcome | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (params: ListAcceptanceRecordsParams, fileName: string, emptyText: string) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await exportAcceptance(params, fileName, emptyText);
      if (mounted.current) setOutcome(result);
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  }, []);
  return { busy, outcome, run, clear: () => setOutcome(null) };
}
