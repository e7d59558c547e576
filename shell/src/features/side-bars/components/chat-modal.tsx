import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { addRemoteResources, ApiError, bus, callApi, FramedModal, getLanguage, useQuery, useSession, useTranslation } from '@site/shared';
import type { ChatBetCard, ChatMessage, ChatRoom } from '@site/shared/contract/chat';
import { CHAT_MAX_CHARACTERS, chatLength } from '@site/shared/contract/chat-rules';
import { openChatStream } from '../api/chat-stream';
import { CHAT_NAMESPACE, CHAT_TEXTS } from '../chat-texts';
import styles from './chat-modal.module.css';

void addRemoteResources(CHAT_NAMESPACE, CHAT_TEXTS);

/** Messages kept on screen; older ones scroll away. */
const KEEP_ON_SCREEN = 200;

export interface ChatModalProps {
  open: boolean;
  onClose: () => void;
  /** The room to show when it opens (a lottery page opens its game's room); else the lobby of the page's language. */
  room?: string;
}

type Refusal = { code: string; until?: string };

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const until = /until (\S+)$/.exec(error.message)?.[1];
    return { code: error.errorCode, until };
  }
  return { code: 'other' };
}

function BetCard({ bet }: { bet: ChatBetCard }) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  return (
    <div className={styles.bet}>
      <strong>{t('betCard', { game: bet.gameName, numero: bet.numero })}</strong>
      <span>{t('betLine', { type: bet.betType, numbers: bet.numbers.join(', '), stake: bet.stake, odds: bet.odds })}</span>
      <span className={styles.betStatus}>{t(`status_${bet.status}`, { payout: bet.payout })}</span>
    </div>
  );
}

function roomLabel(t: (key: string, options?: Record<string, string>) => string, room: ChatRoom): string {
  if (room.kind === 'VIP') return t('vip');
  if (room.kind === 'LOBBY') return t('lobby', { language: room.name.toUpperCase() });
  return t('lottery', { name: room.name });
}

/**
 * The chat room in a modal with a green header. Everyone reads; a member who may post gets the
 * input (with its counter), "share my bet" and a report button on each message; refusals show
 * under the input in words. Every message is shown as React text, never as markup.
 */
