// @vitest-environment node
/**
 * The `contract-kit` command in-process (runCli, the code the installed bin runs): the contract version a server
 * states is told before the run, whatever it is; `--only` walks the named steps with the ones they build on; the
 * arguments it cannot use end the run with exit 2 before any request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions, contract, parseArgs, runCli, stepsFor } from '@yaocai/contract-kit';
import { startServer, type RunningServer } from './servers';

const CHECKED = String(contract.info.version);

async function cli(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { log: (l) => out.push(...l.split('\n')), error: (l) => err.push(...l.split('\n')) }, {});
  return { code, out, err };
}

describe('the contract version a server states', () => {
  let other: RunningServer;
  let silent: RunningServer;

  beforeAll(async () => {
    [other, silent] = await Promise.all([
      startServer((_req, res) => ({ ...res, headers: { ...res.headers, 'X-Contract-Version': '3.0.0' } })),
      startServer((_req, res) => {
        const headers = { ...res.headers };
        delete headers['X-Contract-Version'];
        return { ...res, headers };
      }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([other?.close(), silent?.close()]);
  });

  it('is told first when it is another version, and the run still checks the kit’s contract', async () => {
    const r = await cli(['verify', other.baseUrl, '--demo', '--only', 'search', '--seed', '7']);
    expect(r.out[1]).toMatch(new RegExp(`^NOTE: the server states contract 3\\.0\\.0, another major version than the ${CHECKED.replace(/\./g, '\\.')} this kit checks`));
    expect(r.out[1]).toContain(`npx @yaocai/contract-kit@3.0.0 verify ${other.baseUrl}`);
    expect(r.code).toBe(0);
  });

  it('is told first when the server states none', async () => {
    const r = await cli(['verify', silent.baseUrl, '--demo', '--only', 'search', '--seed', '7']);
    expect(r.out[1]).toMatch(/^the server does not state its contract version \(no X-Contract-Version header/);
  });
});

describe('versions compared', () => {
  it.each([
    ['2.1.2', '2.1.2', 'same'],
    ['2.1.2', null, 'unstated'],
    ['2.1.2', '2.2.0', 'newer'],
    ['2.1.2', '2.1.1', 'older'],
    ['2.1.2', '3.0.0', 'other major'],
    ['2.1.2', 'v-next', 'other major'],
  ] as const)('kit %s, server %s: %s', (checked, stated, match) => {
    expect(compareVersions(checked, stated)).toBe(match);
  });
});

describe('--only', () => {
  it('runs the named steps after the steps they build on, in the scenario’s order', () => {
    expect(stepsFor(['trade']).map((s) => s.id)).toEqual(['visitor', 'member', 'trade']);
    expect(stepsFor(['logout', 'search']).map((s) => s.id)).toEqual(['search', 'logout']);
  });

  it('turns the phases off unless it names them', () => {
    const only = parseArgs(['verify', 'http://api.test', '--demo', '--only', 'search', '--fuzz', '9']);
    const phases = parseArgs(['verify', 'http://api.test', '--demo', '--only', 'examples,fuzz', '--fuzz', '9']);
    expect(only).toMatchObject({ steps: ['search'], byExample: false, fuzzRuns: 0 });
    expect(phases).toMatchObject({ steps: [], byExample: true, fuzzRuns: 9 });
  });
});

describe('arguments it cannot use', () => {
  it.each([
    [['verify'], /needs the base URL/],
    [['check', 'http://api.test'], /unknown command "check"/],
    [['verify', 'http://api.test'], /--user and --password/],
    [['verify', 'http://api.test', '--user', 'a'], /--user needs --password/],
    [['verify', 'http://api.test', '--demo', '--fuzz', 'lots'], /--fuzz takes a whole number/],
    [['verify', 'http://api.test', '--demo', '--chain', 'nopassword'], /--chain takes user:password/],
    [['verify', 'http://api.test', '--demo', '--colour'], /unknown option --colour/],
  ])('%j exits 2 before any request', async (argv, message) => {
    const r = await cli(argv);
    expect({ code: r.code, said: message.test(r.err.join('\n')) }).toEqual({ code: 2, said: true });
  });

  it('takes the password from CONTRACT_KIT_PASSWORD when --password is not given', () => {
    expect(parseArgs(['verify', 'http://api.test', '--user', 'lab'], { CONTRACT_KIT_PASSWORD: 's3cret' })).toMatchObject({ accounts: { buyer: { username: 'lab', password: 's3cret' } } });
  });
});
