import type { PatternId, RegisterFieldRule } from './api';
import {
  checkField,
  FALLBACK_RULES,
  findRule,
  formatBounds,
  matchesPattern,
  PATTERN_MESSAGES_EN,
  problemMessage,
  REQUIRED_MESSAGE_EN,
  requiredRule,
  type FieldProblem,
} from './field-rules';

function rule(patch: Partial<RegisterFieldRule> = {}): RegisterFieldRule {
  return {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 'ANY',
    minLength: 0,
    maxLength: 0,
    type: 'text',
    ...patch,
  };
}

/** Every pattern kind with values it must accept and refuse ('*' configured pattern). */
const CASES: Record<PatternId, { ok: string[]; bad: string[] }> = {
  ANY: { ok: ['anything at all', '!@#', '中文'], bad: [] },
  LENGTH: { ok: ['abc', '1 2 3', 'ü'], bad: [] },
  LETTER_FIRST_ALPHANUMERIC: { ok: ['a', 'abc123', 'Player01'], bad: ['1abc', 'ab c', 'ab_c', 'abc!', 'ábc', ''] },
  KANJI_DIGITS: { ok: ['山田123', '東京', '2024'], bad: ['山田a', 'やまだ', '山 田', ''] },
  EMAIL: {
    ok: ['a@b.co', 'first.last+tag@example.com', 'x_y@sub.domain.org'],
    bad: ['plain', 'a@b', '@b.com', 'a@.com', 'a@b..com', 'a..b@c.com', '.a@b.com', 'a.@b.com', 'a b@c.com', 'a@b_c.com', ''],
  },
  ALPHANUMERIC: { ok: ['abc', '123', 'aB3'], bad: ['a-b', 'a b', 'ä1', ''] },
  LETTERS_AND_DIGITS: { ok: ['abc123', '1a', 'Z9z9'], bad: ['abcdef', '123456', 'abc 123', 'abc_123', ''] },
  DIGITS: { ok: ['0', '0123456789'], bad: ['12a', '1 2', '-1', '1.5', '١٢', ''] },
  HAS_UPPERCASE: { ok: ['aBc', 'A', 'abc D!'], bad: ['abc', '123', 'ä', ''] },
  LETTERS_SPACES: { ok: ['John', 'John Smith', 'Mary Ann Lee'], bad: ['John1', 'Jo-hn', 'Jöhn', ''] },
  NO_SPACES: { ok: ['abc', 'a-b_c!', '中文'], bad: ['a b', 'a\tb', ''] },
  CHINESE: { ok: ['张三', '欧阳娜娜', '阿依·买买提'], bad: ['张三a', '张 三', 'やまだ', '·张三', ''] },
  DATE_YMD: {
    ok: ['2024-02-29', '2023-12-31', '2000-02-29', '1999-01-01'],
    bad: ['2023-02-29', '1900-02-29', '2023-13-01', '2023-00-10', '2023-04-31', '2023-1-01', '01-31-2023', '2023/01/01', '0000-01-01', ''],
  },
  DATE_MDY: {
    ok: ['02-29-2024', '12-31-2023', '01-01-1999'],
    bad: ['02-29-2023', '13-01-2023', '04-31-2023', '2023-01-31', '1-01-2023', '01/01/2023', ''],
  },
  KOREAN: { ok: ['홍길동', '김 민수'], bad: ['홍길동a', 'Kim', '홍길동1', '张三', ''] },
  THAI: { ok: ['สมชาย', 'สมชาย ใจดี'], bad: ['สมชายa', 'Somchai', 'สมชาย1', ''] },
  FULL_NAME: { ok: ['JOHN DOE', 'NGUYỄN VĂN AN', 'MARY ANN LEE'], bad: ['JOHN', 'John Doe', 'JOHN  DOE', 'JOHN DOE1', 'JOHN-DOE', ''] },
  FULLWIDTH_JAPANESE: {
    ok: ['やまだ', 'ヤマダ', '山田太郎', 'ヤマダ　タロウ', 'ｔａｒｏ１', 'スーパー', '佐々木'],
    bad: ['ﾔﾏﾀﾞ', 'yamada', 'やまだ1', 'やまだ ', 'やまだ a', ''],
  },
  UPPERCASE_NO_SPACES: { ok: ['ABC', 'NGUYỄN'], bad: ['ABc', 'AB C', 'AB1', ''] },
  STRONG_PASSWORD: { ok: ['Abc123!@', 'xY9#xxxx', 'P@ssw0rd'], bad: ['abc123!@', 'ABC123!@', 'Abcdef!@', 'Abc12345', 'Abc 123!', ''] },
  LETTERS: { ok: ['abc', 'ABC', 'aBc'], bad: ['ab c', 'ab1', 'äb', ''] },
  MOBILE: { ok: ['912345678', '0912345678'], bad: ['+84912345678', '0912 345 678', '09123-45678', ''] },
  URL: {
    ok: ['http://example.com', 'https://example.com/path?q=1#h', 'https://localhost:8080'],
    bad: ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://', 'https://exa mple.com', ''],
  },
  CUSTOM: { ok: ['anything', '123'], bad: [] },
};

