/**
 * The conformance kit's command line: checks a running server against the contract the kit carries.
 *
 *   contract-kit verify <base URL> [--user U --password P] [--junit out.xml] [--only step,…] [--fuzz N] [options]
 *   contract-kit --help | --version (or `version`: npx answers a bare --version with npm's own)
 *
 * It tells first which contract version the server states, walks the stateful scenario (log in, browse, search, cart,
 * checkout, pay, orders, after-sales, account pages), calls the operations it did not reach with the contract's
 * examples, fuzzes every operation's inputs, prints a result per step and per operation and a summary, writes the
 * JUnit XML and the JSON report when asked, and exits 0 when the server conforms, 1 on any violation or unmet
 * expectation, 2 when it could not run (bad arguments, server unreachable). `--demo` fills in the demo API's accounts.
 */
import path from 'node:path';
import { contract } from './contract';
import { formatReport, failed, writeJunit, writeReport } from './report';
import { runKit } from './run';
import { SCENARIO_STEPS, stepsFor, type Credentials, type KitAccounts } from './scenario';
import { CHECKED_VERSION, CONTRACT_VERSION_HEADER, KIT_NAME, KIT_VERSION, versionNotice } from './version';

const ACCOUNT_KINDS = ['chain', 'unsigned', 'expired', 'clinic', 'spare'] as const;
const PHASES = ['examples', 'fuzz'] as const;

export const USAGE = `${KIT_NAME} ${KIT_VERSION} — checks a server against the 药采平台 Marketplace API contract ${CHECKED_VERSION}

usage:
  contract-kit verify <base URL> [options]     (npx ${KIT_NAME} verify http://localhost:8080 …)
  contract-kit version                         the kit's version and the contract's (also --version; through npx,
                                               whose own --version comes first: npx ${KIT_NAME} version)
  contract-kit --help

accounts (the stateful steps log in; only the buyer is required):
  --user NAME --password PW   a buyer with valid qualifications and a signed e-contract
                              (the password may come from the environment instead: CONTRACT_KIT_PASSWORD)
  --chain U:P                 a chain head with stores (store switch, cart copy, new store)
  --unsigned U:P              an account without a signed e-contract (buying answers 459 until it signs; the run signs it)
  --expired U:P               an account with an expired qualification (buying is refused)
  --clinic U:P                an account whose 经营范围 excludes devices (buying a device is refused)
  --spare U:P                 an account whose profile and password the run may change (changed and changed back)
  --sms-code CODE             an SMS code the server accepts for any phone (test systems): registration, SMS login
                              and password reset; without it those steps are skipped
  --demo                      the demo API's accounts (kangning, baixing, xinkai, anda, renhe; password Demo2026)
                              and SMS code 123456

what to run:
  --only STEP,…               only these steps (and the steps they build on); steps: ${SCENARIO_STEPS.map((s) => s.id).join(', ')};
                              phases: examples (operations the scenario did not reach, called with the contract's
                              examples), fuzz. Without --only, everything runs.
  --fuzz N                    requests per operation in the fuzz (default 5; 0 skips it; --runs N is the old name)
  --seed N                    the seed of the fuzz and of the phones and names the run registers (printed; replay with it)

reports:
  --junit FILE                JUnit XML: a suite "scenario" (one test case per step) and a suite "operations" (one per
                              contract operation), for Jenkins, GitLab and GitHub
  --out DIR                   report.json and junit.xml in DIR
  --verbose                   every passing operation and every unmet expectation in the printed report

exit codes: 0 the server conforms; 1 a contract violation or an unmet expectation; 2 the run could not start
(bad arguments, the server unreachable).
The server states its contract version in the ${CONTRACT_VERSION_HEADER} header (GET /api/global/common); another
version than ${CHECKED_VERSION} is told before the run.`;

