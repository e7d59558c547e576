/**
 * The field-rule engine: one judgement of a registration-style field, shared by the
 * browser forms and the platform (which imports this file by relative path and runs it in node), so
 * both sides accept and refuse exactly the same values. Pure TypeScript: no DOM, no React.
 */
import type { PatternId, RegisterField, RegisterFieldRule } from './api';

/** Why a value was refused. `pattern` also covers a length outside min/max. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: PatternId; min: number; max: number };

/** The rule fields `checkField` reads; a full RegisterFieldRule fits. */
export type FieldRuleInput = Pick<RegisterFieldRule, 'required' | 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;

/**
 * Judges one value against its rule. The value is trimmed first; an empty value is a problem only
 * when the field is required; then the length (in characters, not UTF-16 units) must lie within
 * minLength..maxLength (a maxLength of 0 or less means no upper bound) and the value must match
 * the pattern kind and, when it is a regular expression, `acceptedPattern`.
 * `enabled` is not read: the caller decides which fields apply (a field can be required by the
 * registration type even when the settings leave it optional).
 */
export function checkField(rule: FieldRuleInput, value: string): FieldProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { kind: 'required' } : null;
  const problem: FieldProblem = { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  const length = Array.from(trimmed).length;
  if (length < rule.minLength) return problem;
  if (rule.maxLength > 0 && length > rule.maxLength) return problem;
  return matchesPattern(rule.patternId, rule.acceptedPattern, trimmed) ? null : problem;
}

const LETTER_FIRST_ALPHANUMERIC = /^[A-Za-z][A-Za-z0-9]*$/;
const KANJI_DIGITS = /^[\p{Script=Han}0-9]+$/u;
// The HTML living standard's e-mail syntax, plus a dot in the domain (a mailbox needs a real host).
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;
const LETTERS_AND_DIGITS = /^(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]+$/;
const DIGITS = /^[0-9]+$/;
const HAS_UPPERCASE = /\p{Lu}/u;
const LETTERS_SPACES = /^[A-Za-z]+(?: +[A-Za-z]+)*$/;
const NO_SPACES = /^\S+$/;
// Han characters; the middle dot separates the parts of transliterated and minority names.
const CHINESE = /^\p{Script=Han}+(?:[·•]\p{Script=Han}+)*$/u;
const DATE_YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_MDY = /^(\d{2})-(\d{2})-(\d{4})$/;
// Names in Korean and Thai are often written as two words.
const KOREAN = /^\p{Script=Hangul}+(?: \p{Script=Hangul}+)*$/u;
const THAI = /^\p{Script=Thai}+(?: \p{Script=Thai}+)*$/u;
// As on the bank account: upper-case words (accented capitals allowed), at least two of them.
const FULL_NAME = /^\p{Lu}[\p{Lu}\p{M}]*(?: \p{Lu}[\p{Lu}\p{M}]*)+$/u;
// Hiragana, full-width katakana (not the half-width forms U+FF66-FF9F), kanji with 々 and 〆, the
// long-vowel mark, the ideographic space and full-width digits and Latin letters.
const FULLWIDTH_JAPANESE =
  /^[\u3041-\u309F\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}\u3005\u3006\u3000\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]+$/u;
const UPPERCASE_NO_SPACES = /^\p{Lu}+$/u;
const STRONG_PASSWORD = /^(?=\S*[a-z])(?=\S*[A-Z])(?=\S*[0-9])(?=\S*[^A-Za-z0-9\s])\S+$/;
const LETTERS = /^[A-Za-z]+$/;
const MOBILE = /^[0-9]+$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

function isHttpUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Whether the value has the shape of one pattern kind (without the configured regex). */
function matchesKind(patternId: PatternId, value: string): boolean {
  switch (patternId) {
    case 'ANY':
    case 'LENGTH':
    case 'CUSTOM':
      return true;
    case 'LETTER_FIRST_ALPHANUMERIC':
      return LETTER_FIRST_ALPHANUMERIC.test(value);
    case 'KANJI_DIGITS':
      return KANJI_DIGITS.test(value);
    case 'EMAIL':
      return EMAIL.test(value) && !value.includes('..') && !value.startsWith('.') && !value.includes('.@');
    case 'ALPHANUMERIC':
      return ALPHANUMERIC.test(value);
    case 'LETTERS_AND_DIGITS':
      return LETTERS_AND_DIGITS.test(value);
    case 'DIGITS':
      return DIGITS.test(value);
    case 'HAS_UPPERCASE':
      return HAS_UPPERCASE.test(value);
    case 'LETTERS_SPACES':
      return LETTERS_SPACES.test(value);
    case 'NO_SPACES':
      return NO_SPACES.test(value);
    case 'CHINESE':
      return CHINESE.test(value);
    case 'DATE_YMD': {
      const m = DATE_YMD.exec(value);
      return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
    }
    case 'DATE_MDY': {
      const m = DATE_MDY.exec(value);
      return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
    }
    case 'KOREAN':
      return KOREAN.test(value);
    case 'THAI':
      return THAI.test(value);
    case 'FULL_NAME':
      return FULL_NAME.test(value);
    case 'FULLWIDTH_JAPANESE':
      return FULLWIDTH_JAPANESE.test(value);
    case 'UPPERCASE_NO_SPACES':
      return UPPERCASE_NO_SPACES.test(value);
    case 'STRONG_PASSWORD':
      return STRONG_PASSWORD.test(value);
    case 'LETTERS':
      return LETTERS.test(value);
    case 'MOBILE':
      return MOBILE.test(value);
    case 'URL':
      return isHttpUrl(value);
    default: {
      // A pattern id this build does not know (a newer platform): only the configured regex judges.
      const unknown: never = patternId;
      void unknown;
      return true;
    }
  }
}

