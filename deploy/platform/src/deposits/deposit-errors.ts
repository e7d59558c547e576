/** The refusals of the deposit calls (status, code, message; `field` names the input concerned). */
import { PlatformError } from '../http/errors';

export const channelDisabled = (channel: string) => new PlatformError(403, 'CHANNEL_DISABLED', `${channel}: this deposit channel is not available`, 'channel');

/** The demo gateway outside demo mode: an operator cannot switch it on. */
export const channelUnavailable = (channel: string) =>
  new PlatformError(409, 'CHANNEL_UNAVAILABLE', `${channel}: exists only in demo mode (its payments take no money)`, 'enabled');

export const amountOutOfBounds = (min: string, max: string) =>
  new PlatformError(400, 'VALIDATION', `amount: must be between ${min} and ${max} for this channel`, 'amount');

export const tooManyOpenOrders = (limit: number) =>
  new PlatformError(409, 'TOO_MANY_OPEN_ORDERS', `You already have ${limit} deposit orders waiting; finish or cancel one first`);

export const orderNotFound = () => new PlatformError(404, 'NOT_FOUND', 'No such deposit order');

export const orderNotPending = (state: string) => new PlatformError(409, 'ORDER_NOT_PENDING', `This deposit order is ${state}, not pending`);

export const orderNotCancellable = () =>
  new PlatformError(409, 'ORDER_NOT_CANCELLABLE', 'This order was already paid or cancelled at the gateway; it cannot be cancelled here');

export const notBankTransfer = () => new PlatformError(409, 'NOT_BANK_TRANSFER', 'Only bank-transfer orders are confirmed or rejected by an operator');
