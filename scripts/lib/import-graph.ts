/**
 * The imports that run: which modules a file loads when it runs, read from its syntax, and the cycles among them.
 * `npm run layers` (run by `npm run lint`) builds the graph of every source file with these and fails on a cycle.
 *
 * An import counts unless it is erased from the build: `import type …`, `export type … from`, and an import whose
 * every name is marked `type` (TypeScript with isolatedModules, and the bundler, drop those). Dynamic `import()` counts
 * too: a module that loads another lazily still depends on it, and a cycle through it is a cycle at run time.
 */
import ts from 'typescript';

export interface ImportRef {
  specifier: string;
  dynamic: boolean;
}

/** The modules `source` loads when it runs, in the order written. */
export function runtimeImports(source: string, fileName: string): ImportRef[] {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.(js|mjs)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const refs: ImportRef[] = [];
  const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

  const typeOnlyImport = (clause: ts.ImportClause | undefined) => {
    if (!clause) return false; // `import './side-effect'` runs the module
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
  };
  const typeOnlyExport = (node: ts.ExportDeclaration) =>
    node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier);
      if (specifier !== undefined && !typeOnlyImport(node.importClause)) refs.push({ specifier, dynamic: false });
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const specifier = literal(node.moduleSpecifier);
      if (specifier !== undefined && !typeOnlyExport(node)) refs.push({ specifier, dynamic: false });
      return;
    }
    if (ts.isImportEqualsDeclaration(node) && !node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
      const specifier = literal(node.moduleReference.expression);
      if (specifier !== undefined) refs.push({ specifier, dynamic: false });
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const specifier = literal(node.arguments[0]);
      if (specifier !== undefined) refs.push({ specifier, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return refs;
}

/**
 * The cycles of a graph (file → the files it imports): one for each group of files that reach each other (a strongly
 * connected component of more than one file, or a file importing itself), as the path round it from its first file
 * in sorted order back to that file. Empty when there is none.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative (a deep import chain would overflow the stack of a recursive one).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  const edges = (n: string) => graph.get(n) ?? [];

  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const targets = edges(frame.node);
      if (frame.edge < targets.length) {
        const to = targets[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      for (;;) {
        const n = stack.pop()!;
        onStack.delete(n);
        component.push(n);
        if (n === frame.node) break;
      }
      if (component.length > 1 || edges(frame.node).includes(frame.node)) components.push(component);
    }
  }
  return components.map((component) => cycleThrough(graph, new Set(component))).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** A shortest path from the component's first file (sorted) round to itself, inside the component. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const n = queue[i]!;
    for (const to of graph.get(n) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = n; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, n);
        queue.push(to);
      }
    }
  }
  return [start, start]; // a member of a component always reaches the start; kept total for the type
}