export default function ChatModal({ open, onClose, room: asked }: ChatModalProps) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const session = useSession();
  const token = session?.token ?? null;
  const rooms = useQuery({
    queryKey: ['chat', 'rooms', token],
    queryFn: () => callApi('GET /wps/chat/rooms'),
    enabled: open,
  });
  const [room, setRoom] = useState(() => asked ?? `lobby-${['en', 'es', 'vi', 'zh'].includes(getLanguage()) ? getLanguage() : 'en'}`);
  // Opened again for another room (another lottery's page): that room.
  useEffect(() => {
    if (open && asked) setRoom(asked);
  }, [open, asked]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [state, setState] = useState<'connecting' | 'open' | 'lost' | Refusal>('connecting');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [reported, setReported] = useState<Set<number>>(new Set());
  const [betId, setBetId] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const roomId = useId();

  useEffect(() => {
    if (!open) return undefined;
    setMessages([]);
    setState('connecting');
    return openChatStream(room, token, {
      onMessage: (message) =>
        setMessages((earlier) => (earlier.some((m) => m.id === message.id) ? earlier : [...earlier, message].slice(-KEEP_ON_SCREEN))),
      onHidden: (id) => setMessages((earlier) => earlier.filter((m) => m.id !== id)),
      onState: (next) => setState(typeof next === 'string' ? next : { code: next.refused, until: /until (\S+)$/.exec(next.message)?.[1] }),
    });
  }, [open, room, token]);

  // Escape closes the chat wherever focus is inside it (the modal's own header is not used: ours is green).
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onClose]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const canPost = rooms.data?.canPost === true;
  const myBets = useQuery({
    queryKey: ['chat', 'my-bets', token],
    queryFn: () => callApi('GET /lgw/vn/bets', { query: { pageNo: 1 } }),
    enabled: open && canPost,
  });
  const available = useMemo(() => rooms.data?.rooms ?? [], [rooms.data]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const words = text.trim();
    if (!words || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      await callApi('POST /wps/chat/rooms/:room/messages', { params: { room }, body: { text: words } });
      setText('');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  const share = async () => {
    if (!betId) return;
    setRefusal(null);
    try {
      await callApi('POST /wps/chat/rooms/:room/bets', { params: { room }, body: { betId: Number(betId) } });
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };
  const report = async (messageId: number) => {
    try {
      await callApi('POST /wps/chat/messages/:messageId/report', { params: { messageId }, body: {} });
      setReported((earlier) => new Set(earlier).add(messageId));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const closedFor = typeof state === 'object' ? state : rooms.data && !rooms.data.canPost && rooms.data.rooms.length === 0 ? { code: rooms.data.refusal ?? 'CHAT_ROOM_CLOSED', until: rooms.data.until ?? undefined } : null;
  const errorText = (r: Refusal) => t(`error_${r.code}`, { until: r.until ? new Date(r.until).toLocaleString() : '', defaultValue: t('error_other') });
  const length = chatLength(text);

  return (
    <FramedModal open={open} onClose={onClose} width={440} className={styles.panel} data-testid="chat-modal">
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 className={styles.title}>{t('title')}</h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </header>
        {closedFor ? (
          <p className={styles.closed} role="alert">
            {errorText(closedFor)}
          </p>
        ) : (
          <>
            <div className={styles.roomRow}>
              <label htmlFor={roomId}>{t('room')}</label>
              <select id={roomId} value={room} onChange={(event) => setRoom(event.target.value)}>
                {(available.length > 0 ? available : [{ id: room, kind: 'LOBBY' as const, name: room.slice(6) }]).map((item) => (
                  <option key={item.id} value={item.id}>
                    {roomLabel(t, item)}
                  </option>
                ))}
              </select>
            </div>
            <ol ref={listRef} className={styles.list} aria-label={t('messages')} aria-live="polite" tabIndex={0}>
              {messages.length === 0 && <li className={styles.muted}>{state === 'connecting' ? t('connecting') : t('empty')}</li>}
              {messages.map((message) => (
                <li key={message.id} className={styles.message}>
                  <span className={styles.author}>{message.author}</span>
                  <time className={styles.time} dateTime={message.createdAt}>
                    {new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </time>
                  {message.text !== null && <p className={styles.text}>{message.text}</p>}
                  {message.bet && <BetCard bet={message.bet} />}
                  {canPost && (
                    <button
                      type="button"
                      className={styles.report}
                      disabled={reported.has(message.id)}
                      aria-label={reported.has(message.id) ? t('reported') : t('reportMessage', { author: message.author })}
                      onClick={() => void report(message.id)}
                    >
                      {reported.has(message.id) ? t('reported') : t('report')}
                    </button>
                  )}
                </li>
              ))}
            </ol>
            {state === 'lost' && (
              <p className={styles.muted} role="status">
                {t('reconnecting')}
              </p>
            )}
            {session === null ? (
              <div className={styles.guest}>
                <p>{t('guest')}</p>
                <button type="button" className={styles.primary} onClick={() => {
                    onClose();
                    bus.emit('auth:open-login', undefined);
                  }}>
                  {t('signIn')}
                </button>
              </div>
            ) : (
              <form className={styles.form} onSubmit={(event) => void send(event)}>
                <label htmlFor={inputId} className={styles.label}>
                  {t('input')}
                </label>
                <textarea
                  id={inputId}
                  className={styles.input}
                  rows={2}
                  value={text}
                  disabled={!canPost}
                  aria-describedby={`${counterId} ${errorId}`}
                  aria-invalid={refusal !== null}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                />
                <div className={styles.formRow}>
                  <span id={counterId} className={length > CHAT_MAX_CHARACTERS ? styles.over : styles.muted}>
                    {t('counter', { count: length, max: CHAT_MAX_CHARACTERS })}
                  </span>
                  <button type="submit" className={styles.primary} disabled={!canPost || sending || length === 0 || length > CHAT_MAX_CHARACTERS}>
                    {sending ? t('sending') : t('send')}
                  </button>
                </div>
                <p id={errorId} className={styles.error} role="alert">
                  {refusal ? errorText(refusal) : !canPost && rooms.data?.refusal ? errorText({ code: rooms.data.refusal, until: rooms.data.until ?? undefined }) : ''}
                </p>
                {canPost && (
                  <fieldset className={styles.share}>
                    <legend>{t('shareBet')}</legend>
                    {myBets.data && myBets.data.list.length === 0 ? (
                      <p className={styles.muted}>{t('noBets')}</p>
                    ) : (
                      <div className={styles.formRow}>
                        <select aria-label={t('pickBet')} value={betId} onChange={(event) => setBetId(event.target.value)}>
                          <option value="">{t('pickBet')}</option>
                          {(myBets.data?.list ?? []).map((bet) => (
                            <option key={bet.betId} value={bet.betId}>
                              {`${bet.remark} ${bet.numero} · ${bet.betType} ${bet.numbers.join(',')} · ${bet.stake}`}
                            </option>
                          ))}
                        </select>
                        <button type="button" className={styles.secondary} disabled={!betId} onClick={() => void share()}>
                          {t('share')}
                        </button>
                      </div>
                    )}
                  </fieldset>
                )}
              </form>
            )}
          </>
        )}
      </div>
    </FramedModal>
  );
}
