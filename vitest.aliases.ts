import { fileURLToPath } from 'node:url';

// The import aliases of tsconfig.json for vitest: `@/` src, `@generated/` the orval output, `@mock/` the demo API,
// `@tests/` the test helpers, `@scripts/` the tools (the contract kit). (tsx reads them from tsconfig.json; Farm has its own copy for the site.)
const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const aliases = [
  { find: /^@\//, replacement: dir('./src/') },
  { find: /^@generated\//, replacement: dir('./generated/') },
  { find: /^@mock\//, replacement: dir('./mock/') },
  { find: /^@tests\//, replacement: dir('./tests/') },
  { find: /^@scripts\//, replacement: dir('./scripts/') },
];
