// The package's module of one component (semantic-ui-react ships no declarations for them): only
// semantic-ui-react.ts imports them, and nothing reads its types — the site's code is checked against the package's.
declare module 'semantic-ui-react/dist/es/*' {
  const component: unknown;
  export default component;
}
