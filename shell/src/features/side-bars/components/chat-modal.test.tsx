import { TextDecoder, TextEncoder } from 'node:util';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import type { ChatMessage } from '@site/shared/contract/chat';
import { resetSharedState, signIn, withProviders } from '../../../testing/render-app';
import ChatModal from './chat-modal';

Object.assign(globalThis, { TextDecoder, TextEncoder });

const XSS = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
const MESSAGES: ChatMessage[] = [
  { id: 7, room: 'lobby-en', author: 'de***er', kind: 'TEXT', text: 'good luck all', bet: null, createdAt: '2026-11-29T02:00:00.000Z' },
  { id: 8, room: 'lobby-en', author: 'ev***il', kind: 'TEXT', text: XSS, bet: null, createdAt: '2026-11-29T02:00:05.000Z' },
];

/** The stream answers the given messages as server-sent events, then stays open. */
function streamOf(messages: ChatMessage[]) {
  const chunks = [`retry: 3000\n\n`, ...messages.map((m) => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`)].map((text) => new TextEncoder().encode(text));
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    body: { getReader: () => ({ read: () => (chunks.length > 0 ? Promise.resolve({ value: chunks.shift(), done: false }) : new Promise(() => undefined)) }) },
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

const LOBBIES = ['en', 'es', 'vi', 'zh'].map((language) => ({ id: `lobby-${language}`, kind: 'LOBBY' as const, name: language }));

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

test('a guest reads the room, an XSS payload shows as text, and is asked to sign in', async () => {
  streamOf(MESSAGES);
  const { restore } = fakePlatform({ 'GET /wps/chat/rooms': () => ok({ rooms: LOBBIES, canPost: false, refusal: null, until: null }) });
  const opened: unknown[] = [];
  const off = bus.on('auth:open-login', (event) => opened.push(event));
  render(withProviders(<ChatModal open onClose={() => undefined} />));
  const list = await screen.findByRole('list', { name: 'Messages' });
  expect(await within(list).findByText(XSS)).toBeInTheDocument();
  expect(within(list).getByText('good luck all')).toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  expect(screen.queryByLabelText('Your message')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(opened).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'Chat room' })).toBeInTheDocument();
  off();
  restore();
});

test("a member's refused message shows its reason under the input, and a sent one clears it", async () => {
  streamOf([MESSAGES[0]!]);
  signIn();
  const sent: unknown[] = [];
  const { restore } = fakePlatform({
    'GET /wps/chat/rooms': () => ok({ rooms: LOBBIES, canPost: true, refusal: null, until: null }),
    'GET /lgw/vn/bets': () => ok({ list: [], pageNo: 1, pageSize: 15, totalCount: 0, totalPages: 0, serverTime: '2026-11-29T02:00:00.000Z' } as never),
    'POST /wps/chat/rooms/:room/messages': (config) => {
      const body = JSON.parse(String(config.data)) as { text: string };
      if (body.text.includes('http')) return refusal('CHAT_LINK', 'text: Links are not allowed in the chat', 403);
      sent.push(body);
      return ok({ ...MESSAGES[0]!, id: 9, text: body.text });
    },
  });
  render(withProviders(<ChatModal open onClose={() => undefined} />));
  const input = await screen.findByLabelText('Your message');
  await screen.findByText('good luck all');
  await userEvent.type(input, 'see http://spam.example{Enter}');
  expect(await screen.findByText('Links are not allowed in the chat.')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await userEvent.clear(input);
  await userEvent.type(input, 'hello room');
  expect(screen.getByText('10 of 200 characters')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toEqual([{ text: 'hello room' }]);
  expect(input).toHaveValue('');
  expect(screen.queryByText('Links are not allowed in the chat.')).not.toBeInTheDocument();
  restore();
});
