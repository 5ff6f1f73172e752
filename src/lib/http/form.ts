/**
 * Form encoding of request bodies (contract: application/x-www-form-urlencoded).
 * Lists of scalars become repeated keys (ids=1&ids=2); lists of objects and nested objects use bracket keys
 * (params[0][id]=12&params[0][number]=10). undefined and null fields are left out.
 */
export function encodeForm(body: unknown): URLSearchParams {
  const out = new URLSearchParams();
  if (body === null || body === undefined) return out;
  if (body instanceof URLSearchParams) return new URLSearchParams(body);
  if (typeof body !== 'object') throw new TypeError('A form body must be an object');
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) append(out, key, value, true);
  return out;
}

function append(out: URLSearchParams, key: string, value: unknown, top: boolean): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const scalars = value.every((v) => v === null || typeof v !== 'object');
    value.forEach((v, i) => {
      if (scalars && top) append(out, key, v, false);
      else append(out, `${key}[${i}]`, v, false);
    });
    return;
  }
  if (value instanceof Date) {
    out.append(key, value.toISOString());
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) append(out, `${key}[${k}]`, v, false);
    return;
  }
  if (typeof value === 'boolean') {
    out.append(key, value ? '1' : '0');
    return;
  }
  out.append(key, String(value));
}

/** Orval's form body hook (override.formUrlEncoded): every generated form body goes through encodeForm. */
export const toFormBody = <Body>(body: Body): URLSearchParams => encodeForm(body);

/** Query strings use the same list rule: repeated keys. */
export function encodeQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const q = encodeForm(params).toString();
  return q ? `?${q}` : '';
}
