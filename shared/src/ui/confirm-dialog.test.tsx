import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmButton } from './confirm-dialog';

function Harness({ buttons, closeOnBackdrop, onClose = () => {} }: { buttons?: ConfirmButton[]; closeOnBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="prompt"
        text="Sure to log out?"
        buttons={buttons}
        closeOnBackdrop={closeOnBackdrop}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled modal dialog with a single CLOSE button by default, and Enter presses it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'prompt' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Sure to log out?');
    // The single button is the default: it has the focus, so Enter presses it.
    expect(screen.getByRole('button', { name: 'CLOSE' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter triggers the isDefault button among several, then closes', async () => {
    const user = userEvent.setup();
    const cancel = jest.fn();
    const submit = jest.fn();
    render(
      <Harness
        buttons={[
          { label: 'Cancel', onClick: cancel },
          { label: 'Submit', onClick: submit, isDefault: true },
        ]}
      />,
    );
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(cancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Enter does nothing when several buttons have no default', async () => {
    const user = userEvent.setup();
    const cancel = jest.fn();
    const submit = jest.fn();
    render(<Harness buttons={[{ label: 'Cancel', onClick: cancel }, { label: 'Submit', onClick: submit }]} />);
    await user.keyboard('{Enter}');
    expect(cancel).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Enter on a focused button presses that button only, once', async () => {
    const user = userEvent.setup();
    const cancel = jest.fn();
    const submit = jest.fn();
    render(<Harness buttons={[{ label: 'Cancel', onClick: cancel }, { label: 'Submit', onClick: submit, isDefault: true }]} />);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click by default, without pressing a button', async () => {
    const user = userEvent.setup();
    const submit = jest.fn();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} buttons={[{ label: 'Submit', onClick: submit }]} />);
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when closeOnBackdrop is false, and a click inside never closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Harness onClose={onClose} closeOnBackdrop={false} />);
    await user.click(screen.getByTestId('modal-backdrop'));
    await user.click(screen.getByRole('heading', { name: 'prompt' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Sign out
          </button>
          <ConfirmDialog open={open} onClose={() => setOpen(false)} title="prompt" />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Sign out' });
    await user.click(opener);
    expect(within(screen.getByRole('dialog', { name: 'prompt' })).getByRole('button', { name: 'CLOSE' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
