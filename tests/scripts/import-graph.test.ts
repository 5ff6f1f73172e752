/** The imports that run and the cycles among them, as `npm run layers` (and so `npm run lint`) reads them. */
import { describe, expect, it } from 'vitest';
import { importCycles, runtimeImports } from '../../scripts/lib/import-graph';

const specifiers = (source: string, file = 'a.ts') => runtimeImports(source, file).map((r) => `${r.specifier}${r.dynamic ? ' (dynamic)' : ''}`);

describe('runtimeImports', () => {
  it('counts value imports, re-exports, side-effect imports and dynamic import()', () => {
    const source = [
      "import React from 'react';",
      "import { a, type B } from './mixed';",
      "import * as all from './all';",
      "import './side-effect.css';",
      "export { c } from './reexport';",
      "export * from './star';",
      "const page = () => import('./lazy-page');",
    ].join('\n');
    expect(specifiers(source, 'a.tsx')).toEqual(['react', './mixed', './all', './side-effect.css', './reexport', './star', './lazy-page (dynamic)']);
  });

  it('leaves out what the build erases: import type, export type, and imports whose every name is a type', () => {
    const source = [
      "import type { A } from './types-a';",
      "import { type B, type C } from './types-b';",
      "export type { D } from './types-d';",
      "export { type E } from './types-e';",
      "import type F = require('./types-f');",
      "let x: typeof import('./types-g');",
    ].join('\n');
    expect(specifiers(source)).toEqual([]);
  });

  it('reads TSX and JavaScript files', () => {
    expect(specifiers("import { x } from './y';\nexport const v = <div />;", 'c.tsx')).toEqual(['./y']);
    expect(specifiers("import fs from 'node:fs';\nexport default 1;", 'c.js')).toEqual(['node:fs']);
  });
});

describe('importCycles', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it('finds none in a graph that runs one way', () => {
    expect(importCycles(graph({ app: ['pages', 'lib'], pages: ['features', 'lib'], features: ['lib'], lib: [] }))).toEqual([]);
  });

  it('reports each cycle once, as the path round it from its first file', () => {
    const cycles = importCycles(graph({ a: ['b'], b: ['c', 'x'], c: ['a'], x: ['y'], y: ['x'], z: ['a'] }));
    expect(cycles).toEqual([
      ['a', 'b', 'c', 'a'],
      ['x', 'y', 'x'],
    ]);
  });

  it('takes the shortest way round when a group has several', () => {
    expect(importCycles(graph({ a: ['b', 'd'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'd', 'a']]);
  });

  it('reports a file that imports itself', () => {
    expect(importCycles(graph({ a: ['a'], b: ['a'] }))).toEqual([['a', 'a']]);
  });

  it('walks a long chain without running out of stack', () => {
    const edges: Record<string, string[]> = {};
    for (let i = 0; i < 20_000; i++) edges[`m${String(i).padStart(5, '0')}`] = [`m${String(i + 1).padStart(5, '0')}`];
    edges.m20000 = ['m00000'];
    const cycles = importCycles(graph(edges));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toHaveLength(20_002);
  });
});
