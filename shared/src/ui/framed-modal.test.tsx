import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { FramedModal } from './framed-modal';

describe('FramedModal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('freezes page scroll while open and releases it on close', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = render(
      <FramedModal open onClose={() => {}} title="Log in">
        body
      </FramedModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveStyle({ width: '400px' });
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <FramedModal open={false} onClose={() => {}} title="Log in">
        body
      </FramedModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('counts nested modals: the page scrolls again only after the last one closes', () => {
    function Two({ first, second }: { first: boolean; second: boolean }) {
      return (
        <>
          <FramedModal open={first} onClose={() => {}} title="First" />
          <FramedModal open={second} onClose={() => {}} title="Second" />
        </>
      );
    }
    const { rerender, unmount } = render(<Two first second />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Two first={false} second />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Two first={false} second={false} />);
    expect(document.body.style.overflow).toBe('');
    rerender(<Two first second={false} />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('does not close on a backdrop click or Escape without a close control', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<FramedModal open onClose={onClose} title="Register" width={520} />);
    expect(screen.getByRole('dialog', { name: 'Register' })).toHaveStyle({ width: '520px' });
    await user.click(screen.getByTestId('modal-backdrop'));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('with showClose offers a close button and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<FramedModal open onClose={onClose} title="Member centre" showClose />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('focuses its first field on open, skipping read-only ones, and gives the focus back to the opener on close', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Log in
          </button>
          <FramedModal open={open} onClose={() => setOpen(false)} title="Log in" showClose>
            <button type="button">Live casino</button>
            <label>
              Account <input readOnly value="player01" />
            </label>
            <label>
              Username <input />
            </label>
          </FramedModal>
        </>
      );
    }
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('gives the focus to the main content when the opener is gone (the Log in button after a login)', async () => {
    const user = userEvent.setup();
    function SignIn() {
      const [open, setOpen] = useState(false);
      const [signedIn, setSignedIn] = useState(false);
      return (
        <>
          {!signedIn && (
            <button type="button" onClick={() => setOpen(true)}>
              Log in
            </button>
          )}
          <main>Games</main>
          <FramedModal open={open} onClose={() => setOpen(false)} title="Log in">
            <button
              type="button"
              onClick={() => {
                setSignedIn(true);
                setOpen(false);
              }}
            >
              Submit
            </button>
          </FramedModal>
        </>
      );
    }
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('focuses the first field of content that arrives after it opened (a form loaded on first use)', async () => {
    let show: (content: ReactNode) => void = () => undefined;
    function Late() {
      const [content, setContent] = useState<ReactNode>(<p>Loading</p>);
      show = setContent;
      return (
        <FramedModal open onClose={jest.fn()} title="Register">
          {content}
        </FramedModal>
      );
    }
    render(<Late />);
    expect(screen.getByRole('dialog')).toHaveFocus();
    act(() =>
      show(
        <label>
          Username <input />
        </label>,
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
  });
});
