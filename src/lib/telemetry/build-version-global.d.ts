// The constant farm.config.ts's `define` writes into the build (read by build-version.ts). Declared apart because the
// bundler replaces the name wherever it appears in a compiled file, a declaration included.
export {};

declare global {
  const __BUILD_VERSION__: string | undefined;
}
