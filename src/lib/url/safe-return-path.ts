/**
 * A login return path must stay on this site: only a same-origin path ("/cart?x=1#y") is accepted; absolute URLs to
 * other hosts, protocol-relative "//evil.example", backslash tricks and javascript: URLs fall back to "/".
 */
export function safeReturnPath(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw || typeof raw !== 'string') return '/';
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