describe('matchesPattern', () => {
  it('has a case for every pattern id', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(PATTERN_MESSAGES_EN).sort());
  });

  for (const [patternId, { ok, bad }] of Object.entries(CASES) as [PatternId, { ok: string[]; bad: string[] }][]) {
    it(`${patternId} accepts ${JSON.stringify(ok)}`, () => {
      for (const value of ok) expect([value, matchesPattern(patternId, '*', value)]).toEqual([value, true]);
    });
    if (bad.length > 0) {
      it(`${patternId} refuses ${JSON.stringify(bad)}`, () => {
        // An empty value has no shape; checkField handles emptiness before patterns.
        for (const value of bad.filter((v) => v !== '')) {
          expect([value, matchesPattern(patternId, '*', value)]).toEqual([value, false]);
        }
      });
    }
  }

  it('also requires the configured regular expression, matched against the whole value', () => {
    expect(matchesPattern('ALPHANUMERIC', '[a-z]+', 'abc')).toBe(true);
    expect(matchesPattern('ALPHANUMERIC', '[a-z]+', 'abc1')).toBe(false);
    expect(matchesPattern('ALPHANUMERIC', '^[a-z]+$', 'ABC')).toBe(false);
    // The kind still applies: the regex allows a space, ALPHANUMERIC does not.
    expect(matchesPattern('ALPHANUMERIC', '[a-z ]+', 'ab c')).toBe(false);
  });

  it('judges CUSTOM by the configured regular expression alone', () => {
    expect(matchesPattern('CUSTOM', '^VN\\d{4}$', 'VN1234')).toBe(true);
    expect(matchesPattern('CUSTOM', '^VN\\d{4}$', 'VN123')).toBe(false);
    expect(matchesPattern('CUSTOM', '\\p{Script=Han}+', '中文')).toBe(true);
    expect(matchesPattern('CUSTOM', '*', 'x y z')).toBe(true);
    expect(matchesPattern('CUSTOM', '', 'x y z')).toBe(true);
  });

  it('accepts a configured source only valid without Unicode mode', () => {
    // '\_' is an identity escape that Unicode-mode regexes refuse.
    expect(matchesPattern('CUSTOM', '[a-z\\_]+', 'a_b')).toBe(true);
  });

  it('treats a configured pattern that does not compile as not matching, without throwing', () => {
    expect(() => matchesPattern('CUSTOM', '([a-z', 'abc')).not.toThrow();
    expect(matchesPattern('CUSTOM', '([a-z', 'abc')).toBe(false);
    expect(matchesPattern('ANY', '*(', 'abc')).toBe(false);
  });

  it('never uses the value as a pattern', () => {
    expect(matchesPattern('CUSTOM', 'abc', '.*')).toBe(false);
    expect(matchesPattern('CUSTOM', 'a.c', 'abc')).toBe(true);
  });
});

