/**
 * The conformance kit's command line: checks a running server against openapi/marketplace.yaml.
 *
 *   npm run contract:verify -- <base URL> [--user kangning --password Demo2026] [--seed N] [--runs 5]
 *                               [--sms-code 123456] [--chain u:p] [--unsigned u:p] [--expired u:p] [--clinic u:p]
 *                               [--spare u:p] [--demo] [--out test-results/contract-kit] [--verbose]
 *
 * It walks the stateful scenario (log in, browse, search, cart, checkout, pay, orders, after-sales, account pages),
 * then fuzzes every operation's inputs, prints a report per operation and a summary, writes report.json and
 * junit.xml, and exits 1 on any violation or unmet expectation (2 when it cannot run). `--demo` fills in the demo API's accounts.
 */
import path from 'node:path';
import { formatReport, failed, writeReport } from './contract-kit/report';
import { runKit } from './contract-kit/run';
import type { Credentials, KitAccounts } from './contract-kit/scenario';

const USAGE = 'usage: npm run contract:verify -- <base URL> [--user NAME --password PW] [--seed N] [--runs N] [--sms-code CODE] [--chain|--unsigned|--expired|--clinic|--spare user:password] [--demo] [--out DIR] [--verbose]';

/** The demo API's seeded accounts (mock/demo/data/accounts.md), all with the password Demo2026; SMS codes are 123456. */
const DEMO_PASSWORD = 'Demo2026';
const DEMO_ACCOUNTS: Omit<KitAccounts, 'buyer'> = {
  chain: { username: 'baixing', password: DEMO_PASSWORD },
  unsigned: { username: 'xinkai', password: DEMO_PASSWORD },
  expired: { username: 'anda', password: DEMO_PASSWORD },
  clinic: { username: 'renhe', password: DEMO_PASSWORD },
  spare: { username: 'renhe', password: DEMO_PASSWORD },
};

function credentials(value: string | undefined, flag: string): Credentials {
  const i = value?.indexOf(':') ?? -1;
  if (!value || i <= 0) throw new Error(`${flag} takes user:password`);
  return { username: value.slice(0, i), password: value.slice(i + 1) };
}

export function parseArgs(argv: string[]): { baseUrl: string; accounts: KitAccounts; seed: number; runs: number; smsCode?: string; out: string; verbose: boolean } {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i]!;
    if (a === '--demo' || a === '--verbose') switches.add(a);
    else if (a.startsWith('--')) {
      const [k, inline] = a.split('=', 2);
      const v = inline ?? argv[(i += 1)];
      if (v === undefined) throw new Error(`${k} needs a value`);
      flags.set(k!, v);
    } else positional.push(a);
  }
  const baseUrl = positional[0];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new Error('the base URL (http://host:port) comes first');
  const demo = switches.has('--demo');
  const accounts: KitAccounts = {
    buyer: { username: flags.get('--user') ?? 'kangning', password: flags.get('--password') ?? DEMO_PASSWORD },
    ...(demo ? DEMO_ACCOUNTS : {}),
  };
  for (const kind of ['chain', 'unsigned', 'expired', 'clinic', 'spare'] as const) {
    const v = flags.get(`--${kind}`);
    if (v !== undefined) accounts[kind] = credentials(v, `--${kind}`);
  }
  const seedText = flags.get('--seed');
  const seed = seedText === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seedText);
  if (!Number.isInteger(seed)) throw new Error('--seed takes an integer');
  const runs = Number(flags.get('--runs') ?? 5);
  if (!Number.isInteger(runs) || runs < 0) throw new Error('--runs takes a whole number');
  const smsCode = flags.get('--sms-code') ?? (demo ? '123456' : undefined);
  return { baseUrl: baseUrl.replace(/\/$/, ''), accounts, seed, runs, ...(smsCode ? { smsCode } : {}), out: flags.get('--out') ?? 'test-results/contract-kit', verbose: switches.has('--verbose') };
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  console.log(`contract-verify: ${args.baseUrl}, seed ${args.seed}`);
  try {
    await fetch(args.baseUrl, { method: 'HEAD' });
  } catch (e) {
    console.error(`cannot reach ${args.baseUrl}: ${(e as Error).message}`);
    return 2;
  }
  const { report } = await runKit({
    target: { baseUrl: args.baseUrl, accounts: args.accounts, seed: args.seed, ...(args.smsCode ? { smsCode: args.smsCode } : {}) },
    fuzzRuns: args.runs,
    progress: (line) => console.log(`  … ${line}`),
  });
  console.log(`\n${formatReport(report, { verbose: args.verbose })}`);
  const files = writeReport(report, path.resolve(args.out));
  console.log(`written: ${path.relative(process.cwd(), files.json)}, ${path.relative(process.cwd(), files.junit)}`);
  return failed(report) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
