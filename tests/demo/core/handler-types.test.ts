/**
 * The demo API's handlers are typed by the contract through openapi-typescript's `operations`
 * (generated/openapi.d.ts): a handler's path parameters, query, body and answer are those of its operation.
 * These checks run in the type checker (`npm run typecheck`) as well as here.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@generated/openapi';
import type { Handler, OperationContext, PartialHandlers } from '@mock/demo/core/engine';
import type { NoInput, OperationBody, OperationData, OperationId, OperationPath, OperationQuery, RawBody } from '@mock/demo/core/operations';
import { reply } from '@mock/demo/core/respond';
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

  it('gives a handler exactly its operation\'s fields: reading one the operation does not have fails the typecheck', () => {
    // Each @ts-expect-error below is itself checked: were the field readable, `npm run typecheck` would fail on the
    // unused directive. The handlers are registered the way mock/demo/handlers/ registers them, keyed by operationId.
    const handlers: PartialHandlers<DemoDb> = {
      addFavorites(ctx) {
        expectTypeOf(ctx.body.goods_ids).toEqualTypeOf<number[]>();
        // @ts-expect-error addFavorites's body has goods_ids, not goods_id
        void ctx.body.goods_id;
        // @ts-expect-error addFavorites takes no query
        void ctx.query.page;
        return reply(null, '收藏成功');
      },
      listOrders(ctx) {
        expectTypeOf(ctx.query.page).toEqualTypeOf<number | undefined>();
        // @ts-expect-error listOrders's query has page_size, not pagesize
        void ctx.query.pagesize;
        // @ts-expect-error listOrders takes no body
        void ctx.body.page;
        return { list: [], total: 0, page: 1, page_size: 20 };
      },
    };
    expectTypeOf<OperationBody<'addFavorites'>>().not.toHaveProperty('goods_id');
    expectTypeOf<OperationQuery<'addFavorites'>>().toEqualTypeOf<NoInput>();
    expectTypeOf<OperationBody<'listOrders'>>().toEqualTypeOf<NoInput>();
    expect(Object.keys(handlers)).toEqual(['addFavorites', 'listOrders']);
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
