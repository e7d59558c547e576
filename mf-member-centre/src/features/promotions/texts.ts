import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('promotions.<key>') in the member namespace; the page title is page.promotions.
const en = {
  none: 'No promotion is running on this site at the moment: deposits and bets earn no extra money.',
  today: 'What you can play today',
  lottery: 'Lottery: draws every minute',
  slots: 'Slots and fishing',
  live: 'Live casino',
  sports: 'Sports',
  help: 'Questions? Open the help centre',
};

const es: typeof en = {
  none: 'Ahora mismo no hay ninguna promoción en este sitio: los depósitos y las apuestas no dan dinero extra.',
  today: 'A qué puedes jugar hoy',
  lottery: 'Lotería: sorteos cada minuto',
  slots: 'Tragamonedas y pesca',
  live: 'Casino en vivo',
  sports: 'Deportes',
  help: '¿Dudas? Abre el centro de ayuda',
};

const vi: typeof en = {
  none: 'Hiện trang không có chương trình khuyến mãi nào: nạp tiền và đặt cược không được cộng thêm tiền.',
  today: 'Những gì bạn có thể chơi hôm nay',
  lottery: 'Xổ số: quay mỗi phút',
  slots: 'Slot và bắn cá',
  live: 'Casino trực tiếp',
  sports: 'Thể thao',
  help: 'Có thắc mắc? Mở trung tâm trợ giúp',
};

const zh: typeof en = {
  none: '本站目前没有进行中的优惠活动：存款和投注不会获得额外金额。',
  today: '今天可以玩什么',
  lottery: '彩票：每分钟开奖',
  slots: '老虎机与捕鱼',
  live: '真人娱乐场',
  sports: '体育',
  help: '有疑问？打开帮助中心',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
