import { texts as kit } from '../kit/texts';
import { texts as contracts } from '../features/contracts/texts';
import { texts as myIncome } from '../features/my-income/texts';
import { texts as announcement } from '../features/agent-announcement/texts';
import { texts as overview } from '../features/team-overview/texts';
import { texts as registerCentre } from '../features/register-centre/texts';
import { texts as team } from '../features/team-management/texts';
import { texts as teamBetting } from '../features/team-betting/texts';
import { texts as profitLoss } from '../features/profit-loss/texts';
import { texts as transactions } from '../features/transaction-details/texts';

/**
 * The 'agent' namespace. en, es, vi and zh must stay complete (the Bundle type and
 * resources.test.ts check it); other languages offered by configuration fall back to English.
 */
export const AGENT_NAMESPACE = 'agent';

/** Each centre page keeps its texts beside it (features/<page>/texts.ts), under its own key. */
const FEATURES = { kit, contracts, myIncome, announcement, overview, registerCentre, team, teamBetting, profitLoss, transactions };
type Language = 'en' | 'es' | 'vi' | 'zh';
const featureTexts = <L extends Language>(language: L) => {
  const entries = Object.entries(FEATURES).map(([key, texts]) => [key, texts[language]] as const);
  return Object.fromEntries(entries) as { [K in keyof typeof FEATURES]: (typeof FEATURES)[K][L] };
};

const en = {
  panel: {
    title: 'Agent',
    menu: 'Agent centre menu',
    coming: 'This agent centre page is not available yet.',
    not_logged_in: 'Log in to open the agent centre.',
    log_in: 'Log in',
    agents_only: 'The agent centre is for agent accounts.',
  },
  menu: {
    agentAnnouncement: 'Announcement',
    agentTeamOverview: 'Overview',
    registerCenter: 'Register centre',
    downlineManagmentView: 'Team management',
    personalHistoryCopy: 'Team betting',
    palStatementsAgentCopy: 'User profit and loss',
    agentRevenueReport: 'My income',
    agentDownlineTransactionDetailsCopy: 'Transaction details',
    agentDividendRecordCopy2: 'Dividend',
    agentDailyWages2: 'Daily salary',
    agentHourSalary: 'Hourly salary',
    agentRealtimeSalary: 'Real-time salary',
  },
};

type Bundle = typeof en;

const es: Bundle = {
  panel: {
    title: 'Agente',
    menu: 'Menú del centro de agentes',
    coming: 'Esta página del centro de agentes aún no está disponible.',
    not_logged_in: 'Inicia sesión para abrir el centro de agentes.',
    log_in: 'Iniciar sesión',
    agents_only: 'El centro de agentes es para cuentas de agente.',
  },
  menu: {
    agentAnnouncement: 'Anuncios',
    agentTeamOverview: 'Resumen',
    registerCenter: 'Centro de registro',
    downlineManagmentView: 'Gestión del equipo',
    personalHistoryCopy: 'Apuestas del equipo',
    palStatementsAgentCopy: 'Ganancias y pérdidas de usuarios',
    agentRevenueReport: 'Mis ingresos',
    agentDownlineTransactionDetailsCopy: 'Detalles de transacciones',
    agentDividendRecordCopy2: 'Dividendos',
    agentDailyWages2: 'Salario diario',
    agentHourSalary: 'Salario por hora',
    agentRealtimeSalary: 'Salario en tiempo real',
  },
};

const vi: Bundle = {
  panel: {
    title: 'Đại lý',
    menu: 'Menu trung tâm đại lý',
    coming: 'Trang này của trung tâm đại lý chưa khả dụng.',
    not_logged_in: 'Hãy đăng nhập để mở trung tâm đại lý.',
    log_in: 'Đăng nhập',
    agents_only: 'Trung tâm đại lý dành cho tài khoản đại lý.',
  },
  menu: {
    agentAnnouncement: 'Thông báo',
    agentTeamOverview: 'Tổng quan',
    registerCenter: 'Trung tâm đăng ký',
    downlineManagmentView: 'Quản lý đội nhóm',
    personalHistoryCopy: 'Cược của đội nhóm',
    palStatementsAgentCopy: 'Lãi lỗ người dùng',
    agentRevenueReport: 'Thu nhập của tôi',
    agentDownlineTransactionDetailsCopy: 'Chi tiết giao dịch',
    agentDividendRecordCopy2: 'Cổ tức',
    agentDailyWages2: 'Lương ngày',
    agentHourSalary: 'Lương theo giờ',
    agentRealtimeSalary: 'Lương thời gian thực',
  },
};

const zh: Bundle = {
  panel: {
    title: '代理',
    menu: '代理中心菜单',
    coming: '代理中心的此页面暂未开放。',
    not_logged_in: '请登录后打开代理中心。',
    log_in: '登录',
    agents_only: '代理中心仅供代理账户使用。',
  },
  menu: {
    agentAnnouncement: '公告',
    agentTeamOverview: '概览',
    registerCenter: '开户中心',
    downlineManagmentView: '团队管理',
    personalHistoryCopy: '团队投注',
    palStatementsAgentCopy: '用户盈亏',
    agentRevenueReport: '我的收入',
    agentDownlineTransactionDetailsCopy: '交易明细',
    agentDividendRecordCopy2: '分红',
    agentDailyWages2: '日工资',
    agentHourSalary: '时工资',
    agentRealtimeSalary: '实时工资',
  },
};

export const resources = {
  en: { ...en, ...featureTexts('en') },
  es: { ...es, ...featureTexts('es') },
  vi: { ...vi, ...featureTexts('vi') },
  zh: { ...zh, ...featureTexts('zh') },
};
