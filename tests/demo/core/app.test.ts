import { describe, expect, it } from 'vitest';
import { allHandlers } from '@mock/demo/app';
import { loadContract } from '@mock/demo/core/contract';

describe('the demo API covers the contract', () => {
  it('has exactly one handler per contract operation', () => {
    const ids = loadContract().operations.map((op) => op.operationId).sort();
    expect(Object.keys(allHandlers()).sort()).toEqual(ids);
  });
});
