/**
 * The demo merchant's content, written once on first start (see seed.ts). Everything here is
 * editable data, not behaviour: the routes read it back from the database.
 */
import type { BannerGroup, GameType } from '@site/shared/contract';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../i18n/language';

export type Translated = Record<ContentLanguage, string>;

export const DEMO_SEED_NAME = 'demo-content-v1';

export const BRAND_NAME = 'Demo Bet';

/** Codes offered in the language picker (spec §1: about 38; English, Spanish, Vietnamese, Chinese complete). */
export const LANGUAGES: string[] = [
  'en', 'es', 'vi', 'zh', 'zh-tw', 'ja', 'ko', 'th', 'id', 'ms', 'hi', 'bn', 'ta', 'te', 'ur', 'my', 'km', 'lo', 'fil',
  'pt-br', 'pt', 'fr', 'de', 'it', 'nl', 'ru', 'uk', 'pl', 'tr', 'ar', 'fa', 'he', 'el', 'cs', 'hu', 'ro', 'sv', 'da',
];

/** Register field rules; '*' accepts anything (spec §3). */
export const REGISTER_RULES = [
  { field: 'username', acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{5,15}$' },
  { field: 'password', acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]{6,20}$' },
  { field: 'mobileNum', acceptedPattern: '^[0-9]{6,15}$' },
  { field: 'email', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  { field: 'payeeName', acceptedPattern: '*' },
];

/**
 * The app-download resources. No QR image is generated yet (that needs a QR encoder package, see
 * the README), so qrCodeUrl is null and the client shows the link itself.
 */
export const RESOURCES = [
  { resourceType: 'APP_IOS', url: 'https://apps.example.com/demo-bet/ios', qrCodeUrl: null, labelNameEn: 'iOS app' },
  { resourceType: 'APP_ANDROID', url: 'https://apps.example.com/demo-bet/android.apk', qrCodeUrl: null, labelNameEn: 'Android app' },
  { resourceType: 'LOGO', url: '/media/brand/logo.svg', qrCodeUrl: null, labelNameEn: 'Logo' },
];

/** csType '1' is a plain https link; the encrypted service-record type '3' (spec §6) is not used here. */
export const CUSTOMER_SERVICE = [
  { csPosition: 'LIVECHAT', csType: '1', path: 'https://livechat.example.com/chat/demo-bet' },
  { csPosition: 'WHATSAPP', csType: '1', path: 'https://wa.me/15550100123' },
  { csPosition: 'TELEGRAM', csType: '1', path: 'https://t.me/demobet_support' },
  { csPosition: 'TELEGRAM2', csType: '1', path: 'https://t.me/demobet_vip' },
];

export const ROUTER_DOMAINS: { device: 0 | 3; domainName: string }[] = [
  { device: 0, domainName: 'www.demobet.example' },
  { device: 0, domainName: 'www2.demobet.example' },
  { device: 3, domainName: 'm.demobet.example' },
  { device: 3, domainName: 'm2.demobet.example' },
];

/** The white-label module tree; modIds of spec §3 plus a parent with children. */
export const WHITE_LABEL_MODULES: { modId: string; parent: string | null; enabled: boolean }[] = [
  { modId: 'DIRECTREG3', parent: null, enabled: true },
  { modId: 'USERNAMEREG3', parent: null, enabled: true },
  { modId: 'MOBILENUMREG3', parent: null, enabled: true },
  { modId: 'MOBILENUMPASSREG3', parent: null, enabled: false },
  { modId: 'REGMOBVERF3', parent: null, enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: null, enabled: true },
  { modId: 'MANPLAYREB3', parent: null, enabled: true },
  { modId: 'FREEPLAY3', parent: null, enabled: true },
  { modId: 'FORCEPWDCHANGE3', parent: null, enabled: true },
  { modId: 'SOCIALLOGIN3', parent: null, enabled: true },
  { modId: 'FACEBOOKLOGIN3', parent: 'SOCIALLOGIN3', enabled: false },
  { modId: 'GOOGLELOGIN3', parent: 'SOCIALLOGIN3', enabled: true },
];

export const COUNTRIES: [code: string, dialing: string][] = [
  ['PH', '+63'], ['VN', '+84'], ['CN', '+86'], ['US', '+1'], ['GB', '+44'], ['TH', '+66'], ['MY', '+60'],
  ['ID', '+62'], ['IN', '+91'], ['BR', '+55'], ['JP', '+81'], ['KR', '+82'], ['SG', '+65'], ['HK', '+852'],
  ['TW', '+886'], ['MO', '+853'], ['KH', '+855'], ['LA', '+856'], ['MM', '+95'], ['BD', '+880'], ['PK', '+92'],
  ['LK', '+94'], ['NP', '+977'], ['AU', '+61'], ['NZ', '+64'], ['CA', '+1'], ['MX', '+52'], ['AR', '+54'],
  ['CO', '+57'], ['PE', '+51'], ['CL', '+56'], ['ES', '+34'], ['PT', '+351'], ['FR', '+33'], ['DE', '+49'],
  ['IT', '+39'], ['RU', '+7'], ['TR', '+90'], ['AE', '+971'], ['SA', '+966'], ['NG', '+234'], ['ZA', '+27'],
];

export const GAME_MENUS: { gameType: GameType; name: string; page: string }[] = [
  { gameType: 'LIVE', name: 'Live Casino', page: '/live' },
  { gameType: 'SPORTS', name: 'Sports', page: '/sports' },
  { gameType: 'ESPORTS', name: 'E-sports', page: '/esports' },
  { gameType: 'COCKFIGHT', name: 'Cockfight', page: '/cockfight' },
  { gameType: 'ELOTT', name: 'E-lottery', page: '/elott' },
  { gameType: 'LOTT', name: 'Lottery', page: '/lottery' },
  { gameType: 'RNG', name: 'Slots', page: '/rng' },
  { gameType: 'PVP', name: 'Card games', page: '/pvp' },
  { gameType: 'FISH', name: 'Fishing', page: '/fish' },
];

/** Lane ids stay below 100 and skip 5, the client's cockfight lane. */
export const VENDOR_LANES: { id: number; gameType: GameType }[] = [
  { id: 1, gameType: 'LIVE' },
  { id: 2, gameType: 'SPORTS' },
  { id: 3, gameType: 'ELOTT' },
  { id: 4, gameType: 'LOTT' },
  { id: 6, gameType: 'RNG' },
  { id: 7, gameType: 'PVP' },
  { id: 8, gameType: 'FISH' },
];

export interface SeedVendor {
  code: string;
  lane: GameType;
  /** The card's type when it differs from the lane (e-sports providers inside SPORTS). */
  gameType?: GameType;
  name: string;
  hot?: boolean;
  listGames?: boolean;
}

/** Per lane, in display order. account_type_id is assigned from the position (see seed.ts). */
export const VENDORS: SeedVendor[] = [
  { code: 'EVO', lane: 'LIVE', name: 'Evolution', hot: true, listGames: true },
  { code: 'SAGAMING', lane: 'LIVE', name: 'SA Gaming', hot: true, listGames: true },
  { code: 'DG', lane: 'LIVE', name: 'Dream Gaming' },
  { code: 'AG', lane: 'LIVE', name: 'Asia Gaming' },
  { code: 'WM', lane: 'LIVE', name: 'WM Casino' },
  { code: 'SEXY', lane: 'LIVE', name: 'Sexy Baccarat' },
  { code: 'PPLIVE', lane: 'LIVE', name: 'Pragmatic Live' },
  { code: 'ALLBET', lane: 'LIVE', name: 'AllBet' },

  { code: 'SABA', lane: 'SPORTS', name: 'SABA Sports', hot: true },
  { code: 'FB', lane: 'SPORTS', name: 'FB Sports' },
  { code: 'BTI', lane: 'SPORTS', name: 'BTi Sports' },
  { code: 'CMD368', lane: 'SPORTS', name: 'CMD368' },
  // Cockfight providers travel in the sports lane; the client moves them (merchant cockfightProviders).
  { code: 'DS88', lane: 'SPORTS', name: 'DS88 Cockfight', hot: true },
  { code: 'SV3', lane: 'SPORTS', name: 'SV388 Cockfight' },
  // E-sports providers also travel in the sports lane, recognised by their card type.
  { code: 'TF', lane: 'SPORTS', gameType: 'ESPORTS', name: 'TF Gaming' },
  { code: 'IA', lane: 'SPORTS', gameType: 'ESPORTS', name: 'IA eSports' },

  { code: 'TCG_LOTTO_VN', lane: 'ELOTT', name: 'VN Lottery', hot: true },
  { code: 'TCG_SEA', lane: 'LOTT', name: 'SEA Lottery', hot: true },

  { code: 'PG', lane: 'RNG', name: 'PG Soft', hot: true },
  { code: 'JILI', lane: 'RNG', name: 'JILI', hot: true },
  { code: 'PP', lane: 'RNG', name: 'Pragmatic Play', hot: true },
  { code: 'CQ9', lane: 'RNG', name: 'CQ9' },
  { code: 'JDB', lane: 'RNG', name: 'JDB' },
  { code: 'FC', lane: 'RNG', name: 'Fa Chai' },
  { code: 'SPADE', lane: 'RNG', name: 'Spadegaming' },
  { code: 'KA', lane: 'RNG', name: 'KA Gaming' },
  { code: 'HABANERO', lane: 'RNG', name: 'Habanero' },
  { code: 'RELAX', lane: 'RNG', name: 'Relax Gaming' },
  { code: 'BNG', lane: 'RNG', name: 'Booongo' },
  { code: 'NETENT', lane: 'RNG', name: 'NetEnt' },
  { code: 'PLAYSTAR', lane: 'RNG', name: 'PlayStar' },
  { code: 'REDTIGER', lane: 'RNG', name: 'Red Tiger' },

  { code: 'KM', lane: 'PVP', name: 'Kingmaker', hot: true },
  { code: 'V8', lane: 'PVP', name: 'V8 Poker' },
  { code: 'KY', lane: 'PVP', name: 'Kaiyuan' },
  { code: 'TP', lane: 'PVP', name: 'TP Gaming' },
  { code: 'JILI', lane: 'PVP', name: 'JILI Cards' },
  { code: 'LEG', lane: 'PVP', name: 'Legend Poker' },

  { code: 'JILI', lane: 'FISH', name: 'JILI Fishing', hot: true },
  { code: 'FC', lane: 'FISH', name: 'Fa Chai Fishing' },
  { code: 'CQ9', lane: 'FISH', name: 'CQ9 Fishing' },
  { code: 'KA', lane: 'FISH', name: 'KA Fishing' },
  { code: 'JDB', lane: 'FISH', name: 'JDB Fishing' },
];

/** Size of the generated catalogue (spec §1: about 10,000 slot games are claimed). */
export const GAME_COUNT = 10_000;

export interface SeedBanner {
  group: BannerGroup;
  title: string;
  linkageType?: 'ROUTE' | 'URL' | 'GAME';
  linkage?: string;
}

/** 1 to 3 slides for each of the 13 groups, in slide order. */
export const BANNERS: SeedBanner[] = [
  { group: 'w_home', title: 'Welcome bonus 100% up to P 5,000', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_home', title: 'Live casino tables 24/7', linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_home', title: 'Get the Demo Bet app', linkageType: 'URL', linkage: 'https://apps.example.com/demo-bet' },
  { group: 'w_rng', title: '10,000 slot games', linkageType: 'ROUTE', linkage: '/rng?vassalage=PG' },
  { group: 'w_rng', title: 'Spin & Win jackpot season' },
  { group: 'w_live', title: 'Baccarat, roulette & more', linkageType: 'ROUTE', linkage: '/live' },
  { group: 'w_live', title: 'Live dealers in 8 studios' },
  { group: 'w_fish', title: 'Fishing kings: catch the boss' },
  { group: 'w_pvp', title: 'Card tables for every stake', linkageType: 'ROUTE', linkage: '/pvp' },
  { group: 'w_sports', title: 'Every match, every market', linkageType: 'ROUTE', linkage: '/sports' },
  { group: 'w_sports', title: 'Football cash-out is live' },
  { group: 'w_esports', title: 'E-sports: bet on the majors' },
  { group: 'w_lott', title: 'Draws every minute', linkageType: 'ROUTE', linkage: '/lottery' },
  { group: 'w_lott', title: 'VN lottery results live' },
  { group: 'w_cockfight', title: 'Cockfight arenas live', linkageType: 'ROUTE', linkage: '/cockfight' },
  { group: 'w_promotion', title: 'Daily rebate up to 1.2%' },
  { group: 'w_promotion', title: 'Weekend reload bonus', linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_shop', title: 'Points mall: redeem rewards' },
  { group: 'w_help', title: 'Help centre: we are here 24/7', linkageType: 'URL', linkage: 'https://livechat.example.com/chat/demo-bet' },
  { group: 'w_reg', title: 'Join today, play in a minute' },
];

export interface SeedNotice {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: Translated;
  /** Server HTML, rendered by the client through DOMPurify. */
  content: Translated;
}

/** Proves the client sanitises: this markup must render as a broken image, never run the handler. */
const UNSAFE_MARKUP = '<img src=x onerror=alert(1)>';

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
    type: 'B',
    title: { en: 'Safe display check', es: 'Prueba de visualización segura', vi: 'Kiểm tra hiển thị an toàn', zh: '安全显示检查' },
    content: {
      en: `<p>This notice carries markup that must never run: ${UNSAFE_MARKUP} <i>If you see an alert, report it.</i></p>`,
      es: `<p>Este aviso contiene código que nunca debe ejecutarse: ${UNSAFE_MARKUP} <i>Si ves una alerta, avísanos.</i></p>`,
      vi: `<p>Thông báo này chứa mã không bao giờ được chạy: ${UNSAFE_MARKUP} <i>Nếu thấy cảnh báo, hãy báo cho chúng tôi.</i></p>`,
      zh: `<p>此公告包含绝不应执行的代码:${UNSAFE_MARKUP} <i>如看到弹窗,请告知我们。</i></p>`,
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

export interface SeedHelpSection {
  section: 'terms' | 'privacy' | 'faq' | 'responsible' | 'about' | 'deposit' | 'withdraw';
  title: Translated;
  content: Translated;
}

export const HELP_SECTIONS: SeedHelpSection[] = [
  {
    section: 'terms',
    title: { en: 'Terms and conditions', es: 'Términos y condiciones', vi: 'Điều khoản và điều kiện', zh: '条款与条件' },
    content: {
      en: '<h3>Terms and conditions</h3><p>You must be <b>18 or older</b> to open an account. One account per person. Bonuses carry wagering requirements shown on each promotion.</p><ul><li>We may close accounts used for fraud.</li><li>Disputes are settled by the licensing authority.</li></ul>',
      es: '<h3>Términos y condiciones</h3><p>Debes tener <b>18 años o más</b> para abrir una cuenta. Una cuenta por persona. Los bonos tienen requisitos de apuesta indicados en cada promoción.</p><ul><li>Podemos cerrar cuentas usadas para fraude.</li><li>Las disputas las resuelve la autoridad de licencias.</li></ul>',
      vi: '<h3>Điều khoản và điều kiện</h3><p>Bạn phải <b>đủ 18 tuổi</b> để mở tài khoản. Mỗi người một tài khoản. Tiền thưởng có yêu cầu cược ghi trong từng khuyến mãi.</p><ul><li>Chúng tôi có thể đóng tài khoản gian lận.</li><li>Tranh chấp do cơ quan cấp phép giải quyết.</li></ul>',
      zh: '<h3>条款与条件</h3><p>须年满 <b>18 岁</b>方可开户。每人限一个账户。奖金须满足各优惠所列的投注要求。</p><ul><li>我们可能关闭用于欺诈的账户。</li><li>争议由发牌机构裁决。</li></ul>',
    },
  },
  {
    section: 'privacy',
    title: { en: 'Privacy policy', es: 'Política de privacidad', vi: 'Chính sách bảo mật', zh: '隐私政策' },
    content: {
      en: '<h3>Privacy policy</h3><p>We keep only the data needed to run your account, protect it in transit and at rest, and never sell it.</p>',
      es: '<h3>Política de privacidad</h3><p>Solo guardamos los datos necesarios para tu cuenta, los protegemos en tránsito y en reposo, y nunca los vendemos.</p>',
      vi: '<h3>Chính sách bảo mật</h3><p>Chúng tôi chỉ lưu dữ liệu cần thiết cho tài khoản, bảo vệ khi truyền và khi lưu trữ, và không bao giờ bán dữ liệu.</p>',
      zh: '<h3>隐私政策</h3><p>我们只保存运营账户所需的数据,在传输和存储时加以保护,绝不出售。</p>',
    },
  },
  {
    section: 'faq',
    title: { en: 'Frequently asked questions', es: 'Preguntas frecuentes', vi: 'Câu hỏi thường gặp', zh: '常见问题' },
    content: {
      en: '<h3>FAQ</h3><p><b>I forgot my password.</b> Use “Forgot password” on the login form.</p><p><b>How long does a withdrawal take?</b> Usually under 15 minutes.</p>',
      es: '<h3>Preguntas frecuentes</h3><p><b>Olvidé mi contraseña.</b> Usa «¿Olvidaste tu contraseña?» en el formulario de acceso.</p><p><b>¿Cuánto tarda un retiro?</b> Normalmente menos de 15 minutos.</p>',
      vi: '<h3>Câu hỏi thường gặp</h3><p><b>Tôi quên mật khẩu.</b> Dùng “Quên mật khẩu” trên màn hình đăng nhập.</p><p><b>Rút tiền mất bao lâu?</b> Thường dưới 15 phút.</p>',
      zh: '<h3>常见问题</h3><p><b>忘记密码怎么办?</b>在登录框使用“忘记密码”。</p><p><b>提款需要多久?</b>通常不超过 15 分钟。</p>',
    },
  },
  {
    section: 'responsible',
    title: { en: 'Responsible gaming', es: 'Juego responsable', vi: 'Chơi có trách nhiệm', zh: '理性游戏' },
    content: {
      en: '<h3>Responsible gaming</h3><p>Gaming is entertainment, not income. Set deposit limits, take breaks, and ask customer service for a self-exclusion at any time.</p>',
      es: '<h3>Juego responsable</h3><p>El juego es entretenimiento, no un ingreso. Fija límites de depósito, toma descansos y pide la autoexclusión cuando quieras.</p>',
      vi: '<h3>Chơi có trách nhiệm</h3><p>Trò chơi là giải trí, không phải thu nhập. Hãy đặt giới hạn nạp, nghỉ ngơi và liên hệ CSKH để tự loại trừ bất cứ lúc nào.</p>',
      zh: '<h3>理性游戏</h3><p>游戏是娱乐,不是收入来源。请设定存款限额、适时休息,可随时联系客服申请自我禁入。</p>',
    },
  },
  {
    section: 'about',
    title: { en: 'About us', es: 'Sobre nosotros', vi: 'Về chúng tôi', zh: '关于我们' },
    content: {
      en: '<h3>About Demo Bet</h3><p>Demo Bet offers live casino, sports, lottery, slots, card games and fishing, licensed in Malta, the British Virgin Islands and the Philippines.</p>',
      es: '<h3>Sobre Demo Bet</h3><p>Demo Bet ofrece casino en vivo, deportes, lotería, tragamonedas, juegos de cartas y pesca, con licencias en Malta, las Islas Vírgenes Británicas y Filipinas.</p>',
      vi: '<h3>Về Demo Bet</h3><p>Demo Bet cung cấp casino trực tiếp, thể thao, xổ số, slot, game bài và bắn cá, được cấp phép tại Malta, Quần đảo Virgin thuộc Anh và Philippines.</p>',
      zh: '<h3>关于 Demo Bet</h3><p>Demo Bet 提供真人娱乐、体育、彩票、老虎机、棋牌与捕鱼,持有马耳他、英属维尔京群岛及菲律宾牌照。</p>',
    },
  },
  {
    section: 'deposit',
    title: { en: 'Deposits', es: 'Depósitos', vi: 'Nạp tiền', zh: '存款' },
    content: {
      en: '<h3>Deposits</h3><ol><li>Open <b>Deposit</b> from the member menu.</li><li>Choose a method and enter the amount.</li><li>Confirm; the balance updates when the payment arrives.</li></ol>',
      es: '<h3>Depósitos</h3><ol><li>Abre <b>Depositar</b> en el menú de miembro.</li><li>Elige un método e introduce el importe.</li><li>Confirma; el saldo se actualiza al recibir el pago.</li></ol>',
      vi: '<h3>Nạp tiền</h3><ol><li>Mở <b>Nạp tiền</b> trong menu thành viên.</li><li>Chọn phương thức và nhập số tiền.</li><li>Xác nhận; số dư cập nhật khi nhận được thanh toán.</li></ol>',
      zh: '<h3>存款</h3><ol><li>在会员菜单中打开<b>存款</b>。</li><li>选择方式并输入金额。</li><li>确认后,款项到账即更新余额。</li></ol>',
    },
  },
  {
    section: 'withdraw',
    title: { en: 'Withdrawals', es: 'Retiros', vi: 'Rút tiền', zh: '提款' },
    content: {
      en: '<h3>Withdrawals</h3><p>Add a payee account, then request a withdrawal from <b>Withdraw</b>. Turnover requirements of active bonuses must be met first.</p>',
      es: '<h3>Retiros</h3><p>Añade una cuenta de cobro y solicita el retiro en <b>Retirar</b>. Antes deben cumplirse los requisitos de apuesta de los bonos activos.</p>',
      vi: '<h3>Rút tiền</h3><p>Thêm tài khoản nhận tiền, sau đó yêu cầu rút trong mục <b>Rút tiền</b>. Cần hoàn thành yêu cầu cược của khuyến mãi đang dùng trước.</p>',
      zh: '<h3>提款</h3><p>添加收款账户后,在<b>提款</b>中提交申请。须先完成进行中奖金的流水要求。</p>',
    },
  },
];

/** Sanity check used by tests: every translated text has the four complete languages. */
export function isFullyTranslated(text: Translated): boolean {
  return CONTENT_LANGUAGES.every((lang) => typeof text[lang] === 'string' && text[lang].length > 0);
}
