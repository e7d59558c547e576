import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { FramedModal } from './framed-modal';

/**
 * Focus containment across modals that replace one another: a login form that closes just after
 * the welcome dialog opened over it must not hand the focus back to the page behind the welcome.
 */
describe('modal focus: containment and return', () => {
  it('keeps Tab inside the welcome dialog that opened while the login form was still open', async () => {
    const user = userEvent.setup();
    let showWelcome: () => void = () => undefined;
    let closeLogin: () => void = () => undefined;
    function Page() {
      const [login, setLogin] = useState(false);
      const [welcome, setWelcome] = useState(false);
      // The order the site uses: the welcome opens, then (a render later) the login form goes away.
      showWelcome = () => setWelcome(true);
      closeLogin = () => setLogin(false);
      return (
        <>
          <header>
            <button type="button" onClick={() => setLogin(true)}>
              Log in
            </button>
          </header>
          <main>
            <a href="#lobby">Lobby game</a>
          </main>
          <FramedModal open={login} onClose={() => setLogin(false)} title="Log in">
            <input aria-label="Account" />
          </FramedModal>
          <Dialog open={welcome} onClose={() => setWelcome(false)} title="Welcome">
            <button type="button" data-autofocus onClick={() => setWelcome(false)}>
              OK
            </button>
          </Dialog>
        </>
      );
    }
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Account' })).toHaveFocus();
    act(() => showWelcome());
    act(() => closeLogin());
    expect(screen.queryByRole('textbox', { name: 'Account' })).not.toBeInTheDocument();
    const welcome = screen.getByRole('dialog', { name: 'Welcome' });
    expect(welcome).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(welcome).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(welcome).toContainElement(document.activeElement as HTMLElement);
    // Closing the welcome gives the focus back to the page's opener of the first modal.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('pulls a focus that escaped behind an open dialog back inside on the next Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <main>
          <a href="#lobby">Lobby game</a>
          <a href="#lobby-2">Another game</a>
        </main>
        <Dialog open onClose={jest.fn()} title="Welcome">
          <button type="button" data-autofocus>
            OK
          </button>
        </Dialog>
      </>,
    );
    const lobby = screen.getByRole('link', { name: 'Lobby game' });
    act(() => lobby.focus());
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toContainElement(document.activeElement as HTMLElement);
  });

  it('Escape on a panel opened with no focused opener (the member centre opened by a link event) lands on the main landmark, not the page body', async () => {
    const user = userEvent.setup();
    function Centre() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <main>Lobby</main>
          <FramedModal open={open} onClose={() => setOpen(false)} title="Member centre" showClose>
            <p>Account</p>
          </FramedModal>
        </>
      );
    }
    (document.activeElement as HTMLElement | null)?.blur();
    render(<Centre />);
    expect(screen.getByRole('dialog', { name: 'Member centre' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Escape returns the focus to the opener that is still there', async () => {
    const user = userEvent.setup();
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <main>
            <button type="button" onClick={() => setOpen(true)}>
              Member centre
            </button>
          </main>
          <FramedModal open={open} onClose={() => setOpen(false)} title="Centre" showClose>
            <p>Account</p>
          </FramedModal>
        </>
      );
    }
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Member centre' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Member centre' })).toHaveFocus();
  });
});
