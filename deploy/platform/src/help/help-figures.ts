/**
 * The figures a help text quotes, read from the live configuration each time the help centre is
 * asked: the bonus contributions and the rebate settings from their tables, the protection rules
 * from the contract's constants and the brand profile, the complaint escalation time from the
 * feedback area's setting, the licence statement from its one declaration. A text marks a figure
 * `{{rebate.cooldownMinutes}}`; an operator who changes a rate changes the help centre with it.
 *
 * Every value is escaped here (a brand name or a dispute body is configuration, not markup); the
 * few figures that are lists are built from escaped items.
 */
import { FEEDBACK_MAX_CHARACTERS, FEEDBACK_MAX_IMAGES } from '@site/shared/contract/feedback';
import { LICENCE_STATEMENT } from '@site/shared/contract/licence';
import { MAX_BONUS_MULTIPLIER } from '@site/shared/contract/rewards/bonus';
import { REOPEN_COOLING_OFF_DAYS, SELF_EXCLUSION_PERIODS, TIME_OUT_MAX_DAYS, TIME_OUT_MIN_DAYS } from '@site/shared/contract/protection/exclusion';
import { LIMIT_RAISE_WAIT_HOURS, REALITY_CHECK_CHOICES } from '@site/shared/contract/protection/limits';
import { HELP_FIGURE_MARK, type HelpLanguage } from '@site/shared/contract/site';
import type { Db } from '../db/database';
import type { BrandProfile } from '../protection/brand-profile';
import { rebateSettings } from '../rewards/rebate/rebate-settings';

/** What the figures are read from, besides the database. */
export interface FigureSources {
  db: Db;
  brandName: string;
  profile: BrandProfile;
  escalationHours: number;
}

/** Every figure a text may mark, by name. */
export const HELP_FIGURES = [
  'brand.name',
  'brand.minimumAge',
  'bonus.contributions',
  'bonus.maxMultiplier',
  'rebate.rates',
  'rebate.minimum',
  'rebate.cooldownMinutes',
  'rebate.dailyCap',
  'protection.raiseWaitHours',
  'protection.realityCheckMinutes',
  'protection.realityCheckDefault',
  'protection.timeOutMinDays',
  'protection.timeOutMaxDays',
  'protection.selfExclusionPeriods',
  'protection.reopenDays',
  'kyc.threshold',
  'kyc.window',
  'kyc.dueDays',
  'kyc.sourceOfFundsThreshold',
  'feedback.maxCharacters',
  'feedback.maxImages',
  'feedback.escalationHours',
  'feedback.disputeBody',
  'licence.title',
  'licence.text',
  'licence.bodies',
] as const;
export type HelpFigure = (typeof HELP_FIGURES)[number];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Game types as a member reads them (the codes of the contributions and rebate tables). */
const GAME_TYPES: Record<HelpLanguage, Record<string, string>> = {
  en: { RNG: 'Slots', FISH: 'Fishing', PVP: 'Card games', SPORTS: 'Sports', ESPORTS: 'E-sports', LOTT: 'Lottery', ELOTT: 'E-lottery', LIVE: 'Live casino', COCKFIGHT: 'Cockfight' },
  es: { RNG: 'Tragamonedas', FISH: 'Pesca', PVP: 'Juegos de cartas', SPORTS: 'Deportes', ESPORTS: 'E-sports', LOTT: 'Lotería', ELOTT: 'Lotería electrónica', LIVE: 'Casino en vivo', COCKFIGHT: 'Peleas de gallos' },
  vi: { RNG: 'Slot', FISH: 'Bắn cá', PVP: 'Game bài', SPORTS: 'Thể thao', ESPORTS: 'Thể thao điện tử', LOTT: 'Xổ số', ELOTT: 'Xổ số điện tử', LIVE: 'Casino trực tiếp', COCKFIGHT: 'Đá gà' },
  zh: { RNG: '老虎机', FISH: '捕鱼', PVP: '棋牌', SPORTS: '体育', ESPORTS: '电竞', LOTT: '彩票', ELOTT: '电子彩票', LIVE: '真人娱乐', COCKFIGHT: '斗鸡' },
};

const PERIODS: Record<HelpLanguage, Record<(typeof SELF_EXCLUSION_PERIODS)[number], string>> = {
  en: { P6M: '6 months', P1Y: '1 year', P5Y: '5 years', INDEFINITE: 'indefinitely' },
  es: { P6M: '6 meses', P1Y: '1 año', P5Y: '5 años', INDEFINITE: 'indefinidamente' },
  vi: { P6M: '6 tháng', P1Y: '1 năm', P5Y: '5 năm', INDEFINITE: 'vô thời hạn' },
  zh: { P6M: '6 个月', P1Y: '1 年', P5Y: '5 年', INDEFINITE: '无限期' },
};

