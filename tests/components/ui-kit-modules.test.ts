import fs from 'node:fs';
import path from 'node:path';
import * as SemanticUi from 'semantic-ui-react';
import { describe, expect, it } from 'vitest';
import * as UiKit from '@/components/ui-kit/semantic-ui-react';

/** Every name the site's code imports as a value from `semantic-ui-react` (type-only imports are erased). */
function namesImportedBySite(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const source = fs.readFileSync(file, 'utf8');
        for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]semantic-ui-react['"]/g)) {
          if (m[1]) continue;
          for (const spec of m[2]!.split(',').map((s) => s.trim()).filter(Boolean)) {
            if (spec.startsWith('type ')) continue;
            const name = spec.split(/\s+as\s+/)[0]!;
            names.set(name, [...(names.get(name) ?? []), path.relative(process.cwd(), file)]);
          }
        }
        if (/import\s+\*\s+as\s+\w+\s+from\s+['"]semantic-ui-react['"]|import\s+\w+\s+from\s+['"]semantic-ui-react['"]/.test(source)) {
          names.set('* or default', [...(names.get('* or default') ?? []), path.relative(process.cwd(), file)]);
        }
      }
    }
  };
  walk(path.resolve('src'));
  return names;
}

describe('semantic-ui-react as the build bundles it (each component from its own module)', () => {
  it('exports every component the site imports from the package', () => {
    const imported = namesImportedBySite();
    expect(imported.size, 'the site imports components from the kit').toBeGreaterThan(0);
    const missing = [...imported].filter(([name]) => !(name in UiKit)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'imported from semantic-ui-react but not exported by src/components/ui-kit/semantic-ui-react.ts').toEqual([]);
  });

  it('exports the package’s own components, no other', () => {
    const exported = Object.entries(UiKit);
    expect(exported.length).toBeGreaterThan(0);
    for (const [name, component] of exported) {
      const original = (SemanticUi as unknown as Record<string, { handledProps?: string[] } | undefined>)[name];
      expect(original, `semantic-ui-react has ${name}`).toBeDefined();
      const mine = component as { handledProps?: string[] };
      expect(mine.handledProps, `${name}'s props`).toEqual(original!.handledProps);
      expect(mine.handledProps?.length, `${name} is a kit component`).toBeGreaterThan(0);
    }
  });
});
