import type { Language } from './i18n';

/**
 * What each slot symbol is called, read out by screen readers and written in line wins and the
 * history: English, Spanish, Vietnamese, Chinese.
 */
const NAMES: Record<string, readonly [en: string, es: string, vi: string, zh: string]> = {
  cherry: ['Cherries', 'Cerezas', 'Anh đào', '樱桃'],
  lemon: ['Lemon', 'Limón', 'Chanh', '柠檬'],
  orange: ['Orange', 'Naranja', 'Cam', '橙子'],
  plum: ['Plum', 'Ciruela', 'Mận', '李子'],
  bell: ['Bell', 'Campana', 'Chuông', '铃铛'],
  bar: ['Bar', 'Bar', 'Bar', '条块'],
  seven: ['Seven', 'Siete', 'Số bảy', '七'],
  clover: ['Four-leaf clover', 'Trébol de cuatro hojas', 'Cỏ bốn lá', '四叶草'],
  horseshoe: ['Horseshoe', 'Herradura', 'Móng ngựa', '马蹄铁'],
  coin: ['Gold coin', 'Moneda de oro', 'Đồng xu vàng', '金币'],
  pot: ['Pot of gold', 'Olla de oro', 'Hũ vàng', '金罐'],
  rainbow: ['Rainbow', 'Arcoíris', 'Cầu vồng', '彩虹'],
  crown: ['Crown', 'Corona', 'Vương miện', '皇冠'],
  diamond: ['Diamond', 'Diamante', 'Kim cương', '钻石'],
  ruby: ['Ruby', 'Rubí', 'Hồng ngọc', '红宝石'],
  emerald: ['Emerald', 'Esmeralda', 'Ngọc lục bảo', '祖母绿'],
  sapphire: ['Sapphire', 'Zafiro', 'Ngọc bích', '蓝宝石'],
  amethyst: ['Amethyst', 'Amatista', 'Thạch anh tím', '紫水晶'],
  topaz: ['Topaz', 'Topacio', 'Hoàng ngọc', '黄玉'],
  pearl: ['Pearl', 'Perla', 'Ngọc trai', '珍珠'],
  mask: ['Golden mask', 'Máscara dorada', 'Mặt nạ vàng', '黄金面具'],
  scarab: ['Scarab', 'Escarabajo', 'Bọ hung', '圣甲虫'],
  ankh: ['Ankh', 'Anj', 'Biểu tượng Ankh', '安卡'],
  eye: ['Eye of Horus', 'Ojo de Horus', 'Mắt Horus', '荷鲁斯之眼'],
  pharaoh: ['Pharaoh', 'Faraón', 'Pharaoh', '法老'],
  pyramid: ['Pyramid', 'Pirámide', 'Kim tự tháp', '金字塔'],
  sun: ['Sun', 'Sol', 'Mặt trời', '太阳'],
  lantern: ['Lantern', 'Farol', 'Đèn lồng', '灯笼'],
  fan: ['Fan', 'Abanico', 'Quạt', '扇子'],
  koi: ['Koi', 'Carpa koi', 'Cá koi', '锦鲤'],
  drum: ['Drum', 'Tambor', 'Trống', '鼓'],
  dragon: ['Dragon', 'Dragón', 'Rồng', '龙'],
  phoenix: ['Phoenix', 'Fénix', 'Phượng hoàng', '凤凰'],
  ingot: ['Gold ingot', 'Lingote de oro', 'Nén vàng', '元宝'],
  shrimp: ['Shrimp', 'Camarón', 'Tôm', '虾'],
  crab: ['Crab', 'Cangrejo', 'Cua', '螃蟹'],
  clownfish: ['Clownfish', 'Pez payaso', 'Cá hề', '小丑鱼'],
  pufferfish: ['Pufferfish', 'Pez globo', 'Cá nóc', '河豚'],
  turtle: ['Sea turtle', 'Tortuga marina', 'Rùa biển', '海龟'],
  shark: ['Shark', 'Tiburón', 'Cá mập', '鲨鱼'],
  whale: ['Whale', 'Ballena', 'Cá voi', '鲸鱼'],
  shell: ['Seashell', 'Concha', 'Vỏ sò', '贝壳'],
  starfish: ['Starfish', 'Estrella de mar', 'Sao biển', '海星'],
  seahorse: ['Seahorse', 'Caballito de mar', 'Cá ngựa', '海马'],
  octopus: ['Octopus', 'Pulpo', 'Bạch tuộc', '章鱼'],
  squid: ['Squid', 'Calamar', 'Mực', '鱿鱼'],
  dolphin: ['Dolphin', 'Delfín', 'Cá heo', '海豚'],
  kraken: ['Kraken', 'Kraken', 'Thủy quái Kraken', '北海巨妖'],
};

const COLUMN: Record<Language, 0 | 1 | 2 | 3> = { en: 0, es: 1, vi: 2, zh: 3 };

/** The symbol's name in `language`, or null for an id the client does not know. */
export function symbolName(id: string, language: Language): string | null {
  return Object.hasOwn(NAMES, id) ? NAMES[id]![COLUMN[language]] : null;
}

/** Every symbol id that has a name (the test checks each has a drawing too). */
export const NAMED_SYMBOLS: readonly string[] = Object.keys(NAMES);
