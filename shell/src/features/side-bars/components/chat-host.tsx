import { lazy, Suspense, useState } from 'react';
import { useBusEvent } from '@site/shared';

// The chat's code and texts load when it is first opened, never with the page.
const ChatModal = lazy(() => import('./chat-modal'));

/**
 * The chat room opened from another part of the page through the bus (`chat:open`, e.g. a lottery
 * page opening its game's room). Always mounted, so it hears the event whatever the side bars show;
 * until the first event it renders nothing and loads nothing.
 */
export function ChatHost() {
  const [room, setRoom] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useBusEvent('chat:open', (payload) => {
    setRoom(payload?.room);
    setLoaded(true);
    setOpen(true);
  });
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ChatModal open={open} room={room} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
