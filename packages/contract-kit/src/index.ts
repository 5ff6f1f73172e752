/**
 * @yaocai/contract-kit — the conformance kit's entry point. The `contract-kit` command (bin.ts → cli.ts) and the
 * repository's own tests and `npm run contract:verify` all come through here:
 * - the contract as the kit reads it (operations, examples, $refs) and its code catalogue;
 * - the checks of one request or answer against the contract (validator), and the contract's schemas for ajv;
 * - the stateful scenario, the fuzz and the whole run (`runKit`), with its report as text, JSON and JUnit XML.
 */
export { CONTRACT_PATH, bodyExample, contract, contractOperations, findOperation, isSuccess, operation, parameterExamples, readContract, resolveRef } from './contract';
export type { ContractDocument, ContractOperation, ContractParameter, Obj } from './contract';
export { ROUTE_LEVEL_CODES, errorCodes, isCatalogued, successCodes } from './catalogue';
export { checkRequest, checkResponse } from './validator';
export type { Violation, ViolationKind } from './validator';
export { contractAjv, toJsonSchema } from './json-schema';
export { KitLog } from './log';
export { failed, formatReport, junitXml, writeReport } from './report';
export type { KitReport, OperationReport, StepReport } from './report';
export { runKit, runScenario } from './run';
export type { KitOptions, KitRun } from './run';
export { SCENARIO_STEPS, createScenario, stepsFor } from './scenario';
export type { Credentials, KitAccounts, KitTarget, Scenario, ScenarioStep } from './scenario';
export { CONTRACT_VERSION_HEADER, compareVersions, KIT_VERSION } from './version';
export { parseArgs, runCli, USAGE } from './cli';
