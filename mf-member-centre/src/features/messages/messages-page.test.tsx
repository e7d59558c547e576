import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, publicStateAtom, queryClient, setLanguage, setSession, store, updatePublicState, type Session } from '@site/shared';
import type { MemberMessage, MessagePage } from '@site/shared/contract/member';
import { bodyOf, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import { unreadCountKey } from '../../api/unread-count';
import MessagesPage from './messages-page';

const member: Session = { token: 't0k3n', account: 'demo', customerId: '7', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

function message(id: string, overrides: Partial<MemberMessage> = {}): MemberMessage {
  return { id, kind: 'NOTICE', title: `Title ${id}`, content: `Content ${id}\nsecond line <b>not bold</b>`, read: false, createdAt: '2025-03-01T10:00:00.000Z', ...overrides };
}

/** A small in-memory inbox behind the fake platform, so reads and deletes change what is listed. */
function inbox(messages: MemberMessage[]) {
  let rows = [...messages];
  const unread = () => rows.filter((row) => !row.read).length;
  const page = (filter: string, pageNo: number): MessagePage => {
    const listed = filter === 'unread' ? rows.filter((row) => !row.read) : rows;
    const totalPages = Math.max(1, Math.ceil(listed.length / 15));
    const current = Math.min(pageNo, totalPages);
    return { list: listed.slice((current - 1) * 15, current * 15), pageNo: current, totalPages, totalCount: listed.length, unreadCount: unread() };
  };
  return fakePlatform({
    'GET /wps/member/messages': (config) => ok(page(config.params.filter, config.params.pageNo)),
    'POST /wps/member/messages/read': (config) => {
      const { id } = bodyOf(config) as { id: string };
      rows = rows.map((row) => (row.id === id ? { ...row, read: true } : row));
      return ok({ changed: 1, unreadCount: unread() });
    },
    'POST /wps/member/messages/read-all': () => {
      rows = rows.map((row) => ({ ...row, read: true }));
      return ok({ changed: 1, unreadCount: 0 });
    },
    'DELETE /wps/member/messages/2': () => {
      rows = rows.filter((row) => row.id !== '2');
      return ok({ changed: 1, unreadCount: unread() });
    },
  });
}

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  act(() => setSession(member));
});
afterEach(async () => {
  api.restore();
  act(() => clearSession());
  await act(() => setLanguage('en'));
});

