/**
 * What a chat message may not contain: links, phone numbers, messaging handles and bank account
 * numbers. In a betting room these only ever serve to move players to channels the site cannot
 * see (touts, fake agents, "send money to this account"), so they are refused with a reason the
 * page shows, rather than masked.
 *
 * The rules read the text as a person would after Unicode compatibility folding (full-width
 * letters and digits become plain ones). They stop the ordinary and the lazy evasions (spaces or
 * dots inside a number, "dot com"), not a determined spammer who spells digits out in words: those
 * are left to members' reports and the operators' mutes.
 */
import type { CHAT_CONTENT_REFUSALS } from '@site/shared/contract/chat';

export type ContentRefusal = (typeof CHAT_CONTENT_REFUSALS)[number];

const TLDS = 'com|net|org|io|me|vn|cc|xyz|top|info|biz|app|link|ly|gg|co|tk|site|online|club|bet|vip|asia|ph|cn|ru|to|sh';
const LINK = new RegExp(
  [
    '[a-z][a-z0-9+.-]*://', // any scheme with //
    '\\bwww\\s*\\.',
    '\\b(?:t|wa)\\s*\\.\\s*me\\b',
    `\\b[a-z0-9-]{2,}\\s*(?:\\.|\\(dot\\)|\\[dot\\]|\\sdot\\s)\\s*(?:${TLDS})\\b`,
  ].join('|'),
  'i',
);

/** Naming a messaging app is an invitation to move the conversation there. */
const APPS = /\b(?:telegram|tele|tlg|zalo|whats\s*app|wechat|weixin|viber|kakao\s*talk|kakao|skype|line\s*id|messenger|signal\s*app|discord|snapchat|instagram|insta|ig\s*:|fb\s*:|facebook)\b|微信|电报|飞机号/i;
/** '@name', as messaging apps and social networks spell an account. */
const HANDLE = /(?:^|[\s(:,])@[a-z0-9_.]{3,}/i;

/** Words that announce an account number (English, Vietnamese, Spanish, Chinese). */
const BANK_WORDS = /\b(?:bank|banking|acc(?:ount)?|acct|iban|swift|stk|tk|so\s*tai\s*khoan|số\s*tài\s*khoản|tài\s*khoản|ngân\s*hàng|cuenta|banco|clabe)\b|银行|账号|帳號|卡号/i;

/** A lottery issue number ('20261123-0481'): members name draws, which is not a phone or an account. */
const ISSUE_NUMBER = /\b\d{8}-\d{4}\b/g;
/** Digits joined by dots, dashes or nothing; and a number written in spaced groups starting with + or 0, as phones are. */
const JOINED_DIGITS = /\+?\d(?:[.\-/]?\d)+/g;
const SPACED_PHONE = /(?:^|[^\d])([+0]\d{1,4}(?:[\s.-]+\d{2,4}){2,})/g;
/** A card or account number in groups of four or more ('1903 6655 4433 2211'); lottery numbers have two or three digits. */
const SPACED_ACCOUNT = /\d{4,}(?:\s+\d{4,})+/g;
/** Any spaced digit groups, counted as an account number only beside a word that announces one. */
const SPACED_GROUPS = /\d{2,}(?:\s+\d{2,})+/g;

function numberRefusal(text: string): ContentRefusal | null {
  const candidates = [...text.matchAll(JOINED_DIGITS)].map((match) => match[0]);
  for (const match of text.matchAll(SPACED_PHONE)) candidates.push(match[1]!);
  const bankWords = BANK_WORDS.test(text);
  for (const match of text.matchAll(bankWords ? SPACED_GROUPS : SPACED_ACCOUNT)) {
    if (match[0].replace(/\D/g, '').length >= (bankWords ? 7 : 12)) return 'CHAT_BANK_NUMBER';
  }
  for (const candidate of candidates) {
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7) continue;
    if (bankWords || digits.length >= 13) return 'CHAT_BANK_NUMBER';
    if (candidate.startsWith('+') || candidate.startsWith('0') || digits.length <= 8) return 'CHAT_PHONE';
    return 'CHAT_BANK_NUMBER';
  }
  return null;
}

/** The first rule the text breaks, or null when it may be posted. */
export function contentRefusal(input: string): ContentRefusal | null {
  const text = input.normalize('NFKC');
  if (LINK.test(text)) return 'CHAT_LINK';
  if (APPS.test(text) || HANDLE.test(text)) return 'CHAT_HANDLE';
  return numberRefusal(text.replace(ISSUE_NUMBER, ' '));
}
