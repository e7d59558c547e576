import { act, renderHook, waitFor } from '@testing-library/react';
import { bus, queryClient } from '@site/shared';
import { useMoneyWrite } from './use-money-write';

afterEach(() => queryClient.clear());

describe('useMoneyWrite', () => {
  it('sends the request alone, then puts the answer in place, reads the queries again and tells the site the wallet changed', async () => {
    const steps: string[] = [];
    const send = jest.fn((request: { amount: string; requestId: string }) => Promise.resolve({ reference: `R-${request.amount}` }));
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(({ queryKey } = {}) => {
      steps.push(`reread ${JSON.stringify(queryKey)}`);
      return Promise.resolve();
    });
    const off = bus.on('wallet:changed', () => steps.push('wallet:changed'));
    const { result } = renderHook(() => useMoneyWrite(send, [['team'], ['wallets', 'funds']], { onSuccess: (answer) => steps.push(`answer ${answer.reference}`) }));

    let answer: { reference: string } | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ amount: '20', requestId: 'r-1' });
    });
    expect(answer).toEqual({ reference: 'R-20' });
    expect(send.mock.calls).toEqual([[{ amount: '20', requestId: 'r-1' }]]);
    expect(steps).toEqual(['answer R-20', 'reread ["team"]', 'reread ["wallets","funds"]', 'wallet:changed']);
    off();
    invalidate.mockRestore();
  });

  it('leaves the wallet alone when told the write moves no money yet, and on a refusal', async () => {
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    const order = renderHook(() => useMoneyWrite(() => Promise.resolve('order'), [['deposits']], { walletChanged: false }));
    await act(async () => {
      await order.result.current.mutateAsync();
    });
    const refused = renderHook(() => useMoneyWrite(() => Promise.reject(new Error('refused')), [['withdrawals']]));
    act(() => refused.result.current.mutate());
    await waitFor(() => expect(refused.result.current.error).toEqual(new Error('refused')));
    expect(changed).not.toHaveBeenCalled();
    off();
  });
});