describe('Platform information page', () => {
  it('lists messages with unread ones marked, and opening one shows its text and marks it read, updating both badges', async () => {
    api = inbox([message('3'), message('2', { kind: 'OPERATOR' }), message('1', { read: true })]);
    render(<MessagesPage />);
    const items = await screen.findAllByTestId('message');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(within(items[0]!).getByRole('button', { name: /Unread: Title 3/ })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(items[0]!).getByRole('button', { name: /Title 3/ }));
    // Plain text: the line break kept, the tag shown as text.
    expect(screen.getByText(/second line <b>not bold<\/b>/)).toBeInTheDocument();
    await waitFor(() => expect(store.get(publicStateAtom).unreadMessage).toBe(1));
    expect(queryClient.getQueryData(unreadCountKey(member.token))).toEqual({ count: 1 });
    expect(api.callsTo('POST /wps/member/messages/read').map(bodyOf)).toEqual([{ id: '3' }]);
    await waitFor(() => expect(screen.getAllByTestId('message')[0]).toHaveAttribute('data-read', 'true'));
    // Opening a read message again does not call the platform.
    await userEvent.click(screen.getByRole('button', { name: /Title 1/ }));
    expect(api.callsTo('POST /wps/member/messages/read')).toHaveLength(1);
  });

  it('a message that leads somewhere opens that page of the member centre by keyboard; others have no such button', async () => {
    api = inbox([message('5', { title: 'Your monthly activity statement', link: { page: 'responsibleGaming', section: 'statement' } }), message('4')]);
    const opened: unknown[] = [];
    const stop = bus.on('member-centre:open', (payload) => opened.push(payload));
    try {
      render(<MessagesPage />);
      await userEvent.click(await screen.findByRole('button', { name: /Title 4/ }));
      expect(screen.queryByRole('button', { name: 'Go to the page' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: /Your monthly activity statement/ }));
      screen.getByRole('button', { name: 'Go to the page' }).focus();
      await userEvent.keyboard('{Enter}');
      expect(opened).toEqual([{ page: 'responsibleGaming', section: 'statement' }]);
    } finally {
      stop();
    }
  });

  it('passes the listed unread count to both badges when they were read before the messages arrived', async () => {
    // The centre read 0 when it opened; a credited deposit and an approved withdrawal came since.
    queryClient.setQueryData(unreadCountKey(member.token), { count: 0 });
    act(() => updatePublicState({ unreadMessage: 0 }));
    api = inbox([message('2'), message('1')]);
    render(<MessagesPage />);
    expect(await screen.findAllByTestId('message')).toHaveLength(2);
    await waitFor(() => expect(store.get(publicStateAtom).unreadMessage).toBe(2));
    expect(queryClient.getQueryData(unreadCountKey(member.token))).toEqual({ count: 2 });
  });

  it('filters unread messages and marks all read', async () => {
    api = inbox([message('2'), message('1', { read: true })]);
    render(<MessagesPage />);
    await screen.findAllByTestId('message');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('No unread messages.')).toBeInTheDocument();
    expect(store.get(publicStateAtom).unreadMessage).toBe(0);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so in the member language when marking all read fails, and the inbox stays as it was', async () => {
    api = fakePlatform({
      'GET /wps/member/messages': () => ok({ list: [message('2')], pageNo: 1, totalPages: 1, totalCount: 1, unreadCount: 1 }),
      'POST /wps/member/messages/read-all': () => refusal('BUSY', 'Try later', 503),
    });
    await act(() => setLanguage('es'));
    render(<MessagesPage />);
    await screen.findAllByTestId('message');
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todo como leído' }));
    expect(await screen.findByText('No funcionó. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getAllByTestId('message')).toHaveLength(1);
  });

  it('deletes a message only after confirmation', async () => {
    api = inbox([message('2'), message('1', { read: true })]);
    render(<MessagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Title 2/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByTestId('delete-message-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /wps/member/messages/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByTestId('delete-message-dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Title 2/ })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /wps/member/messages/2')).toHaveLength(1);
    expect(store.get(publicStateAtom).unreadMessage).toBe(0);
  });

  it('shows the empty inbox and a failed load with Retry', async () => {
    let fail = true;
    api = fakePlatform({
      'GET /wps/member/messages': () => (fail ? { data: { success: false, value: null, errorCode: 'BUSY', message: 'Try later' }, status: 503 } : ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0, unreadCount: 0 })),
    });
    queryClient.setQueryDefaults(['messages'], { retry: false });
    render(<MessagesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('turns promotional messages off and on again by keyboard, saying that messages about money and requests still arrive', async () => {
    let promotional = true;
    api = fakePlatform({
      'GET /wps/member/messages': () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0, unreadCount: 0 }),
      'GET /wps/member/messages/preferences': () => ok({ promotional }),
      'PUT /wps/member/messages/preferences': (config) => {
        promotional = (bodyOf(config) as { promotional: boolean }).promotional;
        return ok({ promotional });
      },
    });
    render(<MessagesPage />);
    const box = await screen.findByRole('checkbox', { name: 'Promotional messages' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/your money, your account, your limits and your requests always arrive/);
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Promotional messages' })).not.toBeChecked());
    expect(api.callsTo('PUT /wps/member/messages/preferences').map(bodyOf)).toEqual([{ promotional: false }]);
    expect(promotional).toBe(false);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Promotional messages' })).toBeEnabled());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Promotional messages' })).toBeChecked());
    expect(api.callsTo('PUT /wps/member/messages/preferences').map(bodyOf)).toEqual([{ promotional: false }, { promotional: true }]);
  });

  it('keeps the choice as stored and says so in the member language when saving it fails', async () => {
    api = fakePlatform({
      'GET /wps/member/messages': () => ok({ list: [], pageNo: 1, totalPages: 1, totalCount: 0, unreadCount: 0 }),
      'GET /wps/member/messages/preferences': () => ok({ promotional: false }),
      'PUT /wps/member/messages/preferences': () => refusal('BUSY', 'Try later', 503),
    });
    await act(() => setLanguage('vi'));
    render(<MessagesPage />);
    const box = await screen.findByRole('checkbox', { name: 'Tin nhắn khuyến mãi' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Tin nhắn khuyến mãi' })).not.toBeChecked();
  });
});
