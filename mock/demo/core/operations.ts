import type { operations } from '@generated/openapi';

/**
 * The demo API's operations typed from the contract, by openapi-typescript's `operations` (generated/openapi.d.ts,
 * written by `npm run generate`): for each operationId its path parameters, query, request body and the `data` of its
 * success answer. Handlers are keyed by operationId, so a handler gets these types without naming them:
 *
 *   export const fooHandlers: PartialHandlers<DemoDb> = {
 *     getFoo(ctx) {            // ctx.params, ctx.query and ctx.body are getFoo's, from the contract
 *       return { … };          // checked against getFoo's success `data`
 *     },
 *   };
 *
 * A helper outside the handler table takes `OperationContext<'getFoo'>` (mock/demo/handlers/shared/buyer.ts `OpCtx`).
 * The engine hands a handler only a request that passed the operation's schemas (./validate.ts), so these types are
 * what the handler really gets; reading a field its operation does not have fails the typecheck.
 */
export type OperationId = keyof operations;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessOf<K extends OperationId> = 201 extends keyof Responses<K> ? Responses<K>[201] : 200 extends keyof Responses<K> ? Responses<K>[200] : never;
type ContentOf<R> = R extends { content: infer C } ? C : never;
type DataOf<J> = J extends { data: infer D } ? D : J extends { data?: infer D } ? D | undefined : null;

/** A success answer that is not a JSON envelope (e.g. a PDF). */
export interface RawBody {
  raw: true;
  contentType: string;
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

type SuccessData<K extends OperationId> = ContentOf<SuccessOf<K>> extends { 'application/json': infer J } ? DataOf<J> : RawBody;

/** The `data` of each operation's success answer (a raw body for the PDF and file downloads). */
export type OperationData = { [K in OperationId]: SuccessData<K> };

type Params<K extends OperationId> = operations[K]['parameters'];
/** What an operation without path parameters, query or body hands its handler: an object with no field to read. */
export type NoInput = Record<never, never>;
type Defined<T> = [T] extends [never] ? NoInput : T extends undefined ? NoInput : T;

/** Path parameters of an operation, as validated and coerced by the engine. */
export type OperationPath<K extends OperationId> = Defined<NonNullable<Params<K>['path']>>;
/** Query parameters of an operation (defaults applied, unreadable optional values dropped). */
export type OperationQuery<K extends OperationId> = Defined<NonNullable<Params<K>['query']>>;
/** The request body (form, JSON or multipart fields; a file field holds the file's name). */
export type OperationBody<K extends OperationId> =
  operations[K] extends { requestBody?: infer B }
    ? NonNullable<B> extends { content: infer C }
      ? Defined<C[keyof C]>
      : NoInput
    : NoInput;
