// Replaced at build time by farm.config.ts's `define` (package version and commit, or BUILD_VERSION); a build or test
// run without it (vitest) reads "dev". The type-only import brings the global's declaration and is erased.
import type {} from './build-version-global';

/** The build's version, as the field records carry it. */
export const BUILD_VERSION: string = typeof __BUILD_VERSION__ === 'string' && __BUILD_VERSION__ ? __BUILD_VERSION__ : 'dev';
