import { bus, queryClient, useMutation } from '@site/shared';

export interface MoneyWriteOptions<TAnswer> {
  /**
   * Whether the member's balance changed once the write succeeded (so the header and every wallet
   * view read it again). True by default; an order that only waits for money (a deposit) says false.
   */
  walletChanged?: boolean;
  /** Runs first on success, with the answer: e.g. put the figures the answer carries in the cache. */
  onSuccess?: (answer: TAnswer) => void;
}

/**
 * A write that moves money (or asks for it to move), as a react-query mutation on the one query
 * client: once it succeeded, the queries showing what it changed are read again and, unless told
 * otherwise, `wallet:changed` tells the rest of the site. The request, its request id included, is
 * the caller's: a retry sends the same one, so the platform moves the money once.
 */
export function useMoneyWrite<TRequest = void, TAnswer = unknown>(
  mutationFn: (request: TRequest) => Promise<TAnswer>,
  rereads: readonly (readonly unknown[])[],
  { walletChanged = true, onSuccess }: MoneyWriteOptions<TAnswer> = {},
) {
  return useMutation(
    {
      // Only the request: react-query also passes its own context, which no fetcher should take for an argument.
      mutationFn: (request: TRequest) => mutationFn(request),
      onSuccess: (answer: TAnswer) => {
        onSuccess?.(answer);
        for (const queryKey of rereads) void queryClient.invalidateQueries({ queryKey });
        if (walletChanged) bus.emit('wallet:changed');
      },
    },
    queryClient,
  );
}
