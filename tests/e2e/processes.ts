/** The processes an e2e test starts itself (WebKit's driver and Xvfb, nginx): a free port, their last words, a clean stop. */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Keeps the last lines a process wrote, for the message when it fails. */
export function tail(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-2000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text.trim();
}

/** Stops a process we started and waits for it to exit (SIGKILL when SIGTERM has not ended it within 5 s). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  // Nothing to stop when it never started (no pid) or has exited already.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