/** The demo API's seeded accounts (mock/demo/data/accounts.md), all with the password Demo2026; SMS codes are 123456. */
const DEMO_PASSWORD = 'Demo2026';
const DEMO_BUYER: Credentials = { username: 'kangning', password: DEMO_PASSWORD };
const DEMO_ACCOUNTS: Omit<KitAccounts, 'buyer'> = {
  chain: { username: 'baixing', password: DEMO_PASSWORD },
  unsigned: { username: 'xinkai', password: DEMO_PASSWORD },
  expired: { username: 'anda', password: DEMO_PASSWORD },
  clinic: { username: 'renhe', password: DEMO_PASSWORD },
  spare: { username: 'renhe', password: DEMO_PASSWORD },
};

const VALUE_FLAGS = new Set(['--user', '--password', '--junit', '--only', '--fuzz', '--runs', '--seed', '--sms-code', '--out', ...ACCOUNT_KINDS.map((k) => `--${k}`)]);
const SWITCHES = new Set(['--demo', '--verbose', '--help', '-h', '--version', '-v']);

class UsageError extends Error {}

function credentials(value: string, flag: string): Credentials {
  const i = value.indexOf(':');
  if (i <= 0) throw new UsageError(`${flag} takes user:password`);
  return { username: value.slice(0, i), password: value.slice(i + 1) };
}

function wholeNumber(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) throw new UsageError(`${flag} takes a whole number, got "${text}"`);
  return n;
}

export interface VerifyArgs {
  baseUrl: string;
  accounts: KitAccounts;
  seed: number;
  fuzzRuns: number;
  smsCode?: string;
  /** Scenario step ids to run (with the steps they build on); null: every step. */
  steps: string[] | null;
  byExample: boolean;
  junit?: string;
  out?: string;
  verbose: boolean;
}

export type ParsedArgs = { command: 'help' } | { command: 'version' } | ({ command: 'verify' } & VerifyArgs);

/** Reads the command line; throws a UsageError (exit 2) on anything it does not understand. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  const flags = new Map<string, string>();
  const switches = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i]!;
    if (SWITCHES.has(a)) switches.add(a);
    else if (a.startsWith('-')) {
      const eq = a.indexOf('=');
      const k = eq > 0 ? a.slice(0, eq) : a;
      if (!VALUE_FLAGS.has(k)) throw new UsageError(`unknown option ${k}`);
      const v = eq > 0 ? a.slice(eq + 1) : argv[(i += 1)];
      if (v === undefined) throw new UsageError(`${k} needs a value`);
      flags.set(k, v);
    } else positional.push(a);
  }
  if (switches.has('--help') || switches.has('-h') || positional[0] === 'help') return { command: 'help' };
  if (switches.has('--version') || switches.has('-v') || positional[0] === 'version') return { command: 'version' };
  const [command, baseUrl, ...extra] = positional;
  if (command !== 'verify') throw new UsageError(command === undefined ? 'no command: use "verify <base URL>"' : `unknown command "${command}": use "verify <base URL>"`);
  if (!baseUrl || !/^https?:\/\/[^/\s]+/.test(baseUrl)) throw new UsageError('verify needs the base URL of the server (http://host:port) first');
  if (extra.length) throw new UsageError(`unexpected argument ${extra[0]}`);

  const demo = switches.has('--demo');
  const user = flags.get('--user');
  const password = flags.get('--password') ?? env.CONTRACT_KIT_PASSWORD;
  let buyer: Credentials;
  if (user !== undefined) {
    if (password === undefined) throw new UsageError('--user needs --password (or CONTRACT_KIT_PASSWORD in the environment)');
    buyer = { username: user, password };
  } else if (demo) buyer = DEMO_BUYER;
  else throw new UsageError('--user and --password name the buyer account the stateful steps log in with (or --demo for the demo API)');
  const accounts: KitAccounts = { buyer, ...(demo ? DEMO_ACCOUNTS : {}) };
  for (const kind of ACCOUNT_KINDS) {
    const v = flags.get(`--${kind}`);
    if (v !== undefined) accounts[kind] = credentials(v, `--${kind}`);
  }

  const seedText = flags.get('--seed');
  const seed = seedText === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(seedText);
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed takes an integer, got "${seedText}"`);
  let fuzzRuns = wholeNumber(flags.get('--fuzz') ?? flags.get('--runs'), '--fuzz', 5);

  const onlyText = flags.get('--only');
  const named = onlyText === undefined ? [] : onlyText.split(',').map((s) => s.trim()).filter(Boolean);
  if (onlyText !== undefined && named.length === 0) throw new UsageError('--only needs at least one step');
  const only = named.filter((id) => !(PHASES as readonly string[]).includes(id));
  try {
    stepsFor(only);
  } catch (e) {
    throw new UsageError(`--only: ${(e as Error).message}; or the phases ${PHASES.join(', ')}`);
  }
  const byExample = onlyText === undefined || named.includes('examples');
  if (onlyText !== undefined && !named.includes('fuzz')) fuzzRuns = 0;

  const smsCode = flags.get('--sms-code') ?? (demo ? '123456' : undefined);
  const junit = flags.get('--junit');
  const out = flags.get('--out');
  return {
    command: 'verify',
    baseUrl: baseUrl.replace(/\/+$/, ''),
    accounts,
    seed,
    fuzzRuns,
    steps: onlyText === undefined ? null : only,
    byExample,
    ...(smsCode ? { smsCode } : {}),
    ...(junit ? { junit } : {}),
    ...(out ? { out } : {}),
    verbose: switches.has('--verbose'),
  };
}

/** Where the output goes (the tests capture it). */
export interface CliIo {
  log(line: string): void;
  error(line: string): void;
}

