// Types of scripts/lib/layers.js (plain JavaScript so that eslint.config.js imports it without a build step).

export interface Layer {
  name: string;
  /** Folders or files, relative to the repository root. */
  paths: string[];
  what: string;
}

export interface ImportRule {
  target: string;
  forbidden: string[];
  except?: string[];
  message: string;
}

export const LAYERS: Layer[];
export const IMPORT_RULES: ImportRule[];
export const PURE_LAYER: { target: string; message: string };
export const FEATURES_DIR: string;
export const FEATURE_ENTRY: string;
export function featureNames(root?: string): string[];
export function featureRules(features: string[]): ImportRule[];
export function allRules(features: string[]): ImportRule[];
export function within(a: string, b: string): boolean;
export function brokenRule(rules: ImportRule[], from: string, to: string): ImportRule | undefined;
export function breaksPureLayer(from: string, specifier: string): boolean;
export function layerOf(file: string): string | undefined;
