/**
 * Versions: the kit's own (package.json, always the contract's info.version), and the contract version a server
 * states in the `X-Contract-Version` header of its answers (declared on GET /api/global/common). A server that states
 * another version is told so before anything else; the run still checks it against the kit's contract.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from './contract';

/** The header a server states its contract version in (the contract's components.headers.ContractVersion). */
export const CONTRACT_VERSION_HEADER = 'X-Contract-Version';

/** package.json sits one folder above this module both in src/ (the repository) and in dist/ (the installed kit). */
const PACKAGE = JSON.parse(fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json'), 'utf8')) as { name: string; version: string };

export const KIT_NAME: string = PACKAGE.name;
export const KIT_VERSION: string = PACKAGE.version;
/** The contract this kit checks against. */
export const CHECKED_VERSION: string = String(contract.info.version);

export type VersionMatch = 'same' | 'unstated' | 'newer' | 'older' | 'other major';

const parts = (v: string): number[] | null => {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
};

/** How the version a server states relates to the one the kit checks. */
export function compareVersions(checked: string, stated: string | null): VersionMatch {
  if (stated === null || stated.trim() === '') return 'unstated';
  if (stated.trim() === checked) return 'same';
  const a = parts(checked);
  const b = parts(stated);
  if (!a || !b || a[0] !== b[0]) return 'other major';
  for (let i = 1; i < 3; i += 1) if (a[i] !== b[i]) return b[i]! > a[i]! ? 'newer' : 'older';
  return 'same';
}

/** The line a run starts with: which contract the server states, and what that means for the run. */
export function versionNotice(stated: string | null, baseUrl: string): string {
  const match = compareVersions(CHECKED_VERSION, stated);
  const other = `npx ${KIT_NAME}@${stated ?? ''} verify ${baseUrl}`;
  switch (match) {
    case 'same':
      return `the server states contract ${stated} (${CONTRACT_VERSION_HEADER}), the version this kit checks`;
    case 'unstated':
      return `the server does not state its contract version (no ${CONTRACT_VERSION_HEADER} header on GET /api/global/common); checking it against contract ${CHECKED_VERSION}`;
    case 'newer':
      return `NOTE: the server states contract ${stated}, newer than the ${CHECKED_VERSION} this kit checks: what ${stated} added is not checked (for that: ${other})`;
    case 'older':
      return `NOTE: the server states contract ${stated}, older than the ${CHECKED_VERSION} this kit checks: what came after ${stated} will be reported missing (to check ${stated}: ${other})`;
    default:
      return `NOTE: the server states contract ${stated}, another major version than the ${CHECKED_VERSION} this kit checks: expect many violations (to check ${stated}: ${other})`;
  }
}
