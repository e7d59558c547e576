import { TextDecoder, TextEncoder } from 'node:util';
import { act, render, screen, within } from '@testing-library/react';
import { bus } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import type { ChatMessage } from '@site/shared/contract/chat';
import { resetSharedState, withProviders } from '../../../testing/render-app';
import { ChatHost } from './chat-host';

Object.assign(globalThis, { TextDecoder, TextEncoder });

const ROOMS = [
  { id: 'lobby-en', kind: 'LOBBY' as const, name: 'en' },
  { id: 'lottery-FAST_1M', kind: 'LOTTERY' as const, name: 'Fast 1 minute' },
];
const message = (id: number, text: string): ChatMessage => ({ id, room: 'lottery-FAST_1M', author: 'de***er', kind: 'TEXT', text, bet: null, createdAt: '2026-11-29T02:00:00.000Z' });

/** A stream that answers the given raw event texts, then stays open; records the paths asked. */
function streamOf(events: string[]) {
  const chunks = ['retry: 3000\n\n', ...events].map((text) => new TextEncoder().encode(text));
  const paths: string[] = [];
  Object.assign(globalThis, {
    fetch: jest.fn(async (path: string) => {
      paths.push(path);
      return {
        ok: true,
        status: 200,
        body: { getReader: () => ({ read: () => (chunks.length > 0 ? Promise.resolve({ value: chunks.shift(), done: false }) : new Promise(() => undefined)) }) },
      };
    }),
  });
  return paths;
}

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

test("the bus opens the chat on the asked room; a message an operator hid leaves the screen", async () => {
  const event = (m: ChatMessage) => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`;
  const paths = streamOf([event(message(4, 'keep me')), event(message(5, 'rude words')), 'event: hidden\ndata: {"id":5}\n\n']);
  const { restore } = fakePlatform({ 'GET /wps/chat/rooms': () => ok({ rooms: ROOMS, canPost: false, refusal: null, until: null }) });
  render(withProviders(<ChatHost />));
  // Nothing is drawn (nor loaded) before the first event.
  expect(screen.queryByTestId('chat-modal')).not.toBeInTheDocument();
  act(() => bus.emit('chat:open', { room: 'lottery-FAST_1M' }));
  const list = await screen.findByRole('list', { name: 'Messages' });
  expect(await within(list).findByText('keep me')).toBeInTheDocument();
  expect(within(list).queryByText('rude words')).not.toBeInTheDocument();
  expect(paths[0]).toBe('/wps/chat/rooms/lottery-FAST_1M/stream');
  expect(await screen.findByRole('combobox', { name: 'Room' })).toHaveValue('lottery-FAST_1M');
  restore();
});