const CONSOLE: CliIo = { log: (l) => console.log(l), error: (l) => console.error(l) };

/**
 * Asks the server for GET /api/global/common (public in the contract) to know it answers, and reads the contract
 * version it states. Throws when nothing answers.
 */
async function probe(baseUrl: string): Promise<string | null> {
  const res = await fetch(`${baseUrl}/api/global/common`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    signal: AbortSignal.timeout(30_000),
  });
  await res.arrayBuffer();
  return res.headers.get(CONTRACT_VERSION_HEADER);
}

/** Runs the command line; answers the exit code (0 conforms, 1 violations, 2 could not run). */
export async function runCli(argv: readonly string[], io: CliIo = CONSOLE, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv, env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.error(`contract-kit: ${e.message}\nsee: contract-kit --help`);
    return 2;
  }
  if (args.command === 'help') {
    io.log(USAGE);
    return 0;
  }
  if (args.command === 'version') {
    io.log(`${KIT_NAME} ${KIT_VERSION}\ncontract ${String(contract.info.title)} ${CHECKED_VERSION}`);
    return 0;
  }
  io.log(`${KIT_NAME} ${KIT_VERSION} verify ${args.baseUrl} — contract ${CHECKED_VERSION}, seed ${args.seed}`);
  let stated: string | null;
  try {
    stated = await probe(args.baseUrl);
  } catch (e) {
    const cause = (e as Error & { cause?: Error }).cause;
    io.error(`contract-kit: cannot reach ${args.baseUrl}: ${(e as Error).message}${cause ? ` (${cause.message})` : ''}`);
    return 2;
  }
  io.log(versionNotice(stated, args.baseUrl));
  const { report } = await runKit({
    target: { baseUrl: args.baseUrl, accounts: args.accounts, seed: args.seed, ...(args.smsCode ? { smsCode: args.smsCode } : {}) },
    fuzzRuns: args.fuzzRuns,
    // --only naming phases alone walks no step.
    ...(args.steps === null ? {} : { steps: args.steps.length ? stepsFor(args.steps) : [] }),
    byExample: args.byExample,
    progress: (line) => io.log(`  … ${line}`),
  });
  io.log(`\n${formatReport(report, { verbose: args.verbose })}`);
  const written: string[] = [];
  if (args.out) {
    const files = writeReport(report, path.resolve(args.out));
    written.push(files.json, files.junit);
  }
  if (args.junit) {
    writeJunit(report, path.resolve(args.junit));
    written.push(path.resolve(args.junit));
  }
  if (written.length) io.log(`written: ${written.map((f) => path.relative(process.cwd(), f) || f).join(', ')}`);
  return failed(report) ? 1 : 0;
}
