import type { RegisterFieldRule } from '@site/shared';
import { cleanMobile, planFields, validateFields } from './register-plan';

const rule = (patch: Partial<RegisterFieldRule> & Pick<RegisterFieldRule, 'field'>): RegisterFieldRule => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength: 0,
  maxLength: 0,
  type: 'text',
  ...patch,
});

const RULES: RegisterFieldRule[] = [
  rule({ field: 'username', required: true, patternId: 'LETTER_FIRST_ALPHANUMERIC', minLength: 6, maxLength: 16 }),
  rule({ field: 'password', required: true, patternId: 'LETTERS_AND_DIGITS', minLength: 6, maxLength: 20, type: 'password' }),
  rule({ field: 'confirmPassword', required: true, type: 'password' }),
  rule({ field: 'mobileNum', enabled: false, patternId: 'MOBILE', minLength: 6, maxLength: 15, type: 'tel' }),
  rule({ field: 'verificationCode', enabled: false, patternId: 'DIGITS', minLength: 4, maxLength: 8 }),
  rule({ field: 'email', patternId: 'EMAIL', minLength: 5, maxLength: 100 }),
  rule({ field: 'qqNum', enabled: false }),
  rule({ field: 'idNumber', required: true, patternId: 'ALPHANUMERIC', minLength: 6, maxLength: 30 }),
  rule({ field: 'affiliateCode', patternId: 'ALPHANUMERIC', minLength: 4, maxLength: 20 }),
  rule({ field: 'captcha', required: true, patternId: 'ALPHANUMERIC', minLength: 4, maxLength: 6 }),
];

const names = (plan: ReturnType<typeof planFields>) => plan.map((entry) => entry.field);

describe('planFields', () => {
  it('username type: the username, enabled optional fields, the invitation code and the captcha', () => {
    expect(names(planFields(RULES, { type: 'username', sms: false, affiliateShown: true }))).toEqual([
      'username', 'password', 'confirmPassword', 'email', 'idNumber', 'affiliateCode', 'captcha',
    ]);
  });

  it('mobile type: no username; number and code required even when the settings switch them off', () => {
    const plan = planFields(RULES, { type: 'mobile', sms: true, affiliateShown: false });
    expect(names(plan)).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'idNumber', 'captcha']);
    expect(plan.find((entry) => entry.field === 'mobileNum')?.rule).toMatchObject({ required: true, enabled: true, minLength: 6, maxLength: 15 });
    expect(plan.find((entry) => entry.field === 'verificationCode')?.rule).toMatchObject({ required: true, patternId: 'DIGITS' });
  });

  it('an enabled optional mobile number shows in the username type, not required', () => {
    const rules = RULES.map((r) => (r.field === 'mobileNum' ? { ...r, enabled: true } : r));
    const plan = planFields(rules, { type: 'username', sms: false, affiliateShown: true });
    expect(plan.find((entry) => entry.field === 'mobileNum')?.rule.required).toBe(false);
  });

  it('keeps the password required when the settings forget it', () => {
    const plan = planFields([], { type: 'username', sms: false, affiliateShown: true });
    expect(names(plan)).toEqual(['username', 'password', 'confirmPassword']);
    expect(plan.every((entry) => entry.rule.required)).toBe(true);
  });
});

describe('validateFields', () => {
  const plan = planFields(RULES, { type: 'username', sms: false, affiliateShown: true });

  it('reports each field, including a required optional one and a confirmation that differs', () => {
    expect(validateFields(plan, { username: 'ab', password: 'abc123', confirmPassword: 'abc124', email: 'x' })).toEqual({
      username: { kind: 'pattern', patternId: 'LETTER_FIRST_ALPHANUMERIC', min: 6, max: 16 },
      confirmPassword: { kind: 'mismatch' },
      email: { kind: 'pattern', patternId: 'EMAIL', min: 5, max: 100 },
      idNumber: { kind: 'required' },
      captcha: { kind: 'required' },
    });
  });

  it('passes good values, trimmed, and ignores empty optional fields', () => {
    expect(validateFields(plan, { username: ' player1 ', password: 'abc123', confirmPassword: 'abc123 ', idNumber: 'ID123456', captcha: 'x1y2' })).toEqual({});
  });

  it('judges a phone number without the separators people type', () => {
    const mobilePlan = planFields(RULES, { type: 'mobile', sms: true, affiliateShown: false });
    const issues = validateFields(mobilePlan, { mobileNum: '0912-345 678', password: 'abc123', confirmPassword: 'abc123', verificationCode: '1234', idNumber: 'ID123456', captcha: 'x1y2' });
    expect(issues).toEqual({});
    expect(cleanMobile('0912-345 678')).toBe('0912345678');
  });
});
