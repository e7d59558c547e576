import { act, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../api/client';
import type { MemberInfoValue, WalletBalanceValue } from '../../contract';
import { walletEndpoints } from '../../contract/member/balance';
import { bus } from '../bus/bus';
import { queryClient } from '../query/query-client';
import { clearSession, publicStateAtom, sessionAtom, setSession, store, updatePublicState, type Session } from '../session/store';
import { BALANCE_REFRESH_MS, fetchMemberInfo, loadMemberInfo, memberInfoKey, refreshBalance, startAccountSync } from './account-queries';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

type Answer = { status?: number; data: unknown };

/** Each request waits until the test answers it, so the test decides what happens in between. */
function fakeServer() {
  const pending: { config: InternalAxiosRequestConfig; answer: (reply: Answer) => void }[] = [];
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      seen.push(config);
      pending.push({
        config,
        answer: ({ status = 200, data }) => {
          const response: AxiosResponse = { data, status, statusText: String(status), headers: new AxiosHeaders(), config };
          if (status >= 400) reject(new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response));
          else resolve(response);
        },
      });
    });
  http.defaults.adapter = adapter;
  /** Answer the oldest unanswered request to `url`. */
  const answer = async (url: string, reply: Answer) => {
    // axios reaches the adapter after its interceptors, a few microtasks after the call.
    await waitFor(() => expect(pending.some((p) => p.config.url === url)).toBe(true));
    const [request] = pending.splice(
      pending.findIndex((p) => p.config.url === url),
      1,
    );
    await act(async () => {
      request!.answer(reply);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { seen, pending, answer };
}

/** Let started calls reach the fake server. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const ok = (value: unknown): Answer => ({ data: { success: true, value, errorCode: null, message: null } });
const failure = (errorCode: string, status: number): Answer => ({ data: { success: false, value: null, errorCode, message: errorCode }, status });

const BALANCE_URL = walletEndpoints.balance.path;
const INFO_URL = '/wps/member/info';

function wallet(sumBalance: string, currencySymbol = 'P'): WalletBalanceValue {
  return { sumBalance, currencySymbol, wallets: [{ walletType: 'MAIN', balance: sumBalance }] };
}

function info(account: string): MemberInfoValue {
  return {
    id: '7',
    account,
    username: account,
    nickname: account,
    type: 0,
    toUpline: null,
    clubLabel: null,
    memberLabel: [],
    mobileNum: null,
    email: null,
    currencySymbol: 'P',
    registeredAt: '2026-11-20T10:00:00Z',
  };
}

function session(token: string, account = 'player01'): Session {
  return { token, account, customerId: '7', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };
}

const balance = () => store.get(publicStateAtom).balance;
const original = http.defaults.adapter;

beforeEach(() => {
  sessionStorage.clear();
  store.set(sessionAtom, null);
  updatePublicState({ balance: null, currencySymbol: 'P' });
  queryClient.clear();
});

afterEach(() => {
  http.defaults.adapter = original;
});

describe('member info', () => {
  it('fetchMemberInfo asks GET /wps/member/info with the raw token', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    const result = fetchMemberInfo();
    await server.answer(INFO_URL, ok(info('player01')));
    await expect(result).resolves.toMatchObject({ account: 'player01' });
    expect(server.seen[0]).toMatchObject({ method: 'get', url: INFO_URL });
    expect(server.seen[0]!.headers.get('Authorization')).toBe('tok-a');
  });

  it('loadMemberInfo asks once per session and reuses the answer', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    const first = loadMemberInfo();
    await server.answer(INFO_URL, ok(info('player01')));
    await expect(first).resolves.toMatchObject({ account: 'player01' });
    await expect(loadMemberInfo()).resolves.toMatchObject({ account: 'player01' });
    expect(server.seen).toHaveLength(1);

    act(() => setSession(session('tok-b', 'player02')));
    const second = loadMemberInfo();
    await server.answer(INFO_URL, ok(info('player02')));
    await expect(second).resolves.toMatchObject({ account: 'player02' });
    expect(server.seen).toHaveLength(2);
    expect(queryClient.getQueryData(memberInfoKey('tok-a'))).toMatchObject({ account: 'player01' });
  });
});

describe('refreshBalance', () => {
  it('does nothing for a visitor', async () => {
    const server = fakeServer();
    await refreshBalance();
    expect(server.seen).toHaveLength(0);
    expect(balance()).toBeNull();
  });

  it('shows the placeholder while loading, then the balance and currency', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    updatePublicState({ balance: '5.00' });
    const done = refreshBalance();
    expect(balance()).toBeNull();
    await server.answer(BALANCE_URL, ok(wallet('1234.50', '¥')));
    await done;
    expect(store.get(publicStateAtom)).toMatchObject({ balance: '1234.50', currencySymbol: '¥' });
  });

  it('keeps the balance as the exact decimal string the platform sent', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    const done = refreshBalance();
    await server.answer(BALANCE_URL, ok(wallet('12345678901234.56')));
    await done;
    // As a number the last cents would already be at the mercy of binary rounding.
    expect(balance()).toBe('12345678901234.56');
  });

  it('shares one call among the calls made while it is under way', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    const calls = [refreshBalance(), refreshBalance(), refreshBalance()];
    await settle();
    expect(server.seen).toHaveLength(1);
    await server.answer(BALANCE_URL, ok(wallet('10.00')));
    await Promise.all(calls);
    // The next refresh is a new call.
    const again = refreshBalance();
    await settle();
    expect(server.seen).toHaveLength(2);
    await server.answer(BALANCE_URL, ok(wallet('11.00')));
    await again;
    expect(balance()).toBe('11.00');
  });

  it('drops an answer that arrives after sign-out', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    const done = refreshBalance();
    act(() => clearSession());
    await server.answer(BALANCE_URL, ok(wallet('999.00')));
    await done;
    expect(balance()).toBeNull();
  });

  it("never shows one session's balance to the next: a new sign-in asks again", async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a', 'first')));
    const first = refreshBalance();
    await settle();
    act(() => clearSession());
    act(() => setSession(session('tok-b', 'second')));
    const second = refreshBalance();
    await settle();
    expect(server.seen.map((c) => c.headers.get('Authorization'))).toEqual(['tok-a', 'tok-b']);

    await server.answer(BALANCE_URL, ok(wallet('999.00')));
    await first;
    expect(balance()).toBeNull();
    await server.answer(BALANCE_URL, ok(wallet('25.00')));
    await second;
    expect(balance()).toBe('25.00');
  });

  it('brings the last known balance back when the call fails, and rejects', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    updatePublicState({ balance: '42.00' });
    const done = refreshBalance();
    const settled = done.catch((error: unknown) => error);
    expect(balance()).toBeNull();
    await server.answer(BALANCE_URL, failure('SERVER_ERROR', 500));
    expect(await settled).toMatchObject({ errorCode: 'SERVER_ERROR' });
    expect(balance()).toBe('42.00');
  });
});

describe('startAccountSync', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('loads the balance at start when signed in, and only once however often it is started', async () => {
    const server = fakeServer();
    act(() => setSession(session('tok-a')));
    stop = startAccountSync();
    expect(startAccountSync()).toBe(stop);
    await settle();
    expect(server.seen.filter((c) => c.url === BALANCE_URL)).toHaveLength(1);
    await server.answer(BALANCE_URL, ok(wallet('7.00')));
    expect(balance()).toBe('7.00');
  });

  it('does not call for a visitor, then loads after every sign-in and every wallet:changed', async () => {
    const server = fakeServer();
    stop = startAccountSync();
    await settle();
    expect(server.seen).toHaveLength(0);

    act(() => setSession(session('tok-a')));
    await server.answer(BALANCE_URL, ok(wallet('1.00')));
    expect(balance()).toBe('1.00');

    act(() => bus.emit('wallet:changed'));
    await server.answer(BALANCE_URL, ok(wallet('2.50')));
    expect(balance()).toBe('2.50');

    act(() => clearSession());
    act(() => setSession(session('tok-b')));
    await server.answer(BALANCE_URL, ok(wallet('3.00')));
    expect(balance()).toBe('3.00');
    expect(server.seen.map((c) => c.headers.get('Authorization'))).toEqual(['tok-a', 'tok-a', 'tok-b']);
  });

  it('forgets member info on sign-out', async () => {
    fakeServer();
    stop = startAccountSync();
    queryClient.setQueryData(memberInfoKey('tok-a'), info('player01'));
    act(() => setSession(session('tok-a')));
    act(() => clearSession());
    expect(queryClient.getQueryData(memberInfoKey('tok-a'))).toBeUndefined();
  });

  it('reads the balance again when the member comes back to the window, keeping the figure shown meanwhile', async () => {
    const server = fakeServer();
    // A token of its own: a call an earlier test left unanswered is shared only within its session.
    act(() => setSession(session('tok-focus')));
    stop = startAccountSync();
    await server.answer(BALANCE_URL, ok(wallet('7.00')));

    // An operator credited the account while the member was in another tab.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(server.pending.filter((p) => p.config.url === BALANCE_URL)).toHaveLength(1);
    // A refresh nobody asked for does not blank the header.
    expect(balance()).toBe('7.00');
    await server.answer(BALANCE_URL, ok(wallet('107.00')));
    expect(balance()).toBe('107.00');

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await server.answer(BALANCE_URL, ok(wallet('108.00')));
    expect(balance()).toBe('108.00');
  });

  it('reads the balance again on an interval while signed in and the page is visible, never for a visitor', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      expect(BALANCE_REFRESH_MS).toBeGreaterThan(0);
      const server = fakeServer();
      stop = startAccountSync();
      await act(() => jest.advanceTimersByTimeAsync(BALANCE_REFRESH_MS * 2));
      expect(server.seen).toHaveLength(0);

      act(() => setSession(session('tok-timer')));
      await server.answer(BALANCE_URL, ok(wallet('1.00')));
      await act(() => jest.advanceTimersByTimeAsync(BALANCE_REFRESH_MS));
      await server.answer(BALANCE_URL, ok(wallet('2.00')));
      expect(balance()).toBe('2.00');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops listening when stopped', async () => {
    const server = fakeServer();
    startAccountSync()();
    act(() => setSession(session('tok-a')));
    act(() => bus.emit('wallet:changed'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await settle();
    expect(server.seen).toHaveLength(0);
  });
});
