import { texts as kit } from '../kit/texts';
import { texts as deposit } from '../features/deposit/texts';
import { texts as exclusion } from '../features/responsible-gaming/exclusion-texts';
import { texts as feedback } from '../features/feedback/texts';
import { texts as identity } from '../features/security-center/identity-texts';
import { texts as manualRebate } from '../features/manual-rebate/texts';
import { texts as limits } from '../features/responsible-gaming/limits-texts';
import { texts as matchedDeposit } from '../features/matched-deposit/texts';
import { texts as messages } from '../features/messages/texts';
import { texts as promotions } from '../features/promotions/texts';
import { texts as records } from '../features/records/texts';
import { texts as responsibleHelp } from '../features/help/responsible-texts';
import { texts as rewardCenter } from '../features/reward-center/texts';
import { texts as securityCenter } from '../features/security-center/texts';
import { texts as statement } from '../features/responsible-gaming/statement-texts';
import { texts as twoStep } from '../features/security-center/two-step-texts';
import { texts as transferFund } from '../features/transfer-fund/texts';
import { texts as transferUpline } from '../features/transfer-upline/texts';
import { texts as withdraw } from '../features/withdraw/texts';

/**
 * The 'member' namespace. en, es, vi and zh must stay complete (the Bundle type and
 * resources.test.ts check it); other languages offered by configuration fall back to English.
 */
export const MEMBER_NAMESPACE = 'member';

/** Each centre page keeps its texts beside it (features/<page>/texts.ts), under its own key. */
const FEATURES = { kit, deposit, exclusion, feedback, identity, limits, manualRebate, matchedDeposit, messages, promotions, records, responsibleHelp, rewardCenter, securityCenter, statement, transferFund, transferUpline, twoStep, withdraw };
type Language = 'en' | 'es' | 'vi' | 'zh';
const featureTexts = <L extends Language>(language: L) => {
  const entries = Object.entries(FEATURES).map(([key, texts]) => [key, texts[language]] as const);
  return Object.fromEntries(entries) as { [K in keyof typeof FEATURES]: (typeof FEATURES)[K][L] };
};

const en = {
  page: {
    vip: 'VIP',
    point_mall: 'Points mall',
    promotions: 'Promotions',
    promo_detail: 'Promotion details',
    help: 'Help centre',
    download: 'App download',
    join: 'Join us',
    feedback: 'Feedback',
  },
  coming: {
    vip: 'VIP levels and privileges arrive with the member centre release.',
    point_mall: 'Redeeming points arrives with the points release. Points never expire.',
    promo_detail: 'Promotion details arrive with the promotions release.',
    centre: 'This member centre page is not available yet.',
  },
  help: {
    topics: 'Help topics',
    loading: 'Loading help…',
    failed: 'The help centre could not be loaded.',
    empty: 'There are no help topics yet.',
    version: 'Version {{version}}',
    updated: 'Last updated {{date}}',
  },
  panel: {
    title: 'Member centre',
    menu: 'Member centre menu',
    not_logged_in: 'Log in to open the member centre.',
    log_in: 'Log in',
    real_account_only: 'The member centre needs a real account; free-play accounts cannot use it.',
  },
  menu: {
    securityCenter: 'My account',
    transferFund: 'My wallet',
    depositv2: 'Deposit',
    withdraw: 'Withdrawal',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Betting record',
    transactionHistory: 'Account record',
    personalProfit: 'Personal profit and loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward centre',
    referral: 'Invite friends',
    missionLeaderboard: 'Mission activity',
    messageV2: 'Platform information',
    manualRebate: 'Manual rebate',
    responsibleGaming: 'Responsible gaming',
    feedback: 'Feedback',
    playerRank: 'Player rank',
  },
};

type Bundle = typeof en;

const es: Bundle = {
  page: {
    vip: 'VIP',
    point_mall: 'Tienda de puntos',
    promotions: 'Promociones',
    promo_detail: 'Detalles de la promoción',
    help: 'Centro de ayuda',
    download: 'Descargar la app',
    join: 'Únete',
    feedback: 'Comentarios',
  },
  coming: {
    vip: 'Los niveles y privilegios VIP llegarán con la versión del centro de miembros.',
    point_mall: 'El canje de puntos llegará con la versión de puntos. Los puntos nunca caducan.',
    promo_detail: 'Los detalles de las promociones llegarán con la versión de promociones.',
    centre: 'Esta página del centro de miembros aún no está disponible.',
  },
  help: {
    topics: 'Temas de ayuda',
    loading: 'Cargando la ayuda…',
    failed: 'No se pudo cargar el centro de ayuda.',
    empty: 'Aún no hay temas de ayuda.',
    version: 'Versión {{version}}',
    updated: 'Última actualización: {{date}}',
  },
  panel: {
    title: 'Centro de miembros',
    menu: 'Menú del centro de miembros',
    not_logged_in: 'Inicia sesión para abrir el centro de miembros.',
    log_in: 'Iniciar sesión',
    real_account_only: 'El centro de miembros requiere una cuenta real; las cuentas de juego gratuito no pueden usarlo.',
  },
  menu: {
    securityCenter: 'Mi cuenta',
    transferFund: 'Mi billetera',
    depositv2: 'Depósito',
    withdraw: 'Retiro',
    transferUpline: 'Transferir al superior',
    personalHistoryCopy: 'Historial de apuestas',
    transactionHistory: 'Historial de la cuenta',
    personalProfit: 'Ganancias y pérdidas personales',
    bonusDetails: 'Detalles de bonos',
    rewardCenter: 'Centro de recompensas',
    referral: 'Invitar amigos',
    missionLeaderboard: 'Actividad de misiones',
    messageV2: 'Información de la plataforma',
    manualRebate: 'Reembolso manual',
    responsibleGaming: 'Juego responsable',
    feedback: 'Comentarios',
    playerRank: 'Rango del jugador',
  },
};

