import { PlatformError } from '../http/errors';
import { DatabaseUnavailableError, isConnectionFailure, unavailableOr } from './database-error';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a connection failure', () => {
  it.each([
    ['the server ended the session', withCode('terminating connection due to administrator command', '57P01')],
    ['the server is starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['no connection slot', withCode('sorry, too many clients already', '53300')],
    ['the server refused the connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['every address of the host refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')])],
    ['pg saw the connection end', new Error('Connection terminated unexpectedly')],
    ['pg refuses a broken client', new Error('Client has encountered a connection error and is not queryable')],
  ])('is recognised: %s', (_what, error) => {
    expect(isConnectionFailure(error)).toBe(true);
    const wrapped = unavailableOr(error);
    expect(wrapped).toBeInstanceOf(DatabaseUnavailableError);
    expect((wrapped as Error).cause).toBe(error);
    // The driver's text stays in the cause, out of anything a caller sees.
    expect((wrapped as Error).message).toBe('The database is unavailable');
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['an overdraft raised by the ledger', withCode('INSUFFICIENT_FUNDS', 'P0001')],
    ['a refusal', new PlatformError(409, 'TX_CONFLICT', 'txId: was already used')],
    ['something else', new TypeError('x is not a function')],
  ])('is not: %s, which passes through as it is', (_what, error) => {
    expect(isConnectionFailure(error)).toBe(false);
    expect(unavailableOr(error)).toBe(error);
  });

  it('is any failure on a connection known to be lost, and is wrapped once', () => {
    const refusal = new PlatformError(409, 'TX_CONFLICT', 'txId: was already used');
    expect(unavailableOr(refusal, true)).toBeInstanceOf(DatabaseUnavailableError);
    const wrapped = new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
    expect(unavailableOr(wrapped, true)).toBe(wrapped);
  });
});
