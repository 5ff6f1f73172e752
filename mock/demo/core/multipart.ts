/**
 * multipart/form-data bodies (document and receipt uploads). Text parts become fields; file parts become
 * `{name, type, size, bytes}` descriptions and, in the fields, their file name, which is what the contract's
 * `format: binary` string fields are validated against. Most handlers keep only the description; the few that serve
 * a file back to its owner (a 含麻 receipt, an after-sales photo) keep the bytes.
 */
export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  /** The file's contents. */
  bytes: Uint8Array;
}

export function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? '').trim() : null;
}

export function parseMultipart(body: Uint8Array, boundary: string): { fields: Record<string, unknown>; files: UploadedFile[] } {
  // latin1 keeps one char per byte, so sizes are exact and text parts can be re-read as UTF-8.
  const text = Buffer.from(body).toString('latin1');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for (const part of text.split(`--${boundary}`)) {
    if (!part || part.startsWith('--')) continue;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    let content = part.slice(headerEnd + 4);
    if (content.endsWith('\r\n')) content = content.slice(0, -2);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (!name || name === '__proto__') continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const value = filename === undefined ? Buffer.from(content, 'latin1').toString('utf8') : Buffer.from(filename, 'latin1').toString('utf8');
    if (filename !== undefined) {
      const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      files.push({ field: name, name: value, type, size: content.length, bytes: new Uint8Array(Buffer.from(content, 'latin1')) });
    }
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else fields[name] = [existing, value];
  }
  return { fields, files };
}