const vi: Bundle = {
  page: {
    vip: 'VIP',
    point_mall: 'Cửa hàng điểm',
    promotions: 'Khuyến mãi',
    promo_detail: 'Chi tiết khuyến mãi',
    help: 'Trung tâm trợ giúp',
    download: 'Tải ứng dụng',
    join: 'Tham gia',
    feedback: 'Góp ý',
  },
  coming: {
    vip: 'Cấp bậc và đặc quyền VIP sẽ có trong bản phát hành trung tâm thành viên.',
    point_mall: 'Đổi điểm sẽ có trong bản phát hành điểm thưởng. Điểm không bao giờ hết hạn.',
    promo_detail: 'Chi tiết khuyến mãi sẽ có trong bản phát hành khuyến mãi.',
    centre: 'Trang này của trung tâm thành viên chưa khả dụng.',
  },
  help: {
    topics: 'Chủ đề trợ giúp',
    loading: 'Đang tải trợ giúp…',
    failed: 'Không thể tải trung tâm trợ giúp.',
    empty: 'Chưa có chủ đề trợ giúp nào.',
    version: 'Phiên bản {{version}}',
    updated: 'Cập nhật lần cuối: {{date}}',
  },
  panel: {
    title: 'Trung tâm thành viên',
    menu: 'Menu trung tâm thành viên',
    not_logged_in: 'Hãy đăng nhập để mở trung tâm thành viên.',
    log_in: 'Đăng nhập',
    real_account_only: 'Trung tâm thành viên cần tài khoản thật; tài khoản chơi thử không thể sử dụng.',
  },
  menu: {
    securityCenter: 'Tài khoản của tôi',
    transferFund: 'Ví của tôi',
    depositv2: 'Nạp tiền',
    withdraw: 'Rút tiền',
    transferUpline: 'Chuyển cho cấp trên',
    personalHistoryCopy: 'Lịch sử cược',
    transactionHistory: 'Lịch sử tài khoản',
    personalProfit: 'Lãi lỗ cá nhân',
    bonusDetails: 'Chi tiết tiền thưởng',
    rewardCenter: 'Trung tâm phần thưởng',
    referral: 'Mời bạn bè',
    missionLeaderboard: 'Hoạt động nhiệm vụ',
    messageV2: 'Thông tin nền tảng',
    manualRebate: 'Hoàn trả thủ công',
    responsibleGaming: 'Chơi có trách nhiệm',
    feedback: 'Góp ý',
    playerRank: 'Xếp hạng người chơi',
  },
};

const zh: Bundle = {
  page: {
    vip: 'VIP',
    point_mall: '积分商城',
    promotions: '优惠活动',
    promo_detail: '优惠详情',
    help: '帮助中心',
    download: '下载应用',
    join: '加入我们',
    feedback: '意见反馈',
  },
  coming: {
    vip: 'VIP 等级与特权将随会员中心版本推出。',
    point_mall: '积分兑换将随积分版本推出。积分永不过期。',
    promo_detail: '优惠详情将随优惠版本推出。',
    centre: '会员中心的此页面暂未开放。',
  },
  help: {
    topics: '帮助主题',
    loading: '正在加载帮助…',
    failed: '无法加载帮助中心。',
    empty: '暂无帮助主题。',
    version: '版本 {{version}}',
    updated: '最后更新:{{date}}',
  },
  panel: {
    title: '会员中心',
    menu: '会员中心菜单',
    not_logged_in: '请登录后打开会员中心。',
    log_in: '登录',
    real_account_only: '会员中心需要真实账户，试玩账户无法使用。',
  },
  menu: {
    securityCenter: '我的账户',
    transferFund: '我的钱包',
    depositv2: '存款',
    withdraw: '取款',
    transferUpline: '转账给上级',
    personalHistoryCopy: '投注记录',
    transactionHistory: '账户记录',
    personalProfit: '个人盈亏',
    bonusDetails: '奖金详情',
    rewardCenter: '奖励中心',
    referral: '邀请好友',
    missionLeaderboard: '任务活动',
    messageV2: '平台信息',
    manualRebate: '手动返水',
    responsibleGaming: '负责任博彩',
    feedback: '意见反馈',
    playerRank: '玩家等级',
  },
};

export const resources = {
  en: { ...en, ...featureTexts('en') },
  es: { ...es, ...featureTexts('es') },
  vi: { ...vi, ...featureTexts('vi') },
  zh: { ...zh, ...featureTexts('zh') },
};
