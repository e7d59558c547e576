/**
 * The demo merchant's site configuration, written once on first start (see system-seed.ts).
 * Everything here is editable data, not behaviour: the routes read it back from the database.
 */
import type { Translated } from '../i18n/language';

export const BRAND_NAME = 'Demo Bet';

/** Codes offered in the language picker: about 38; English, Spanish, Vietnamese and Chinese are complete. */
export const LANGUAGES: string[] = [
  'en', 'es', 'vi', 'zh', 'zh-tw', 'ja', 'ko', 'th', 'id', 'ms', 'hi', 'bn', 'ta', 'te', 'ur', 'my', 'km', 'lo', 'fil',
  'pt-br', 'pt', 'fr', 'de', 'it', 'nl', 'ru', 'uk', 'pl', 'tr', 'ar', 'fa', 'he', 'el', 'cs', 'hu', 'ro', 'sv', 'da',
];

/** Register field rules as the permission answer lists them; '*' accepts anything. */
export const REGISTER_RULES = [
  { field: 'username', acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]{1,14}$' },
  { field: 'password', acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]{6,20}$' },
  { field: 'mobileNum', acceptedPattern: '^[0-9]{6,15}$' },
  { field: 'email', acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  { field: 'payeeName', acceptedPattern: '*' },
];

/**
 * Site resources. No app is published, so there is no APP_IOS or APP_ANDROID entry: the download
 * page (/down) explains how to add the site to the home screen, and shows an app's link only when
 * an operator configures one. qrCodeUrl stays null (no QR encoder package, see the README).
 */
export const RESOURCES = [{ resourceType: 'LOGO', url: '/media/brand/logo.svg', qrCodeUrl: null, labelNameEn: 'Logo' }];

export const ROUTER_DOMAINS: { device: 0 | 3; domainName: string }[] = [
  { device: 0, domainName: 'www.demobet.example' },
  { device: 0, domainName: 'www2.demobet.example' },
  { device: 3, domainName: 'm.demobet.example' },
  { device: 3, domainName: 'm2.demobet.example' },
];

/** The white-label module tree: the modIds the site's features switch on, plus a parent with children. */
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

export interface SeedHelpSection {
  section: 'terms' | 'privacy' | 'faq' | 'responsible' | 'about' | 'deposit' | 'withdraw';
  title: Translated;
  content: Translated;
}

/**
 * The help sections a new database first gets (as earlier releases wrote them); the help area's
 * seed (help/help-seed.ts) then brings every section an operator has not edited to its current
 * text, on new and older databases alike.
 */
export const HELP_SECTIONS: SeedHelpSection[] = [
  {
    section: 'terms',
    title: { en: 'Terms and conditions', es: 'Términos y condiciones', vi: 'Điều khoản và điều kiện', zh: '条款与条件' },
    content: {
      en: '<h3>Terms and conditions</h3><p>You must be <b>18 or older</b> to open an account. One account per person.</p><ul><li>We may close accounts used for fraud.</li><li>Disputes are settled by the licensing authority.</li></ul>',
      es: '<h3>Términos y condiciones</h3><p>Debes tener <b>18 años o más</b> para abrir una cuenta. Una cuenta por persona.</p><ul><li>Podemos cerrar cuentas usadas para fraude.</li><li>Las disputas las resuelve la autoridad de licencias.</li></ul>',
      vi: '<h3>Điều khoản và điều kiện</h3><p>Bạn phải <b>đủ 18 tuổi</b> để mở tài khoản. Mỗi người một tài khoản.</p><ul><li>Chúng tôi có thể đóng tài khoản gian lận.</li><li>Tranh chấp do cơ quan cấp phép giải quyết.</li></ul>',
      zh: '<h3>条款与条件</h3><p>须年满 <b>18 岁</b>方可开户。每人限一个账户。</p><ul><li>我们可能关闭用于欺诈的账户。</li><li>争议由发牌机构裁决。</li></ul>',
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
      en: '<h3>FAQ</h3><p><b>I forgot my password.</b> Use “Forgot password” on the login form.</p><p><b>Where do I see my withdrawal?</b> In <b>Member centre → Withdraw</b>, with its status.</p><p><b>Is there live chat?</b> Not yet: this help centre is the way to reach answers for now.</p>',
      es: '<h3>Preguntas frecuentes</h3><p><b>Olvidé mi contraseña.</b> Usa «¿Olvidaste tu contraseña?» en el formulario de acceso.</p><p><b>¿Dónde veo mi retiro?</b> En <b>Centro de miembros → Retirar</b>, con su estado.</p><p><b>¿Hay chat en vivo?</b> Todavía no: por ahora este centro de ayuda reúne las respuestas.</p>',
      vi: '<h3>Câu hỏi thường gặp</h3><p><b>Tôi quên mật khẩu.</b> Dùng “Quên mật khẩu” trên màn hình đăng nhập.</p><p><b>Xem lệnh rút tiền ở đâu?</b> Trong <b>Trung tâm thành viên → Rút tiền</b>, kèm trạng thái.</p><p><b>Có trò chuyện trực tuyến không?</b> Chưa có: hiện tại trung tâm trợ giúp này là nơi giải đáp.</p>',
      zh: '<h3>常见问题</h3><p><b>忘记密码怎么办?</b>在登录框使用“忘记密码”。</p><p><b>在哪里查看提款?</b>在<b>会员中心 → 提款</b>中查看其状态。</p><p><b>有在线客服吗?</b>暂时没有:目前请通过本帮助中心查找解答。</p>',
    },
  },
  {
    section: 'responsible',
    title: { en: 'Responsible gaming', es: 'Juego responsable', vi: 'Chơi có trách nhiệm', zh: '理性游戏' },
    content: {
      en: '<h3>Responsible gaming</h3><p>Gaming is entertainment, not income. Decide your budget before you play, take breaks, and stop when it is no longer fun.</p>',
      es: '<h3>Juego responsable</h3><p>El juego es entretenimiento, no un ingreso. Decide tu presupuesto antes de jugar, toma descansos y para cuando deje de ser divertido.</p>',
      vi: '<h3>Chơi có trách nhiệm</h3><p>Trò chơi là giải trí, không phải thu nhập. Hãy đặt ngân sách trước khi chơi, nghỉ ngơi thường xuyên và dừng lại khi không còn vui.</p>',
      zh: '<h3>理性游戏</h3><p>游戏是娱乐,不是收入来源。请在游戏前定好预算、适时休息,不再觉得有趣时就停下来。</p>',
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
      en: '<h3>Withdrawals</h3><p>Add a payee account, then request a withdrawal from <b>Withdraw</b>. Every withdrawal asks for your payment password; its status is shown there.</p>',
      es: '<h3>Retiros</h3><p>Añade una cuenta de cobro y solicita el retiro en <b>Retirar</b>. Cada retiro pide tu contraseña de pago; allí se muestra su estado.</p>',
      vi: '<h3>Rút tiền</h3><p>Thêm tài khoản nhận tiền, sau đó yêu cầu rút trong mục <b>Rút tiền</b>. Mỗi lần rút đều cần mật khẩu thanh toán; trạng thái được hiển thị tại đó.</p>',
      zh: '<h3>提款</h3><p>添加收款账户后,在<b>提款</b>中提交申请。每次提款都需要输入支付密码,提款状态也在该处显示。</p>',
    },
  },
];