const NO_CAP: Record<HelpLanguage, string> = { en: 'no daily cap', es: 'sin tope diario', vi: 'không giới hạn mỗi ngày', zh: '无每日上限' };

const windowText = (lang: HelpLanguage, days: number | null): string => {
  if (days === null) return { en: 'over the life of your account', es: 'durante toda la vida de tu cuenta', vi: 'trong suốt thời gian có tài khoản', zh: '账户开立以来' }[lang];
  return { en: `within ${days} days`, es: `en ${days} días`, vi: `trong ${days} ngày`, zh: `${days} 天内` }[lang];
};

const gameType = (lang: HelpLanguage, code: string) => escapeHtml(GAME_TYPES[lang][code] ?? code);

/** Basis points as a percentage with two decimals (80 → 0.80 %). */
const percentOfBasisPoints = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/**
 * The figures in one language. The rebate is the one every member has today (level 0, the level
 * everyone is at until a VIP programme exists).
 */
export async function helpFigures(sources: FigureSources, lang: HelpLanguage): Promise<Record<HelpFigure, string>> {
  const { db, profile } = sources;
  const [contributions, rebate] = await Promise.all([
    db.query<{ game_type: string; percent: number }>('SELECT game_type, percent FROM bonus_contributions ORDER BY percent DESC, game_type'),
    rebateSettings(db),
  ]);
  const levelRates = rebate.rates.filter((rate) => rate.vipLevel === 0).sort((a, b) => b.rateBp - a.rateBp || a.gameType.localeCompare(b.gameType));
  const cap = rebate.caps.find((c) => c.vipLevel === 0);
  const licence = LICENCE_STATEMENT[lang];
  return {
    'brand.name': escapeHtml(sources.brandName),
    'brand.minimumAge': String(profile.minimumAge),
    'bonus.contributions': list(contributions.map((row) => `${gameType(lang, row.game_type)}: ${row.percent} %`)),
    'bonus.maxMultiplier': String(MAX_BONUS_MULTIPLIER),
    'rebate.rates': list(levelRates.map((rate) => `${gameType(lang, rate.gameType)}: ${percentOfBasisPoints(rate.rateBp)}`)),
    'rebate.minimum': escapeHtml(rebate.minClaim),
    'rebate.cooldownMinutes': String(Math.ceil(rebate.cooldownSeconds / 60)),
    'rebate.dailyCap': cap ? escapeHtml(cap.dailyCap) : NO_CAP[lang],
    'protection.raiseWaitHours': String(LIMIT_RAISE_WAIT_HOURS),
    'protection.realityCheckMinutes': REALITY_CHECK_CHOICES.join(', '),
    'protection.realityCheckDefault': String(profile.defaultRealityCheckMinutes),
    'protection.timeOutMinDays': String(TIME_OUT_MIN_DAYS),
    'protection.timeOutMaxDays': String(TIME_OUT_MAX_DAYS),
    'protection.selfExclusionPeriods': SELF_EXCLUSION_PERIODS.map((period) => PERIODS[lang][period]).join(', '),
    'protection.reopenDays': String(REOPEN_COOLING_OFF_DAYS),
    'kyc.threshold': escapeHtml(profile.amlThreshold),
    'kyc.window': windowText(lang, profile.amlWindowDays),
    'kyc.dueDays': String(profile.kycDueDays),
    'kyc.sourceOfFundsThreshold': escapeHtml(profile.sourceOfFundsThreshold),
    'feedback.maxCharacters': String(FEEDBACK_MAX_CHARACTERS),
    'feedback.maxImages': String(FEEDBACK_MAX_IMAGES),
    'feedback.escalationHours': String(sources.escalationHours),
    'feedback.disputeBody': `<a href="${escapeHtml(profile.disputeBody.url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(profile.disputeBody.name)}</a>`,
    'licence.title': escapeHtml(licence.title),
    'licence.text': escapeHtml(licence.text),
    'licence.bodies': list([licence.bodies.mga, licence.bodies.bvi, licence.bodies.pagcor].map(escapeHtml)),
  };
}

/** The marks of a text that name no known figure. */
export function unknownFigures(text: string): string[] {
  const known = new Set<string>(HELP_FIGURES);
  return [...text.matchAll(HELP_FIGURE_MARK)].map((m) => m[1]!).filter((name) => !known.has(name));
}

/** A text with its marks replaced by the figures (a mark naming no figure stays as written). */
export function fillFigures(text: string, figures: Record<string, string>): string {
  return text.replace(HELP_FIGURE_MARK, (mark, name: string) => figures[name] ?? mark);
}
