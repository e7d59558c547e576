import { accountSuite } from '../testing/account-suite';
import { DEMO_PLAYER } from './accounts-seed';

const suite = accountSuite();
jest.setTimeout(120_000);

let serial = 0;

/** A registration code send as the page makes it (its language in the Language header), from an address of its own. */
async function sendRegisterCode(mobileNo: string, language?: string) {
  serial += 1;
  const remoteAddress = `10.7.${Math.floor(serial / 200)}.${(serial % 200) + 1}`;
  return suite.fx.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { ...(await suite.client.captchaFields()), countryDialingCode: '+84', mobileNo },
    headers: language ? { language } : {},
    remoteAddress,
  });
}

async function latestSms(to: string): Promise<string> {
  return (await suite.fx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [to]))[0]!.body;
}

/** The SMS follows the language of the request that asked for it, as the page's own texts do. */
describe('SMS texts in the language of the request', () => {
  it.each([
    ['vi', /Mã đăng ký của bạn là \d{6}\. Mã có hiệu lực trong 5 phút\./],
    ['es', /Tu código de registro es \d{6}\. Es válido durante 5 minutos\./],
    ['zh', /您的注册验证码是 \d{6}，5 分钟内有效。/],
    ['en', /Your registration code is \d{6}\. It is valid for 5 minutes\./],
    [undefined, /Your registration code is \d{6}\./],
  ])('a registration code asked for in %s', async (language, expected) => {
    serial += 1;
    const mobileNo = `96${String(serial).padStart(7, '0')}`;
    expect((await sendRegisterCode(mobileNo, language)).statusCode).toBe(200);
    const body = await latestSms(`+84${mobileNo}`);
    expect(body).toMatch(expected);
    expect(await suite.client.latestCode(`+84${mobileNo}`)).toMatch(/^\d{6}$/);
  });

  it('the notice to a number that already has an account, in Vietnamese', async () => {
    const mobile = DEMO_PLAYER.dialingCode + DEMO_PLAYER.mobileNum;
    await suite.client.allowNextSend(mobile);
    expect((await sendRegisterCode(DEMO_PLAYER.mobileNum, 'vi')).statusCode).toBe(200);
    const notice = await latestSms(mobile);
    expect(notice).toContain('đã có tài khoản');
    expect(notice).not.toMatch(/\d{6}/);
  });
});
