import { VendorError } from './http-envelope';

/**
 * The refusals of the provider's client API; the game client shows each in plain words. Amounts in
 * `value` are minor units.
 */
export const providerRefusals = {
  sessionExpired: () => new VendorError(401, 'SESSION_EXPIRED', 'The game session has ended; launch the game again'),
  insufficientFunds: (balance: number | null) =>
    new VendorError(409, 'INSUFFICIENT_FUNDS', 'The balance is too low for this stake', undefined, balance === null ? null : { balance }),
  stakeInvalid: (field: string) => new VendorError(400, 'STAKE_INVALID', `${field}: must be one of the offered stakes`, field),
  betClosed: () => new VendorError(409, 'BET_CLOSED', 'Bets on this event are closed', 'eventId'),
  selectionInvalid: () => new VendorError(400, 'VALIDATION', 'selection: this event has no draw', 'selection'),
  eventNotFound: () => new VendorError(404, 'NOT_FOUND', 'eventId: no such event in this game', 'eventId'),
  wrongGame: () => new VendorError(409, 'WRONG_GAME', 'This call does not belong to the game of this session'),
  /** No answer from the wallet in time: the bet was rolled back, no money moved. */
  walletUnavailable: () => new VendorError(503, 'WALLET_UNAVAILABLE', 'The wallet did not answer; the bet was cancelled'),
  /** The wallet refused for a reason the player cannot fix here. */
  walletRefused: (code: string) => new VendorError(502, 'WALLET_REFUSED', `The wallet refused the bet (${code})`),
};
