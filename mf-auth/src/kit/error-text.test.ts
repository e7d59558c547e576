import { ApiError, i18n, setLanguage } from '@site/shared';
import { act } from '@testing-library/react';
import { resetSharedState } from '../testing/render';
import { errorText } from './error-text';

const t = i18n.getFixedT(null, 'auth');

describe('errorText', () => {
  beforeEach(async () => {
    await resetSharedState();
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('translates a known errorCode in the current language', async () => {
    const refused = new ApiError('NOT_AGENT', 'Non-agents cannot log in', 403);
    expect(errorText(t, refused)).toBe('Non-agents cannot log in');
    await act(() => setLanguage('zh'));
    expect(errorText(i18n.getFixedT(null, 'auth'), refused)).toBe('非代理无法登录');
    await act(() => setLanguage('vi'));
    expect(errorText(i18n.getFixedT(null, 'auth'), new ApiError('LOGIN_FAILED', 'Incorrect username or password', 400))).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('works with a t of another namespace', () => {
    expect(errorText(i18n.getFixedT(null, 'common'), new ApiError('CAPTCHA_INVALID', 'x', 400))).toBe('The characters did not match the picture. Please type the ones in the new picture.');
  });

  it("falls back to the server's message for an unknown code, and always for VALIDATION", () => {
    expect(errorText(t, new ApiError('SOMETHING_NEW', 'A brand new refusal', 400))).toBe('A brand new refusal');
    expect(errorText(t, new ApiError('VALIDATION', 'username: must be 6-16 characters', 400, 'username'))).toBe('username: must be 6-16 characters');
  });

  it('says "Network link is abnormal" without a server and "Unknown error" for anything else', () => {
    expect(errorText(t, new ApiError('NETWORK', 'Network link is abnormal', 0))).toBe('Network link is abnormal');
    expect(errorText(t, new Error('boom'))).toBe('Unknown error');
    expect(errorText(t, new ApiError('HTTP_502', '', 502))).toBe('Unknown error');
  });
});