describe('checkField', () => {
  it('reports an empty required field, whitespace counting as empty', () => {
    expect(checkField(rule({ required: true }), '')).toEqual({ kind: 'required' });
    expect(checkField(rule({ required: true }), '   ')).toEqual({ kind: 'required' });
  });

  it('lets an empty optional field pass whatever its pattern and bounds', () => {
    expect(checkField(rule({ required: false, patternId: 'EMAIL', minLength: 5, maxLength: 100 }), '')).toBeNull();
    expect(checkField(rule({ required: false, patternId: 'EMAIL', acceptedPattern: 'x+' }), '  ')).toBeNull();
  });

  it('judges a non-empty optional field', () => {
    expect(checkField(rule({ required: false, patternId: 'EMAIL', minLength: 5, maxLength: 100 }), 'nope')).toEqual({
      kind: 'pattern',
      patternId: 'EMAIL',
      min: 5,
      max: 100,
    });
  });

  it('trims before checking length and pattern', () => {
    const username = rule({ patternId: 'LETTER_FIRST_ALPHANUMERIC', minLength: 6, maxLength: 16 });
    expect(checkField(username, '  player1  ')).toBeNull();
    expect(checkField(username, ' ab12  ')).toEqual({ kind: 'pattern', patternId: 'LETTER_FIRST_ALPHANUMERIC', min: 6, max: 16 });
  });

  it('enforces min and max inclusively', () => {
    const password = rule({ patternId: 'LETTERS_AND_DIGITS', minLength: 6, maxLength: 20 });
    const tooShort: FieldProblem = { kind: 'pattern', patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 };
    expect(checkField(password, 'abc12')).toEqual(tooShort);
    expect(checkField(password, 'abc123')).toBeNull();
    expect(checkField(password, `a${'1'.repeat(19)}`)).toBeNull();
    expect(checkField(password, `a${'1'.repeat(20)}`)).toEqual(tooShort);
  });

  it('counts characters, not UTF-16 units', () => {
    const name = rule({ patternId: 'CHINESE', minLength: 2, maxLength: 2 });
    expect(checkField(name, '𠀀𠀀')).toBeNull();
    expect(checkField(name, '𠀀𠀀𠀀')).not.toBeNull();
  });

  it('treats a maxLength of 0 as no upper bound', () => {
    expect(checkField(rule({ patternId: 'DIGITS', minLength: 0, maxLength: 0 }), '1'.repeat(300))).toBeNull();
  });

  it('refuses a value of the right length but the wrong shape', () => {
    expect(checkField(rule({ patternId: 'MOBILE', minLength: 6, maxLength: 15 }), '91234567a')).toEqual({
      kind: 'pattern',
      patternId: 'MOBILE',
      min: 6,
      max: 15,
    });
  });

  it('applies the configured regex on top of the kind', () => {
    const code = rule({ patternId: 'ALPHANUMERIC', acceptedPattern: '[A-Z0-9]+', minLength: 4, maxLength: 20 });
    expect(checkField(code, 'AB12')).toBeNull();
    expect(checkField(code, 'ab12')).toEqual({ kind: 'pattern', patternId: 'ALPHANUMERIC', min: 4, max: 20 });
  });

  it('refuses every non-empty value when the configured regex is invalid', () => {
    expect(checkField(rule({ patternId: 'CUSTOM', acceptedPattern: '[', minLength: 1, maxLength: 9 }), 'abc')).toEqual({
      kind: 'pattern',
      patternId: 'CUSTOM',
      min: 1,
      max: 9,
    });
  });

  it('judges the seeded registration rules like the platform', () => {
    const fullName = rule({ required: false, patternId: 'FULL_NAME', minLength: 2, maxLength: 50 });
    expect(checkField(fullName, 'JOHN DOE')).toBeNull();
    expect(checkField(fullName, 'john doe')).not.toBeNull();
    const affiliate = rule({ required: false, patternId: 'ALPHANUMERIC', minLength: 4, maxLength: 20 });
    expect(checkField(affiliate, 'AGENT01')).toBeNull();
    expect(checkField(affiliate, 'AG1')).not.toBeNull();
  });
});

