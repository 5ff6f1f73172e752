/**
 * A throwaway certificate for serving the build over HTTPS on this machine (HTTP/2 needs TLS in every browser): made
 * for 127.0.0.1 and localhost at each run, valid two days, never written to disk. Chromium trusts exactly this key
 * through `--ignore-certificate-errors-spki-list` (not every certificate error), Node clients through `ca`.
 */
import crypto from 'node:crypto';
import selfsigned from 'selfsigned';

export interface LocalTls {
  cert: string;
  key: string;
  /** base64 SHA-256 of the certificate's public key (SPKI), as Chromium's --ignore-certificate-errors-spki-list takes it. */
  spki: string;
}

export async function localTls(): Promise<LocalTls> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const notAfterDate = new Date(notBeforeDate.getTime() + 2 * 86_400_000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  const der = crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { cert: pems.cert, key: pems.private, spki: crypto.createHash('sha256').update(der).digest('base64') };
}

/** The Chromium flag that trusts this certificate (and no other invalid one). */
export function trustFlag(tls: LocalTls): string {
  return `--ignore-certificate-errors-spki-list=${tls.spki}`;
}
