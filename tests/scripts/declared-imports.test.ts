/**
 * eslint.config.js refuses an import of a package that package.json does not declare (import-x/no-extraneous-
 * dependencies): the site (src/) may import `dependencies` only; tests, scripts and the mock servers devDependencies
 * too. Proved with ESLint's Node API and the project's own config on snippets placed at those paths.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The import rule's messages for `code` as if it were the file at `file`. */
async function importMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-extraneous-dependencies').map((m) => m.message);
}

// lodash-es is in node_modules only because semantic-ui-react depends on it; msw is a devDependency; mobx a dependency.
const UNDECLARED = "import { debounce } from 'lodash-es';\nexport const later = debounce(() => undefined, 10);\n";
const DEV_DEPENDENCY = "import { http } from 'msw';\nexport const handler = http.get('/api/x', () => undefined);\n";
const TYPE_OF_UNDECLARED = "import type { DebouncedFunc } from 'lodash-es';\nexport type Later = DebouncedFunc<() => void>;\n";
const DEPENDENCY = "import { observable } from 'mobx';\nexport const box = observable.box(1);\n";

describe('import-x/no-extraneous-dependencies', { timeout: 60_000 }, () => {
  it('refuses a package the site does not declare', async () => {
    expect(await importMessages('src/features/example/later.ts', UNDECLARED)).toEqual([expect.stringContaining("'lodash-es' should be listed in the project's dependencies")]);
  });

  it('refuses a devDependency in the site', async () => {
    expect(await importMessages('src/features/example/handler.ts', DEV_DEPENDENCY)).toEqual(["'msw' should be listed in the project's dependencies, not devDependencies."]);
  });

  it('refuses a type-only import of an undeclared package too', async () => {
    expect(await importMessages('src/features/example/later-type.ts', TYPE_OF_UNDECLARED)).toEqual([expect.stringContaining("'lodash-es' should be listed")]);
  });

  it('lets the site import a dependency', async () => {
    expect(await importMessages('src/features/example/box.ts', DEPENDENCY)).toEqual([]);
  });

  it('lets tests, scripts and the mock servers import a devDependency', async () => {
    const files = ['tests/features/example.test.ts', 'scripts/example.ts', 'mock/example.ts'];
    expect(await Promise.all(files.map((f) => importMessages(f, DEV_DEPENDENCY)))).toEqual([[], [], []]);
  });

  it('refuses an undeclared package outside the site as well', async () => {
    expect(await importMessages('scripts/example.ts', UNDECLARED)).toEqual([expect.stringContaining("'lodash-es' should be listed in the project's dependencies")]);
  });
});