describe('formatBounds', () => {
  it('replaces (min) and (max)', () => {
    expect(formatBounds('Password within (min)-(max) characters', 6, 20)).toBe('Password within 6-20 characters');
    expect(formatBounds('at least (min), at most (max)', 1, 9)).toBe('at least 1, at most 9');
  });

  it('shows a single number when both bounds are equal', () => {
    expect(formatBounds('Password within (min)-(max) characters', 6, 6)).toBe('Password within 6 characters');
    expect(formatBounds('(min) - (max) digits', 4, 4)).toBe('4 digits');
    expect(formatBounds('(min)～(max)', 3, 3)).toBe('3');
    expect(formatBounds('(min)至(max)位', 8, 8)).toBe('8位');
  });

  it('replaces every occurrence and leaves other text alone', () => {
    expect(formatBounds('(min)/(min) (max)', 2, 5)).toBe('2/2 5');
    expect(formatBounds('no bounds here', 1, 2)).toBe('no bounds here');
  });
});

describe('problemMessage', () => {
  it('says an empty required field cannot be empty', () => {
    expect(problemMessage({ kind: 'required' })).toBe(REQUIRED_MESSAGE_EN);
  });

  it('fills the pattern message with the bounds', () => {
    expect(problemMessage({ kind: 'pattern', patternId: 'LETTERS_AND_DIGITS', min: 6, max: 20 })).toBe(
      '6-20 characters, letters and digits only (at least one of each), no spaces or symbols',
    );
    expect(problemMessage({ kind: 'pattern', patternId: 'DIGITS', min: 6, max: 6 })).toBe('6 digits only');
  });

  it('has a message for every pattern id with no placeholder left', () => {
    for (const patternId of Object.keys(PATTERN_MESSAGES_EN) as PatternId[]) {
      const text = problemMessage({ kind: 'pattern', patternId, min: 2, max: 8 });
      expect(text).not.toMatch(/\((min|max)\)/);
      expect(text.length).toBeGreaterThan(5);
    }
  });
});

describe('findRule and requiredRule', () => {
  const settings: RegisterFieldRule[] = [
    rule({ field: 'password', required: false, patternId: 'STRONG_PASSWORD', minLength: 8, maxLength: 30, type: 'password' }),
    rule({ field: 'mobileNum', enabled: false, required: false, patternId: 'MOBILE', minLength: 9, maxLength: 11, type: 'tel' }),
  ];

  it('finds the row of a field, or null', () => {
    expect(findRule(settings, 'password')?.patternId).toBe('STRONG_PASSWORD');
    expect(findRule(settings, 'email')).toBeNull();
  });

  it("makes the settings' rule enabled and required, keeping its pattern and bounds", () => {
    expect(requiredRule(settings, 'password')).toMatchObject({ enabled: true, required: true, patternId: 'STRONG_PASSWORD', minLength: 8, maxLength: 30 });
    expect(requiredRule(settings, 'mobileNum')).toMatchObject({ enabled: true, required: true, patternId: 'MOBILE', minLength: 9, maxLength: 11 });
  });

  it('falls back to the platform defaults when the settings lack the row', () => {
    expect(requiredRule([], 'password')).toEqual(FALLBACK_RULES.password);
    expect(requiredRule([], 'verificationCode')).toMatchObject({ patternId: 'DIGITS', minLength: 4, maxLength: 8, required: true });
    expect(checkField(requiredRule([], 'mobileNum'), '0912 345')).not.toBeNull();
    expect(checkField(requiredRule([], 'mobileNum'), '0912345678')).toBeNull();
  });
});
