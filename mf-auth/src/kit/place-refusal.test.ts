import { ApiError, i18n } from '@site/shared';
import { resetSharedState } from '../testing/render';
import { placeRefusal } from './place-refusal';

type Field = 'mobile' | 'code' | 'captcha';

const t = i18n.getFixedT(null, 'auth');

const SERVER_FIELDS: Partial<Record<string, Field>> = {
  mobileNum: 'mobile',
  mobileNo: 'mobile',
  verificationCode: 'code',
  captcha: 'captcha',
};

describe('placeRefusal', () => {
  beforeEach(async () => {
    await resetSharedState();
  });

  it("puts a named field's refusal under its form field, without the server's field name", () => {
    expect(placeRefusal(t, new ApiError('VALIDATION', 'mobileNo: must be 6-15 digits', 400, 'mobileNo'), SERVER_FIELDS)).toEqual({ field: 'mobile', text: 'must be 6-15 digits' });
    expect(placeRefusal(t, new ApiError('VALIDATION', 'verificationCode: expired', 400, 'verificationCode'), SERVER_FIELDS)).toEqual({ field: 'code', text: 'expired' });
  });

  it('cuts only the name the server gave, and only at the start', () => {
    expect(placeRefusal(t, new ApiError('VALIDATION', 'mobileNum: bad', 400, 'mobileNo'), SERVER_FIELDS)).toEqual({ field: 'mobile', text: 'mobileNum: bad' });
    expect(placeRefusal(t, new ApiError('VALIDATION', 'bad mobileNo: here', 400, 'mobileNo'), SERVER_FIELDS)).toEqual({ field: 'mobile', text: 'bad mobileNo: here' });
  });

  it('places a translated refusal under its field too', () => {
    expect(placeRefusal(t, new ApiError('CAPTCHA_INVALID', 'x', 400, 'captcha'), SERVER_FIELDS)).toEqual({ field: 'captcha', text: 'The characters did not match the picture. Please type the ones in the new picture.' });
  });

  it('keeps the whole text for above the button when the field is not in the table', () => {
    expect(placeRefusal(t, new ApiError('VALIDATION', 'email: taken', 400, 'email'), SERVER_FIELDS)).toEqual({ field: undefined, text: 'email: taken' });
    expect(placeRefusal(t, new ApiError('VALIDATION', 'constructor: odd', 400, 'constructor'), SERVER_FIELDS)).toEqual({ field: undefined, text: 'constructor: odd' });
  });

  it('puts a refusal without a field, or any other error, above the button', () => {
    expect(placeRefusal(t, new ApiError('VALIDATION', ': empty', 400, ''), SERVER_FIELDS)).toEqual({ field: undefined, text: ': empty' });
    expect(placeRefusal(t, new ApiError('SOMETHING_NEW', 'A brand new refusal', 400), SERVER_FIELDS)).toEqual({ field: undefined, text: 'A brand new refusal' });
    expect(placeRefusal(t, new Error('boom'), SERVER_FIELDS)).toEqual({ field: undefined, text: 'Unknown error' });
  });
});
