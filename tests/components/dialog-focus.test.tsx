/** A modal dialog keeps keyboard focus while it is open and gives it back to its opener when it closes. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { focusOrigin, holdDialogFocus } from '@/components/lazy-dialog/dialog-focus';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">页面上的另一个按钮</button>
      <button type="button" onClick={() => setOpen(true)}>
        删除
      </button>
      <ConfirmDialog open={open} text="确定要删除该商品吗？" confirmText="删除" onConfirm={() => setOpen(false)} onCancel={() => setOpen(false)} />
    </>
  );
}

// The confirm dialog's modal is a lazy chunk: compiled once here, so the first test does not wait on the compiler
// (under a loaded machine that took longer than findBy's wait).
beforeAll(() => import('@/components/confirm-dialog/confirm-modal'));

describe('dialog focus', () => {
  it('moves into the confirm dialog, goes round inside it on Tab and Shift+Tab, and returns to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: '删除' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('counts a control that dropped focus (disabled while its request ran) as the opener of the dialog that follows', () => {
    render(<button type="button">加入购物车</button>);
    const button = screen.getByRole('button', { name: '加入购物车' });
    act(() => button.focus());
    act(() => button.blur());
    expect(document.activeElement).toBe(document.body);
    expect(focusOrigin()).toBe(button);
    const release = holdDialogFocus(focusOrigin());
    release();
    expect(document.activeElement).toBe(button);
  });
});
