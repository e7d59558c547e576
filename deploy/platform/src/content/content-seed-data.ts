/**
 * The demo merchant's banners, announcements and promotions, written once on first start (see
 * content-seed.ts). Editable data, not behaviour: the routes read it back from the database.
 */
import type { BannerGroup } from '@site/shared/contract';
import type { Translated } from '../i18n/language';

export interface SeedBanner {
  group: BannerGroup;
  /** Drawn on the banner's picture, in the language of the request. */
  title: Translated;
  linkageType?: 'ROUTE' | 'URL' | 'GAME';
  linkage?: string;
}

/** 1 to 3 slides for each of the 13 groups, in slide order. */
export const BANNERS: SeedBanner[] = [
  { group: 'w_home', title: { en: 'Welcome bonus 100% up to P 5,000', es: 'Bono de bienvenida del 100% hasta P 5,000', vi: 'Thưởng chào mừng 100% đến P 5,000', zh: '首存奖金 100%，最高 P 5,000' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: { en: 'Live casino tables 24/7', es: 'Mesas de casino en vivo 24/7', vi: 'Bàn casino trực tiếp 24/7', zh: '真人娱乐场全天 24/7 开放' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_home', title: { en: 'Get the Demo Bet app', es: 'Descarga la app de Demo Bet', vi: 'Tải ứng dụng Demo Bet', zh: '下载 Demo Bet 应用' }, linkageType: 'URL', linkage: 'https://apps.example.com/demo-bet' },
  { group: 'w_rng', title: { en: '10,000 slot games', es: '10,000 juegos de tragamonedas', vi: '10,000 trò chơi slot', zh: '10,000 款老虎机游戏' }, linkageType: 'ROUTE', linkage: '/rng?vassalage=PG' },
  { group: 'w_rng', title: { en: 'Spin & Win jackpot season', es: 'Temporada de botes: gira y gana', vi: 'Mùa jackpot: quay là thắng', zh: '旋转赢大奖：头奖季' } },
  { group: 'w_live', title: { en: 'Baccarat, roulette & more', es: 'Baccarat, ruleta y más', vi: 'Baccarat, roulette và nhiều hơn', zh: '百家乐、轮盘等更多游戏' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_live', title: { en: 'Live dealers in 8 studios', es: 'Crupieres en vivo en 8 estudios', vi: 'Người chia bài trực tiếp tại 8 phòng quay', zh: '8 个演播室真人荷官' } },
  { group: 'w_fish', title: { en: 'Fishing kings: catch the boss', es: 'Reyes de la pesca: atrapa al jefe', vi: 'Vua câu cá: bắt trùm', zh: '捕鱼之王：捕获大 Boss' } },
  { group: 'w_pvp', title: { en: 'Card tables for every stake', es: 'Mesas de cartas para cada apuesta', vi: 'Bàn bài cho mọi mức cược', zh: '各种注额的棋牌桌' }, linkageType: 'ROUTE', linkage: '/pvp' },
  { group: 'w_sports', title: { en: 'Every match, every market', es: 'Cada partido, cada mercado', vi: 'Mọi trận đấu, mọi kèo', zh: '每场比赛，每个盘口' }, linkageType: 'ROUTE', linkage: '/sports' },
  { group: 'w_sports', title: { en: 'Football cash-out is live', es: 'Ya puedes cerrar tus apuestas de fútbol', vi: 'Đã có rút tiền sớm cho bóng đá', zh: '足球提前兑现已上线' } },
  { group: 'w_esports', title: { en: 'E-sports: bet on the majors', es: 'E-sports: apuesta en los grandes torneos', vi: 'Thể thao điện tử: cược các giải lớn', zh: '电竞：投注顶级赛事' } },
  { group: 'w_lott', title: { en: 'Draws every minute', es: 'Sorteos cada minuto', vi: 'Quay thưởng mỗi phút', zh: '每分钟开奖' }, linkageType: 'ROUTE', linkage: '/lottery' },
  { group: 'w_lott', title: { en: 'VN lottery results live', es: 'Resultados de la lotería VN en vivo', vi: 'Kết quả xổ số VN trực tiếp', zh: '越南彩票开奖直播' } },
  { group: 'w_cockfight', title: { en: 'Cockfight arenas live', es: 'Peleas de gallos en vivo', vi: 'Đấu trường đá gà trực tiếp', zh: '斗鸡赛场直播' }, linkageType: 'ROUTE', linkage: '/cockfight' },
  { group: 'w_promotion', title: { en: 'Daily rebate up to 1.2%', es: 'Reembolso diario de hasta el 1.2%', vi: 'Hoàn trả hằng ngày đến 1.2%', zh: '每日返水最高 1.2%' } },
  { group: 'w_promotion', title: { en: 'Weekend reload bonus', es: 'Bono de recarga de fin de semana', vi: 'Thưởng nạp lại cuối tuần', zh: '周末再存奖金' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_shop', title: { en: 'Points mall: redeem rewards', es: 'Tienda de puntos: canjea premios', vi: 'Cửa hàng điểm: đổi quà', zh: '积分商城：兑换奖励' } },
  { group: 'w_help', title: { en: 'Help centre: we are here 24/7', es: 'Centro de ayuda: estamos aquí 24/7', vi: 'Trung tâm trợ giúp: luôn sẵn sàng 24/7', zh: '帮助中心：全天 24/7 为您服务' }, linkageType: 'URL', linkage: 'https://livechat.example.com/chat/demo-bet' },
  { group: 'w_reg', title: { en: 'Join today, play in a minute', es: 'Únete hoy y juega en un minuto', vi: 'Tham gia hôm nay, chơi ngay sau một phút', zh: '今天注册，一分钟开玩' } },
];

export interface SeedNotice {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: Translated;
  /** Server HTML, rendered by the client through DOMPurify. */
  content: Translated;
}

export const NOTICES: SeedNotice[] = [
  {
    type: 'B',
    title: { en: 'Welcome to Demo Bet', es: 'Bienvenido a Demo Bet', vi: 'Chào mừng đến với Demo Bet', zh: '欢迎来到 Demo Bet' },
    content: {
      en: '<p>Welcome to <b>Demo Bet</b>! More than 10,000 games are waiting for you.</p>',
      es: '<p>¡Bienvenido a <b>Demo Bet</b>! Más de 10.000 juegos te esperan.</p>',
      vi: '<p>Chào mừng đến với <b>Demo Bet</b>! Hơn 10.000 trò chơi đang chờ bạn.</p>',
      zh: '<p>欢迎来到 <b>Demo Bet</b>!超过 10,000 款游戏等你来玩。</p>',
    },
  },
  {
    type: 'B',
    title: { en: 'New slots every week', es: 'Nuevas tragamonedas cada semana', vi: 'Slot mới mỗi tuần', zh: '每周上新老虎机' },
    content: {
      en: '<p>Fresh titles from PG Soft and JILI. <a href="/rng">Open the slots lobby</a>.</p>',
      es: '<p>Nuevos títulos de PG Soft y JILI. <a href="/rng">Abrir el lobby de tragamonedas</a>.</p>',
      vi: '<p>Trò chơi mới từ PG Soft và JILI. <a href="/rng">Mở sảnh slot</a>.</p>',
      zh: '<p>PG Soft 与 JILI 新游戏上线。<a href="/rng">进入老虎机大厅</a>。</p>',
    },
  },
  {
    type: 'PL',
    title: { en: 'Verify your mobile number', es: 'Verifica tu número móvil', vi: 'Xác minh số điện thoại', zh: '请验证您的手机号码' },
    content: {
      en: '<p>Verified members withdraw faster. Open <b>Member centre → Security</b>.</p>',
      es: '<p>Los miembros verificados retiran más rápido. Abre <b>Centro de miembros → Seguridad</b>.</p>',
      vi: '<p>Thành viên đã xác minh rút tiền nhanh hơn. Mở <b>Trung tâm thành viên → Bảo mật</b>.</p>',
      zh: '<p>完成验证的会员提款更快。请打开<b>会员中心 → 安全</b>。</p>',
    },
  },
  {
    type: 'PU',
    title: { en: 'Scheduled maintenance', es: 'Mantenimiento programado', vi: 'Bảo trì định kỳ', zh: '定期维护' },
    content: {
      en: '<p>Maintenance is planned every <b>Monday 02:00–04:00 (GMT+8)</b>. Balances are safe.</p>',
      es: '<p>Hay mantenimiento cada <b>lunes 02:00–04:00 (GMT+8)</b>. Los saldos están seguros.</p>',
      vi: '<p>Bảo trì vào mỗi <b>thứ Hai 02:00–04:00 (GMT+8)</b>. Số dư của bạn được bảo toàn.</p>',
      zh: '<p>每<b>周一 02:00–04:00(GMT+8)</b>进行维护,余额安全无忧。</p>',
    },
  },
  {
    type: 'PU',
    title: { en: 'Play responsibly', es: 'Juega con responsabilidad', vi: 'Chơi có trách nhiệm', zh: '理性游戏' },
    content: {
      en: '<p>Set limits before you play. <a href="/help#responsible">Read our responsible gaming guide</a>.</p>',
      es: '<p>Fija límites antes de jugar. <a href="/help#responsible">Lee nuestra guía de juego responsable</a>.</p>',
      vi: '<p>Hãy đặt giới hạn trước khi chơi. <a href="/help#responsible">Đọc hướng dẫn chơi có trách nhiệm</a>.</p>',
      zh: '<p>游戏前请设定限额。<a href="/help#responsible">阅读理性游戏指南</a>。</p>',
    },
  },
  {
    type: 'PR',
    title: { en: 'Weekend reload 50%', es: 'Recarga de fin de semana 50%', vi: 'Nạp lại cuối tuần 50%', zh: '周末充值加赠 50%' },
    content: {
      en: '<p>Deposit on Saturday or Sunday and get <b>50%</b> extra, up to P 2,000.</p>',
      es: '<p>Deposita el sábado o domingo y recibe un <b>50%</b> extra, hasta P 2.000.</p>',
      vi: '<p>Nạp tiền vào thứ Bảy hoặc Chủ nhật để nhận thêm <b>50%</b>, tối đa P 2.000.</p>',
      zh: '<p>周六或周日存款即享额外 <b>50%</b>,最高 P 2,000。</p>',
    },
  },
  {
    type: 'H',
    title: { en: 'How to deposit', es: 'Cómo depositar', vi: 'Cách nạp tiền', zh: '如何存款' },
    content: {
      en: '<p>Choose a method, enter the amount and confirm. <a href="/help#deposit">Step-by-step guide</a>.</p>',
      es: '<p>Elige un método, introduce el importe y confirma. <a href="/help#deposit">Guía paso a paso</a>.</p>',
      vi: '<p>Chọn phương thức, nhập số tiền và xác nhận. <a href="/help#deposit">Hướng dẫn từng bước</a>.</p>',
      zh: '<p>选择方式、输入金额并确认。<a href="/help#deposit">分步指南</a>。</p>',
    },
  },
];

export interface SeedPromotion {
  title: Translated;
  /** Days from the seed time; null for open-ended. */
  startsInDays: number | null;
  endsInDays: number | null;
}

export const PROMOTIONS: SeedPromotion[] = [
  {
    title: { en: 'Welcome bonus 100%', es: 'Bono de bienvenida 100%', vi: 'Thưởng chào mừng 100%', zh: '首存奖励 100%' },
    startsInDays: -30,
    endsInDays: null,
  },
  {
    title: { en: 'Daily rebate up to 1.2%', es: 'Reembolso diario hasta 1,2%', vi: 'Hoàn trả hằng ngày đến 1,2%', zh: '每日返水最高 1.2%' },
    startsInDays: -10,
    endsInDays: 60,
  },
  {
    title: { en: 'Weekend reload 50%', es: 'Recarga de fin de semana 50%', vi: 'Nạp lại cuối tuần 50%', zh: '周末充值加赠 50%' },
    startsInDays: -3,
    endsInDays: 30,
  },
  {
    title: { en: 'VIP birthday gift', es: 'Regalo de cumpleaños VIP', vi: 'Quà sinh nhật VIP', zh: 'VIP 生日礼金' },
    startsInDays: null,
    endsInDays: null,
  },
];
