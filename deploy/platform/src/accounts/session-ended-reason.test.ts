import { refusalOf } from '../testing/account-client';
import { accountSuite } from '../testing/account-suite';
import { revokeMemberSessions } from './sessions';

const suite = accountSuite();
// Each sign-in and password change is a full password hash.
jest.setTimeout(120_000);

let serial = 0;

async function member() {
  serial += 1;
  const account = `endeduser${serial}`;
  const id = await suite.client.createMember({ account, password: 'old12345', mobileNum: `95${String(serial).padStart(7, '0')}`, countryDialingCode: '+84', email: `ended.user${serial}@example.com` });
  return { id, account };
}

const info = (token: string) => suite.fx.call({ method: 'GET', url: '/wps/member/info', headers: { authorization: token } });

/**
 * A session ended by a password change or reset elsewhere says so, so the page can tell the
 * member why they were signed out instead of signing them out without a word.
 */
describe('why a session ended', () => {
  it('a password changed on another device: SESSION_INVALID with the reason PASSWORD_CHANGED', async () => {
    const m = await member();
    const here = await suite.client.login(m.account, 'old12345');
    const elsewhere = await suite.client.login(m.account, 'old12345');
    const changed = await suite.client.sealed('POST', '/wps/member/password', { oldPassword: 'old12345', newPassword: 'new12345', confirmNewPassword: 'new12345' }, { authorization: elsewhere });
    expect(changed.statusCode).toBe(200);
    expect(refusalOf(await info(here))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID', value: { reason: 'PASSWORD_CHANGED' } });
    expect((await info(elsewhere)).statusCode).toBe(200);
  });

  it('a password reset: the reason PASSWORD_RESET; a sign-out gives no reason', async () => {
    const m = await member();
    const reset = await suite.client.login(m.account, 'old12345');
    const signedOut = await suite.client.login(m.account, 'old12345');
    expect((await suite.fx.call({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: signedOut } })).statusCode).toBe(200);
    await revokeMemberSessions(suite.fx.db, m.id, 'PASSWORD_RESET');
    expect(refusalOf(await info(reset))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID', value: { reason: 'PASSWORD_RESET' } });
    expect(refusalOf(await info(signedOut))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID', value: null });
  });
});
