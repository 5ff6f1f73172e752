/**
 * The X display WebKit's tests draw on (startXvfb of tests/e2e/engines/webkit.ts) keeps taking clients when one leaves.
 *
 * Each WebDriver session is a MiniBrowser of its own and the display's only client. An X server resets itself when its
 * last client leaves and drops a client that connects meanwhile, so the next session's MiniBrowser found no display
 * ("cannot open display") on a CI host where sessions followed each other fast. Here a client connects, completes the
 * X handshake and leaves, over and over, each right after the last: every one must be accepted.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { stopProcess } from './processes';
import { startXvfb } from './engines/webkit';

let xvfb: Awaited<ReturnType<typeof startXvfb>>;
beforeAll(async () => {
  xvfb = await startXvfb();
});
afterAll(async () => {
  if (xvfb) await stopProcess(xvfb.process);
});

/**
 * One X client's visit: connects to the display's socket, sends the connection setup (little-endian, protocol 11.0, no
 * authorisation) and answers how the server replied — `accepted`, `refused`, or the socket's error — then leaves.
 * A server that neither replies nor closes within 10 s counts as `no reply` (a limit for a hung server, not a pace).
 */
function visit(display: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: `/tmp/.X11-unix/X${display.slice(1)}` });
    const done = (outcome: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done('no reply'), 10_000);
    socket.once('connect', () => {
      const setup = Buffer.alloc(12);
      setup[0] = 0x6c; // 'l': little-endian
      setup.writeUInt16LE(11, 2); // protocol major version
      socket.write(setup);
    });
    // The reply's first byte: 1 Success, 0 Failed, 2 Authenticate.
    socket.once('data', (reply: Buffer) => done(reply[0] === 1 ? 'accepted' : `refused (${reply[0]})`));
    socket.once('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
    socket.once('close', () => done('closed without a reply'));
  });
}

test('the display accepts every client that connects right after the last one left (it does not reset)', async () => {
  const outcomes = new Map<string, number>();
  for (let i = 0; i < 200; i++) {
    const outcome = await visit(xvfb.display);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  expect(Object.fromEntries(outcomes)).toEqual({ accepted: 200 });
});
