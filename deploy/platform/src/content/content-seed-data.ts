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

/**
 * 1 to 3 slides for each of the 13 groups, in slide order. Each title says what the site does
 * today (it is also the picture's alt text) and links within the site; offers arrive with the
 * promotions feature. Migration 036 brought databases seeded earlier to these slides, by id.
 */
export const BANNERS: SeedBanner[] = [
  { group: 'w_home', title: { en: 'Lottery draws every minute', es: 'Sorteos de lotería cada minuto', vi: 'Xổ số quay mỗi phút', zh: '彩票每分钟开奖' }, linkageType: 'ROUTE', linkage: '/lottery' },
  { group: 'w_home', title: { en: 'Live casino tables 24/7', es: 'Mesas de casino en vivo 24/7', vi: 'Bàn casino trực tiếp 24/7', zh: '真人娱乐场全天 24/7 开放' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_home', title: { en: 'Add Demo Bet to your home screen', es: 'Añade Demo Bet a tu pantalla de inicio', vi: 'Thêm Demo Bet vào màn hình chính', zh: '将 Demo Bet 添加到主屏幕' }, linkageType: 'ROUTE', linkage: '/down' },
  { group: 'w_rng', title: { en: 'Slots from PG Soft, JILI and more', es: 'Tragamonedas de PG Soft, JILI y más', vi: 'Slot từ PG Soft, JILI và nhiều hơn', zh: 'PG Soft、JILI 等厂商的老虎机' }, linkageType: 'ROUTE', linkage: '/rng?vassalage=PG' },
  { group: 'w_rng', title: { en: 'Slots & fishing: find a game by name', es: 'Tragamonedas y pesca: busca un juego por su nombre', vi: 'Slot & bắn cá: tìm trò chơi theo tên', zh: '老虎机与捕鱼：按名称查找游戏' }, linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_live', title: { en: 'Baccarat, roulette & more', es: 'Baccarat, ruleta y más', vi: 'Baccarat, roulette và nhiều hơn', zh: '百家乐、轮盘等更多游戏' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_live', title: { en: 'Live tables from Evolution and more', es: 'Mesas en vivo de Evolution y más', vi: 'Bàn trực tiếp từ Evolution và nhiều hơn', zh: 'Evolution 等厂商的真人游戏桌' }, linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_fish', title: { en: 'Fishing games: aim, shoot, collect', es: 'Juegos de pesca: apunta, dispara y cobra', vi: 'Bắn cá: ngắm chuẩn, săn cá lớn', zh: '捕鱼游戏：瞄准、射击、收获' }, linkageType: 'ROUTE', linkage: '/fish' },
  { group: 'w_pvp', title: { en: 'Card tables for every stake', es: 'Mesas de cartas para cada apuesta', vi: 'Bàn bài cho mọi mức cược', zh: '各种注额的棋牌桌' }, linkageType: 'ROUTE', linkage: '/pvp' },
  { group: 'w_sports', title: { en: 'Sports betting with SABA, FB Sports and more', es: 'Apuestas deportivas con SABA, FB Sports y más', vi: 'Cá cược thể thao với SABA, FB Sports và nhiều hơn', zh: 'SABA、FB Sports 等体育投注' }, linkageType: 'ROUTE', linkage: '/sports' },
  { group: 'w_sports', title: { en: 'Every bet listed in your betting record', es: 'Cada apuesta, en tu historial de apuestas', vi: 'Mọi vé cược đều có trong lịch sử cược', zh: '每一注都列在投注记录中' } },
  { group: 'w_esports', title: { en: 'E-sports matches from TF Gaming and IA', es: 'Partidas de e-sports de TF Gaming e IA', vi: 'Trận thể thao điện tử từ TF Gaming và IA', zh: 'TF Gaming 与 IA 电竞赛事' } },
  { group: 'w_lott', title: { en: 'Draws every minute', es: 'Sorteos cada minuto', vi: 'Quay số mỗi phút', zh: '每分钟开奖' }, linkageType: 'ROUTE', linkage: '/lottery' },
  { group: 'w_lott', title: { en: 'Northern lottery draw daily at 18:15 (Vietnam time)', es: 'Sorteo del norte cada día a las 18:15 (hora de Vietnam)', vi: 'Xổ số Miền Bắc quay hằng ngày lúc 18:15 (giờ Việt Nam)', zh: '越南北部彩票每天 18:15(越南时间)开奖' }, linkageType: 'ROUTE', linkage: '/vnlottery' },
  { group: 'w_cockfight', title: { en: 'Cockfight arenas live', es: 'Peleas de gallos en vivo', vi: 'Đấu trường đá gà trực tiếp', zh: '斗鸡赛场直播' }, linkageType: 'ROUTE', linkage: '/cockfight' },
  { group: 'w_promotion', title: { en: 'Deposits credited once the payment is confirmed', es: 'Depósitos acreditados en cuanto se confirma el pago', vi: 'Tiền nạp được cộng ngay khi thanh toán được xác nhận', zh: '付款确认后即入账' }, linkageType: 'ROUTE', linkage: '/help' },
  { group: 'w_promotion', title: { en: 'Lottery draws you can verify', es: 'Sorteos de lotería que puedes verificar', vi: 'Kết quả xổ số bạn có thể tự kiểm chứng', zh: '可自行验证的彩票开奖' }, linkageType: 'ROUTE', linkage: '/vnlottery' },
  { group: 'w_shop', title: { en: '10,000 games in one wallet', es: '10,000 juegos con un solo saldo', vi: '10,000 trò chơi chung một ví', zh: '一个钱包畅玩 10,000 款游戏' }, linkageType: 'ROUTE', linkage: '/rng' },
  { group: 'w_help', title: { en: 'Answers on deposits, withdrawals and your account', es: 'Respuestas sobre depósitos, retiros y tu cuenta', vi: 'Giải đáp về nạp tiền, rút tiền và tài khoản', zh: '存款、提款与账户常见问题解答' }, linkageType: 'ROUTE', linkage: '/help' },
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
    title: { en: 'Find a game by name', es: 'Busca un juego por su nombre', vi: 'Tìm trò chơi theo tên', zh: '按名称查找游戏' },
    content: {
      en: '<p>Search the slots lobby by game name or pick a provider. <a href="/rng">Open the slots lobby</a>.</p>',
      es: '<p>Busca en el lobby de tragamonedas por nombre o elige un proveedor. <a href="/rng">Abrir el lobby de tragamonedas</a>.</p>',
      vi: '<p>Tìm trong sảnh slot theo tên trò chơi hoặc chọn nhà cung cấp. <a href="/rng">Mở sảnh slot</a>.</p>',
      zh: '<p>在老虎机大厅按游戏名称搜索或选择厂商。<a href="/rng">进入老虎机大厅</a>。</p>',
    },
  },
  {
    type: 'PL',
    title: { en: 'Secure your account', es: 'Protege tu cuenta', vi: 'Bảo vệ tài khoản của bạn', zh: '保护您的账户' },
    content: {
      en: '<p>Set a payment password and bind your mobile number in <b>Member centre → Security</b>. Every withdrawal asks for the payment password.</p>',
      es: '<p>Crea una contraseña de pago y vincula tu número móvil en <b>Centro de miembros → Seguridad</b>. Cada retiro pide la contraseña de pago.</p>',
      vi: '<p>Đặt mật khẩu thanh toán và liên kết số điện thoại trong <b>Trung tâm thành viên → Bảo mật</b>. Mỗi lần rút tiền đều cần mật khẩu thanh toán.</p>',
      zh: '<p>请在<b>会员中心 → 安全</b>中设置支付密码并绑定手机号码。每次提款都需要输入支付密码。</p>',
    },
  },
  {
    type: 'PU',
    title: { en: 'Lottery draws you can verify', es: 'Sorteos de lotería que puedes verificar', vi: 'Xổ số có thể tự kiểm chứng', zh: '可验证的彩票开奖' },
    content: {
      en: '<p>Each Vietnamese lottery draw publishes its fingerprint before sales close, so anyone can check the result afterwards. <a href="/vnlottery">See the draws</a>.</p>',
      es: '<p>Cada sorteo de la lotería vietnamita publica su huella antes del cierre de ventas, así cualquiera puede comprobar el resultado después. <a href="/vnlottery">Ver los sorteos</a>.</p>',
      vi: '<p>Mỗi kỳ xổ số Việt Nam công bố mã cam kết trước khi đóng bán, nên ai cũng có thể kiểm tra kết quả sau đó. <a href="/vnlottery">Xem các kỳ quay</a>.</p>',
      zh: '<p>每期越南彩票在停售前公布其指纹,开奖后任何人都可以核对结果。<a href="/vnlottery">查看开奖</a>。</p>',
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
    type: 'B',
    title: { en: 'Deposits by bank transfer', es: 'Depósitos por transferencia bancaria', vi: 'Nạp tiền bằng chuyển khoản', zh: '银行转账存款' },
    content: {
      en: '<p>A transfer is credited once the site has confirmed that it arrived; <b>Member centre → Deposit</b> shows where each one stands.</p>',
      es: '<p>Una transferencia se acredita en cuanto el sitio confirma que ha llegado; <b>Centro de miembros → Depositar</b> muestra el estado de cada una.</p>',
      vi: '<p>Khoản chuyển được cộng khi trang xác nhận đã nhận tiền; <b>Trung tâm thành viên → Nạp tiền</b> cho biết trạng thái của từng khoản.</p>',
      zh: '<p>网站确认款项到账后即为您入账;<b>会员中心 → 存款</b>显示每笔存款的状态。</p>',
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

/**
 * None: the site runs no promotion yet, and a list of offers nobody can claim would be a promise
 * it cannot keep. The promotions feature brings real ones (migration 036 switched off the four
 * earlier demo entries).
 */
export const PROMOTIONS: SeedPromotion[] = [];
