// The package's module of one component (semantic-ui-react ships no declarations for them): only
// semantic-ui-react.ts imports them, and nothing reads its types — the site's code is checked against the package's.
// Both programs include this file (src/tsconfig.json and, for the tests that import that module, tsconfig.json).
declare module 'semantic-ui-react/dist/es/*' {
  const component: unknown;
  export default component;
}
