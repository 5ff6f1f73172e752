// The one OpenAPI → JSON Schema translation lives with the conformance kit (scripts may not import tests).
export { contractAjv, toJsonSchema } from '@yaocai/contract-kit';
