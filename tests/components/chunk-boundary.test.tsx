/** ChunkBoundary: a part fetched when opened whose chunk cannot be fetched is replaced by its fallback, and the page stays. */
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from '@/components/chunk-boundary';

describe('ChunkBoundary', () => {
  it('draws its children while they load and draw', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>表单</p> }));
    render(
      <ChunkBoundary fallback={<p role="alert">加载失败</p>}>
        <Suspense fallback={<p role="status">正在打开…</p>}>
          <Part />
        </Suspense>
      </ChunkBoundary>,
    );
    expect(await screen.findByText('表单')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws the fallback, and keeps what is around it, when the chunk cannot be fetched', async () => {
    // React reports the caught error on the console; the boundary is what the buyer sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <div>
        <p>收货地址</p>
        <ChunkBoundary fallback={<p role="alert">新增地址表单加载失败</p>}>
          <Suspense fallback={<p role="status">正在打开…</p>}>
            <Part />
          </Suspense>
        </ChunkBoundary>
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('新增地址表单加载失败');
    expect(screen.getByText('收货地址')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