/** Compiled configured patterns; null = the source does not compile. */
const compiled = new Map<string, RegExp | null>();
const COMPILED_LIMIT = 200;

/**
 * The configured pattern as a whole-value matcher (the platform protocol compares the entire value,
 * like Java's String.matches). Tried with Unicode semantics first so \p{...} works, then without,
 * because older configured sources escape characters the Unicode mode refuses.
 */
function compileAccepted(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(`^(?:${source})$`, flags);
      break;
    } catch {
      regex = null;
    }
  }
  if (compiled.size >= COMPILED_LIMIT) compiled.clear();
  compiled.set(source, regex);
  return regex;
}

/**
 * Whether `value` (taken as given, not trimmed) fits the pattern kind and, unless `acceptedPattern`
 * is '*' or empty, the configured regular expression too. CUSTOM is judged by `acceptedPattern`
 * alone. An `acceptedPattern` that does not compile matches nothing (never throws).
 */
export function matchesPattern(patternId: PatternId, acceptedPattern: string, value: string): boolean {
  if (!matchesKind(patternId, value)) return false;
  if (acceptedPattern === '*' || acceptedPattern === '') return true;
  const regex = compileAccepted(acceptedPattern);
  return regex !== null && regex.test(value);
}

/**
 * Puts the bounds into a message template: '(min)' and '(max)' are replaced; when both are equal a
 * range such as '(min)-(max)' collapses to the single number.
 */
export function formatBounds(template: string, min: number, max: number): string {
  let text = template;
  if (min === max) text = text.replace(/\(min\)\s*(?:-|–|~|～|至)\s*\(max\)/g, String(min));
  return text.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}

/** English message when a required field is empty. */
export const REQUIRED_MESSAGE_EN = 'Input cannot be empty';

/** English message template of each pattern kind; (min)/(max) are filled by `formatBounds`. */
export const PATTERN_MESSAGES_EN: Record<PatternId, string> = {
  ANY: 'Please enter (min)-(max) characters',
  LENGTH: 'Must be (min)-(max) characters long',
  LETTER_FIRST_ALPHANUMERIC: '(min)-(max) letters or digits, starting with a letter, no spaces or special characters',
  KANJI_DIGITS: '(min)-(max) characters, kanji and digits only',
  EMAIL: 'Please enter a valid email address of (min)-(max) characters',
  ALPHANUMERIC: '(min)-(max) characters, letters and digits only',
  LETTERS_AND_DIGITS: '(min)-(max) characters, letters and digits only (at least one of each), no spaces or symbols',
  DIGITS: '(min)-(max) digits only',
  HAS_UPPERCASE: '(min)-(max) characters including at least one uppercase letter',
  LETTERS_SPACES: '(min)-(max) characters, English letters and spaces only',
  NO_SPACES: '(min)-(max) characters without spaces',
  CHINESE: '(min)-(max) Chinese characters',
  DATE_YMD: 'Please enter a valid date as yyyy-MM-dd',
  DATE_MDY: 'Please enter a valid date as MM-dd-yyyy',
  KOREAN: '(min)-(max) characters, Korean only',
  THAI: '(min)-(max) characters, Thai only',
  FULL_NAME: 'Real name format incorrect: (min)-(max) uppercase letters, first and last name separated by a space',
  FULLWIDTH_JAPANESE: '(min)-(max) full-width Japanese characters',
  UPPERCASE_NO_SPACES: '(min)-(max) uppercase letters, no spaces',
  STRONG_PASSWORD: '(min)-(max) characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  LETTERS: '(min)-(max) letters only',
  MOBILE: 'Phone format incorrect: (min)-(max) digits',
  URL: 'Please enter a valid web address starting with http:// or https://',
  CUSTOM: 'Invalid format, (min)-(max) characters',
};

/** The English message of a problem (the platform's VALIDATION message; forms translate instead). */
export function problemMessage(problem: FieldProblem): string {
  if (problem.kind === 'required') return REQUIRED_MESSAGE_EN;
  return formatBounds(PATTERN_MESSAGES_EN[problem.patternId], problem.min, problem.max);
}

/** The rule of one field in the register settings, or null when the settings have no row for it. */
export function findRule(rules: readonly RegisterFieldRule[], field: RegisterField): RegisterFieldRule | null {
  return rules.find((rule) => rule.field === field) ?? null;
}

/**
 * What the platform judges a field by when the settings lack its row but the field is needed anyway
 * (a password is never optional; the number and the code are required by the registration type).
 */
export const FALLBACK_RULES: Readonly<Record<'password' | 'mobileNum' | 'verificationCode', RegisterFieldRule>> = {
  password: { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20, type: 'password' },
  mobileNum: { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'MOBILE', minLength: 6, maxLength: 15, type: 'tel' },
  verificationCode: { field: 'verificationCode', enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 4, maxLength: 8, type: 'text' },
};

/** The settings' rule of a field that must be filled in here, enabled and required whatever the settings say. */
export function requiredRule(rules: readonly RegisterFieldRule[], field: keyof typeof FALLBACK_RULES): RegisterFieldRule {
  return { ...(findRule(rules, field) ?? FALLBACK_RULES[field]), enabled: true, required: true };
}
