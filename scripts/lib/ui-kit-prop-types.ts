/**
 * semantic-ui-react's two modules that only its prop types read, as the production build loads them. Each component
 * of the kit declares its propTypes as `process.env.NODE_ENV !== "production" ? { … } : {}`, so a production build
 * drops every use, yet the modules stay in the UI-kit file: the kit's index imports them as whole namespaces
 * (`import * as SUI`, `import * as customPropTypes`), which no bundler can prune. `lib/SUI.js` is mostly the names of
 * all of Font Awesome's icons (28 KB of the file's 152 KB), read only to validate an Icon's `name`; `lib/customPropTypes.js`
 * holds the kit's validators and the lodash functions they use. farm.config.ts loads, in their place:
 * - SUI.js with every list the kit reads outside its prop types (RUNTIME_SUI, e.g. Transition's directional
 *   animations) as it is, and each other list empty;
 * - customPropTypes.js as one function under each of its names (an import still finds it; nothing calls it).
 * tests/scripts/ui-kit-prop-types.test.ts reads the package's components with their prop types removed and fails when
 * they read another list of SUI, or any validator, at run time.
 */

/** The lists of SUI.js the kit reads outside its prop types (found by the test above); the others only validate. */
export const RUNTIME_SUI = ['COLORS', 'FLOATS', 'SIZES', 'TEXT_ALIGNMENTS', 'VERTICAL_ALIGNMENTS', 'VISIBILITY', 'WIDTHS', 'DIRECTIONAL_TRANSITIONS', 'STATIC_TRANSITIONS', 'TRANSITIONS'];

/** The files this replaces, by the end of their resolved path. */
export const PROP_TYPES_ONLY = /semantic-ui-react[\\/]dist[\\/]es[\\/]lib[\\/](SUI|customPropTypes)\.js$/;

/** The names a module exports with `export var|function|const NAME`. */
export function exportedNames(source: string): string[] {
  return [...source.matchAll(/^export\s+(?:var|let|const|function)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);
}

/**
 * The production source of one of the files PROP_TYPES_ONLY names, from its own source. SUI.js: as it is up to its
 * first list that is not in RUNTIME_SUI, then each further list empty (a file where a list of RUNTIME_SUI comes later
 * is returned unchanged). customPropTypes.js: each export a validator that accepts anything.
 */
export function runtimeOnlySource(file: string, source: string): string {
  const which = PROP_TYPES_ONLY.exec(file)?.[1];
  if (which === 'customPropTypes') {
    const names = exportedNames(source);
    // Never called in a production build (its prop types are gone); each returns itself, so a factory's call is a
    // validator too.
    return ['var valid = function () { return valid; };', ...names.map((n) => `export var ${n} = valid;`)].join('\n');
  }
  if (which === 'SUI') {
    // The lists the kit reads come first in the file; from the first other one on, each is replaced by an empty list.
    const lines = source.split('\n');
    const first = lines.findIndex((l) => {
      const name = /^export\s+var\s+([A-Za-z_$][\w$]*)/.exec(l)?.[1];
      return name !== undefined && !RUNTIME_SUI.includes(name);
    });
    if (first < 0) return source;
    const rest = exportedNames(lines.slice(first).join('\n'));
    // A file of another shape (a list the kit reads after one it does not): loaded as it is.
    if (rest.some((n) => RUNTIME_SUI.includes(n))) return source;
    const kept = [...lines.slice(0, first), ...rest.map((n) => `export var ${n} = [];`)];
    // An import only the emptied lists used (lodash's uniq) goes with them.
    const body = kept.filter((l) => !l.startsWith('import ')).join('\n');
    return kept.filter((l) => !/^import\s+([A-Za-z_$][\w$]*)\s+from\b/.test(l) || new RegExp(`\\b${/^import\s+([A-Za-z_$][\w$]*)/.exec(l)![1]}\\b`).test(body)).join('\n');
  }
  return source;
}
