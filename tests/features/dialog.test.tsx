/** The shell's own modal (src/components/dialog): focus, keyboard, dimmer and the page lock. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/components/confirm-dialog/confirm-dialog';
import { Dialog } from '../../src/components/dialog/dialog';

function Harness({ onClose, closeOnDimmerClick }: { onClose: () => void; closeOnDimmerClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      {open ? (
        <Dialog
          title="温馨提示"
          role="alertdialog"
          closeOnDimmerClick={closeOnDimmerClick}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          actions={
            <>
              <button type="button">取消</button>
              <button type="button" data-autofocus>
                确定
              </button>
            </>
          }
        >
          <p>确定要删除该商品吗？</p>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, focuses the marked button, keeps Tab inside, and closes on Escape giving focus back', async () => {
    const ue = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await ue.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('alertdialog', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.body).toHaveClass('dimmed');
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await ue.tab();
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await ue.tab({ shift: true });
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await ue.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.body).not.toHaveClass('dimmed');
    expect(screen.getByRole('button', { name: '打开' })).toHaveFocus();
  });

  it('closes on a click on the dimmer, not on a click inside, and not at all when the dimmer is off', async () => {
    const ue = userEvent.setup();
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    await ue.click(screen.getByRole('button', { name: '打开' }));
    await ue.click(screen.getByText('确定要删除该商品吗？'));
    expect(onClose).not.toHaveBeenCalled();
    await ue.click(document.querySelector('.ui.dimmer')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const stay = vi.fn();
    render(<Harness onClose={stay} closeOnDimmerClick={false} />);
    await ue.click(screen.getByRole('button', { name: '打开' }));
    await ue.click(document.querySelector('.ui.dimmer')!);
    expect(stay).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('ConfirmDialog: the question describes the dialog, 确定 is focused, Escape answers no', async () => {
    const ue = userEvent.setup();
    const yes = vi.fn();
    const no = vi.fn();
    render(<ConfirmDialog open text="确定要删除所选的 3 种商品吗？" confirmText="删除" onConfirm={yes} onCancel={no} />);
    const dialog = screen.getByRole('alertdialog', { name: '温馨提示' });
    expect(dialog).toHaveAccessibleDescription('确定要删除所选的 3 种商品吗？');
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
    await ue.keyboard('{Escape}');
    expect(no).toHaveBeenCalledTimes(1);
    expect(yes).not.toHaveBeenCalled();
  });
});
