#!/usr/bin/env node
/** The `contract-kit` command: `contract-kit verify <URL> [options]` (cli.ts); its exit code is the run's. */
import { runCli } from './index';

runCli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(2);
  },
);
