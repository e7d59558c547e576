import { texts as prizeTable } from '../kit/prize-table/texts';
import { texts as betting } from '../features/lottery-betting/texts';
import { texts as vnLottery } from '../features/vn-lottery/texts';
import { texts as lobby } from '../features/lottery-lobby/texts';

/**
 * The 'lottery' namespace. en, es, vi and zh must stay complete (the Bundle type and
 * resources.test.ts check it); other languages offered by configuration fall back to English.
 */
export const LOTTERY_NAMESPACE = 'lottery';

/** Each feature keeps its texts beside it (features/<feature>/texts.ts), under its own key. */
const FEATURES = { lobby, betting, vnLottery, prizeTable };
type Language = 'en' | 'es' | 'vi' | 'zh';
const featureTexts = <L extends Language>(language: L) => {
  const entries = Object.entries(FEATURES).map(([key, texts]) => [key, texts[language]] as const);
  return Object.fromEntries(entries) as { [K in keyof typeof FEATURES]: (typeof FEATURES)[K][L] };
};

const en = {
  page: {
    lottery: 'Lottery',
    vnlottery: 'Vietnam lottery',
  },
  coming: {
    lottery: 'Lottery draws, betting and favourites arrive with the lottery release.',
    vnlottery: 'Vietnamese lottery draws and betting arrive with the lottery release.',
  },
};

type Bundle = typeof en;

const es: Bundle = {
  page: {
    lottery: 'Lotería',
    vnlottery: 'Lotería de Vietnam',
  },
  coming: {
    lottery: 'Los sorteos, las apuestas y los favoritos de lotería llegarán con la versión de lotería.',
    vnlottery: 'Los sorteos y las apuestas de la lotería vietnamita llegarán con la versión de lotería.',
  },
};

const vi: Bundle = {
  page: {
    lottery: 'Xổ số',
    vnlottery: 'Xổ số Việt Nam',
  },
  coming: {
    lottery: 'Kỳ quay, đặt cược và mục yêu thích xổ số sẽ có trong bản phát hành xổ số.',
    vnlottery: 'Kỳ quay và đặt cược xổ số Việt Nam sẽ có trong bản phát hành xổ số.',
  },
};

const zh: Bundle = {
  page: {
    lottery: '彩票',
    vnlottery: '越南彩票',
  },
  coming: {
    lottery: '彩票开奖、投注和收藏功能将随彩票版本推出。',
    vnlottery: '越南彩票开奖和投注功能将随彩票版本推出。',
  },
};

export const resources = {
  en: { ...en, ...featureTexts('en') },
  es: { ...es, ...featureTexts('es') },
  vi: { ...vi, ...featureTexts('vi') },
  zh: { ...zh, ...featureTexts('zh') },
};
