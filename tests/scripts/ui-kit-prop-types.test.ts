import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { exportedNames, PROP_TYPES_ONLY, RUNTIME_SUI, runtimeOnlySource } from '../../scripts/lib/ui-kit-prop-types';

const KIT = path.resolve('node_modules/semantic-ui-react/dist/es');
const LIB = path.join(KIT, 'lib');
const read = (file: string) => fs.readFileSync(file, 'utf8');

function* jsFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsFiles(full);
    else if (entry.name.endsWith('.js')) yield full;
  }
}

/** `process.env.NODE_ENV !== "production"` (either quote): the code a production build drops. */
function isDevelopmentOnly(node: ts.Expression): boolean {
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken &&
    node.left.getText() === 'process.env.NODE_ENV' &&
    ts.isStringLiteral(node.right) &&
    node.right.text === 'production'
  );
}

/**
 * The members of `names` (namespace objects such as SUI) that a file of the kit reads in the code a production build
 * keeps: the `…NODE_ENV !== "production" ? {…} : …` prop types and `if (…NODE_ENV !== "production") {…}` blocks skipped.
 */
function runtimeReads(file: string, names: readonly string[]): string[] {
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isConditionalExpression(node) && isDevelopmentOnly(node.condition)) return visit(node.whenFalse);
    if (ts.isIfStatement(node) && isDevelopmentOnly(node.expression)) {
      if (node.elseStatement) visit(node.elseStatement);
      return;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text)) {
      found.push(`${node.expression.text}.${node.name.text}`);
    }
    if (ts.isIdentifier(node) && names.includes(node.text) && !ts.isPropertyAccessExpression(node.parent) && !ts.isImportSpecifier(node.parent) && !ts.isExportSpecifier(node.parent) && !ts.isNamespaceImport(node.parent)) {
      found.push(node.text); // the namespace itself handed on: every member could be read
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("semantic-ui-react's prop-type-only modules in the production build", () => {
  const files = [...jsFiles(KIT)];

  it('are imported by the kit only through its lib index, as the namespaces SUI and customPropTypes', () => {
    const importers = files.filter((f) => /from ['"](?:\.{1,2}\/)+(?:lib\/)?(?:SUI|customPropTypes)['"]/.test(read(f)));
    expect(importers.map((f) => path.relative(KIT, f))).toEqual(['lib/index.js']);
  });

  it('are read outside the prop types only for the lists RUNTIME_SUI keeps (no validator at all)', () => {
    const reads = new Set(files.flatMap((f) => runtimeReads(f, ['SUI', '_SUI', 'customPropTypes', '_customPropTypes'])));
    // Transition reads the directional animations; the index itself only re-exports the namespaces.
    expect([...reads].filter((r) => !RUNTIME_SUI.includes(r.replace(/^_?SUI\./, '')))).toEqual([]);
    expect(reads.has('SUI.DIRECTIONAL_TRANSITIONS')).toBe(true);
  });

  it('finds a read in kept code and none in dropped prop types (the check above can fail)', () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync('/tmp'), 'ui-kit-reads-'));
    const file = path.join(dir, 'probe.js');
    fs.writeFileSync(
      file,
      [
        'X.propTypes = process.env.NODE_ENV !== "production" ? { color: PropTypes.oneOf(SUI.COLORS), name: customPropTypes.suggest(SUI.ICONS) } : {};',
        "if (process.env.NODE_ENV !== 'production') { warn(SUI.BRANDS); }",
        'var animated = _includes(SUI.ICON_ALIASES, name);',
      ].join('\n'),
    );
    expect(runtimeReads(file, ['SUI', 'customPropTypes'])).toEqual(['SUI.ICON_ALIASES']);
    fs.rmSync(dir, { recursive: true });
  });

  it('keeps SUI.js’s runtime lists word for word, exports every name it did, and drops the icon names', () => {
    const file = path.join(LIB, 'SUI.js');
    const original = read(file);
    const out = runtimeOnlySource(file, original);
    expect(exportedNames(out)).toEqual(exportedNames(original));
    for (const name of RUNTIME_SUI) {
      const line = original.split('\n').find((l) => l.startsWith(`export var ${name} =`));
      expect(line, name).toBeDefined();
      expect(out.split('\n')).toContain(line);
    }
    for (const name of exportedNames(original).filter((n) => !RUNTIME_SUI.includes(n))) expect(out).toContain(`export var ${name} = [];`);
    expect(out).not.toContain('american sign language');
    expect(out.length).toBeLessThan(original.length / 5);
  });

  it('loads SUI.js unchanged when a runtime list comes after one it empties (a file of another shape)', () => {
    const file = path.join(LIB, 'SUI.js');
    const shuffled = "export var ICONS = ['x'];\nexport var COLORS = ['red'];\n";
    expect(runtimeOnlySource(file, shuffled)).toBe(shuffled);
  });

  it('gives customPropTypes.js every export, each a function that returns one (so a factory’s call is one too)', async () => {
    const file = path.join(LIB, 'customPropTypes.js');
    const original = read(file);
    const out = runtimeOnlySource(file, original);
    expect(exportedNames(out)).toEqual(exportedNames(original));
    expect(out).not.toMatch(/^import /m);
    const mod = (await import(`data:text/javascript,${encodeURIComponent(out)}`)) as Record<string, (...args: unknown[]) => unknown>;
    for (const name of exportedNames(original)) {
      const validator = mod[name]!('a', 'b')!;
      expect(typeof validator, name).toBe('function');
      expect(typeof (validator as () => unknown)()).toBe('function');
    }
  });

  it('names only those two files, and leaves any other file as it is', () => {
    expect(PROP_TYPES_ONLY.test(path.join(LIB, 'SUI.js'))).toBe(true);
    expect(PROP_TYPES_ONLY.test(path.join(LIB, 'customPropTypes.js'))).toBe(true);
    expect(PROP_TYPES_ONLY.test(path.join(LIB, 'factories.js'))).toBe(false);
    const other = path.join(LIB, 'factories.js');
    expect(runtimeOnlySource(other, read(other))).toBe(read(other));
  });
});
