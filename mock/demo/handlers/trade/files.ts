import type { DemoDb } from '../../state';
import { nextId } from '../../state';
import { notFound } from '../../core/respond';
import type { StoredFileRecord } from './records';
import { tradeState } from './state';

/**
 * Uploaded files the demo serves back — a 含麻 order's transfer receipt, an after-sales photo — kept in the trade
 * state as base64 so DEMO_STATE_FILE keeps them too. Each is served to the store that uploaded it only; to anyone
 * else it does not exist (404), so its id reveals nothing.
 */
export function keepFile(db: DemoDb, ownerId: number, file: { name: string; type: string; bytes: Uint8Array }, at: number): StoredFileRecord {
  const state = tradeState(db);
  const id = nextId(db, 'uploadedFile', 7301);
  const record: StoredFileRecord = { id, ownerId, name: file.name, type: file.type, data: Buffer.from(file.bytes).toString('base64'), uploadedAt: at };
  (state.files ??= {})[String(id)] = record;
  return record;
}

export function ownFile(db: DemoDb, ownerId: number, id: number | null | undefined, msg: string): StoredFileRecord {
  const f = id ? tradeState(db).files?.[String(id)] : undefined;
  if (!f || f.ownerId !== ownerId) throw notFound(msg);
  return f;
}

/** The raw answer of a kept file, shown in the browser (not saved), never cached by a shared cache. */
export function fileReply(f: StoredFileRecord) {
  const type = f.type === 'image/jpg' || f.type === 'image/pjpeg' ? 'image/jpeg' : f.type;
  return {
    raw: true as const,
    contentType: type,
    body: new Uint8Array(Buffer.from(f.data, 'base64')),
    headers: { 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(f.name)}`, 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' },
  };
}
