/**
 * The demo API's handlers are typed by the contract through openapi-typescript's `operations`
 * (generated/openapi.d.ts): a handler's path parameters, query, body and answer are those of its operation.
 * These checks run in the type checker (`npm run typecheck`) as well as here.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '@generated/openapi';
import type { Handler, OperationContext } from '@mock/demo/core/engine';
import type { OperationBody, OperationData, OperationId, OperationPath, OperationQuery, RawBody } from '@mock/demo/core/operations';
import type { DemoDb } from '@mock/demo/state';
import { loadContract } from '@mock/demo/core/contract';

type Schemas = components['schemas'];

describe('handler types from generated/openapi.d.ts', () => {
  it('types the request of an operation: body, path and query', () => {
    expectTypeOf<OperationBody<'loginByPassword'>>().toEqualTypeOf<Schemas['LoginForm']>();
    expectTypeOf<OperationBody<'submitOrder'>>().toEqualTypeOf<Schemas['OrderSubmitForm']>();
    expectTypeOf<OperationPath<'getOrderDetail'>['id']>().toEqualTypeOf<number>();
    expectTypeOf<OperationQuery<'listOrders'>>().toHaveProperty('page');
    expectTypeOf<OperationContext<DemoDb, 'loginByPassword'>['body']['password']>().toEqualTypeOf<string>();
  });

  it('types the answer: the success data, or a raw body for a file', () => {
    expectTypeOf<OperationData['submitOrder']>().toEqualTypeOf<Schemas['OrderCreated'][]>();
    expectTypeOf<OperationData['downloadInvoice']>().toEqualTypeOf<RawBody>();
    expectTypeOf<ReturnType<Handler<DemoDb, 'getOrderDetail'>>>().toExtend<Schemas['OrderDetail'] | { kind: 'reply'; data: Schemas['OrderDetail']; msg: string }>();
  });

  it('knows every operation of the contract, and the success status the engine answers with', () => {
    const { operations } = loadContract();
    const ids: OperationId[] = operations.map((op) => op.operationId);
    expectTypeOf(ids).toEqualTypeOf<OperationId[]>();
    for (const op of operations) {
      if (!op.statuses.has(op.successStatus)) throw new Error(`${op.operationId} does not declare ${op.successStatus}`);
    }
  });
});
