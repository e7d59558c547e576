/**
 * Lottery names outside Vietnamese, by lottery id: the one table every package that shows a
 * lottery's name reads (the lottery's screens, the member's betting record, the agent's team
 * betting). The Vietnamese name is the platform's own (the menu's `remark`, a bet round's game
 * name), so it is declared once, there; this map holds the other complete languages. Plain values
 * without zod: no page that does not name a lottery loads it.
 */
type Other = 'en' | 'es' | 'zh';

interface Names {
  en: string;
  /** When it is not the English name. */
  es?: string;
  zh: string;
  /** Languages that show the Vietnamese name beside: the name players know the lottery by. */
  besideIn: readonly Other[];
}

/** A province's lottery: players know it by the province's Vietnamese name, which Chinese does not spell. */
const province = (en: string, zh: string, es?: string): Names => ({ en, es, zh, besideIn: ['zh'] });

/** A fast draw: the site's own, known by no Vietnamese name. */
const fast = (minutes: number): Names => ({
  en: `Fast draw, ${minutes} minute${minutes === 1 ? '' : 's'}`,
  es: `Sorteo rápido, ${minutes} minuto${minutes === 1 ? '' : 's'}`,
  zh: `${minutes}分钟快速彩`,
  besideIn: [],
});

const NAMES: Readonly<Record<string, Names>> = {
  VN_MB: { en: 'Northern Vietnam', es: 'Norte de Vietnam', zh: '越南北部', besideIn: ['en', 'es', 'zh'] },
  VN_TTH: province('Thua Thien Hue', '承天顺化'),
  VN_PY: province('Phu Yen', '富安'),
  VN_DLK: province('Dak Lak', '多乐'),
  VN_QNM: province('Quang Nam', '广南'),
  VN_DNG: province('Da Nang', '岘港'),
  VN_KH: province('Khanh Hoa', '庆和'),
  VN_BDI: province('Binh Dinh', '平定'),
  VN_QT: province('Quang Tri', '广治'),
  VN_QB: province('Quang Binh', '广平'),
  VN_GL: province('Gia Lai', '嘉莱'),
  VN_NT: province('Ninh Thuan', '宁顺'),
  VN_QNG: province('Quang Ngai', '广义'),
  VN_DNO: province('Dak Nong', '得农'),
  VN_KT: province('Kon Tum', '昆嵩'),
  VN_HCM: province('Ho Chi Minh City', '胡志明市', 'Ciudad Ho Chi Minh'),
  VN_DT: province('Dong Thap', '同塔'),
  VN_CM: province('Ca Mau', '金瓯'),
  VN_BTR: province('Ben Tre', '槟椥'),
  VN_VT: province('Vung Tau', '头顿'),
  VN_BL: province('Bac Lieu', '薄辽'),
  VN_DN: province('Dong Nai', '同奈'),
  VN_CT: province('Can Tho', '芹苴'),
  VN_ST: province('Soc Trang', '朔庄'),
  VN_TN: province('Tay Ninh', '西宁'),
  VN_AG: province('An Giang', '安江'),
  VN_BTH: province('Binh Thuan', '平顺'),
  VN_VL: province('Vinh Long', '永隆'),
  VN_BD: province('Binh Duong', '平阳'),
  VN_TV: province('Tra Vinh', '茶荣'),
  VN_LA: province('Long An', '隆安'),
  VN_BP: province('Binh Phuoc', '平福'),
  VN_HG: province('Hau Giang', '后江'),
  VN_TG: province('Tien Giang', '前江'),
  VN_KG: province('Kien Giang', '坚江'),
  VN_DL: province('Da Lat', '大叻'),
  FAST_1M: fast(1),
  FAST_3M: fast(3),
  FAST_5M: fast(5),
};

export interface LotteryName {
  /** The name in the page's language. */
  name: string;
  /** The Vietnamese name to show beside it, or null. */
  term: string | null;
}

/** Lottery ids this map names (a test holds it equal to the platform's seeded lotteries). */
export const NAMED_LOTTERIES = Object.keys(NAMES);

/**
 * A lottery's name in `language` (a complete language; others show English, as their texts do).
 * Vietnamese, and a lottery the map does not know (an operator's new one), show the platform's name.
 */
export function lotteryName(gameId: string, remark: string, language: string): LotteryName {
  const names = NAMES[gameId];
  if (!names || language === 'vi') return { name: remark, term: null };
  const other: Other = language === 'es' || language === 'zh' ? language : 'en';
  const name = other === 'es' ? (names.es ?? names.en) : names[other];
  return { name, term: names.besideIn.includes(other) && remark !== name ? remark : null };
}

/** The name as plain text (labels, captions): the Vietnamese name in brackets when it goes beside. */
export function lotteryNameText({ name, term }: LotteryName): string {
  return term ? `${name} (${term})` : name;
}

/** An issue number at the end of a round name (see `lotteryRoundName`). */
const ROUND_NAME = /^(.+) ([0-9]{8}-[0-9]{4})$/;

/**
 * The game name the platform records for a lottery bet's round (game code: the lottery id): the
 * lottery's Vietnamese name and the issue number, e.g. 'Miền Bắc 20261123-0481'. Records and
 * reports read it back with `roundGameName`.
 */
export function lotteryRoundName(remark: string, numero: string): string {
  return `${remark} ${numero}`;
}

/**
 * A recorded round's game name as a person reads it in `language`: a lottery round's name in that
 * language (with the Vietnamese name beside, as `lotteryNameText`) and its issue number; any other
 * game's name as the provider gave it.
 */
export function roundGameName(gameCode: string, gameName: string, language: string): string {
  const round = NAMES[gameCode] ? ROUND_NAME.exec(gameName) : null;
  if (!round) return gameName;
  return `${lotteryNameText(lotteryName(gameCode, round[1]!, language))} ${round[2]!}`;
}
