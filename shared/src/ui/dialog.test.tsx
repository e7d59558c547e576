import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

describe('Dialog', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('closes by itself after autoCloseMs', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<Dialog open onClose={onClose} title="Saved" icon="success" autoCloseMs={2000} />);
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not auto-close once it was closed before the time-out', () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const { rerender } = render(<Dialog open onClose={onClose} autoCloseMs={1000} />);
    rerender(<Dialog open={false} onClose={onClose} autoCloseMs={1000} />);
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click on the cover unless closeOnCover is false', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = render(<Dialog open onClose={onClose} icon="warning" html="<p>Đang cập nhật</p>" closeOnCover={false} />);
    expect(screen.getByRole('dialog', { name: 'Warning' })).toHaveTextContent('Đang cập nhật');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Dialog open onClose={onClose} icon="warning" html="<p>Đang cập nhật</p>" />);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sanitises its HTML and closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Dialog open onClose={onClose} title="News" html={'<b>hi</b><img src="x" onerror="alert(1)">'} />);
    const dialog = screen.getByRole('dialog', { name: 'News' });
    expect(dialog.innerHTML).not.toContain('onerror');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('only the top-most of two open dialogs answers Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = jest.fn();
    const closeInner = jest.fn();
    render(
      <>
        <Dialog open onClose={closeOuter} title="Outer" />
        <Dialog open onClose={closeInner} title="Inner" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('a message dialog (like the left bar\'s): its close control has the focus, Enter closes it, focus returns to the opener', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Gift
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} icon="warning" title="Notice">
            <p>Being updated</p>
          </Dialog>
        </>
      );
    }
    render(<Opener />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gift' })).toHaveFocus();
  });

  it('focuses the child marked data-autofocus (its OK) and Enter presses it', async () => {
    const user = userEvent.setup();
    const ok = jest.fn();
    render(
      <Dialog open onClose={jest.fn()} title="Welcome">
        <button type="button" data-autofocus onClick={ok}>
          OK
        </button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('Enter closes it also when the focus is on the panel itself', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Dialog open onClose={onClose} title="Notice" />);
    screen.getByRole('dialog').focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
