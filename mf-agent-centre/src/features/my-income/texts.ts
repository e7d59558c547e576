import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('myIncome.<key>') in the agent namespace; the page title is the menu's label.
const en = {
  filtersLabel: 'Income filters',
  kind: 'Kind',
  allKinds: 'All kinds',
  kinds: {
    DIVIDEND: 'Dividend',
    DAILY_SALARY: 'Daily salary',
    HOURLY_SALARY: 'Hourly salary',
    REALTIME_SALARY: 'Real-time salary',
  },
  direction: 'Direction',
  bothDirections: 'Received and paid',
  directions: {
    RECEIVED: 'Received',
    PAID: 'Paid',
  },
  totalsLabel: 'Totals for the period',
  totals: {
    received: 'Received',
    paid: 'Paid',
    owed: 'I still owe',
    owedToMe: 'Still owed to me',
  },
  caption: 'Salary and dividend payments, newest first',
  column: {
    period: 'Period',
    kind: 'Kind',
    payer: 'From',
    payee: 'To',
    direction: 'Direction',
    amount: 'Due',
    paid: 'Paid',
    owed: 'Owed',
    status: 'Status',
    settledAt: 'Settled',
  },
  platform: 'Platform',
  status: {
    PAID: 'Paid',
    PARTIAL: 'Partly paid',
    OWED: 'Owed',
  },
  empty: 'No salary or dividend payments in this period.',
};

type IncomeTexts = typeof en;

const es: IncomeTexts = {
  filtersLabel: 'Filtros de ingresos',
  kind: 'Tipo',
  allKinds: 'Todos los tipos',
  kinds: {
    DIVIDEND: 'Dividendos',
    DAILY_SALARY: 'Salario diario',
    HOURLY_SALARY: 'Salario por hora',
    REALTIME_SALARY: 'Salario en tiempo real',
  },
  direction: 'Dirección',
  bothDirections: 'Recibidos y pagados',
  directions: {
    RECEIVED: 'Recibido',
    PAID: 'Pagado',
  },
  totalsLabel: 'Totales del periodo',
  totals: {
    received: 'Recibido',
    paid: 'Pagado',
    owed: 'Lo que aún debo',
    owedToMe: 'Lo que aún me deben',
  },
  caption: 'Pagos de salarios y dividendos, los más recientes primero',
  column: {
    period: 'Periodo',
    kind: 'Tipo',
    payer: 'De',
    payee: 'Para',
    direction: 'Dirección',
    amount: 'Debido',
    paid: 'Pagado',
    owed: 'Pendiente',
    status: 'Estado',
    settledAt: 'Liquidado',
  },
  platform: 'Plataforma',
  status: {
    PAID: 'Pagado',
    PARTIAL: 'Pagado en parte',
    OWED: 'Pendiente',
  },
  empty: 'No hay pagos de salarios ni dividendos en este periodo.',
};

const vi: IncomeTexts = {
  filtersLabel: 'Bộ lọc thu nhập',
  kind: 'Loại',
  allKinds: 'Tất cả các loại',
  kinds: {
    DIVIDEND: 'Cổ tức',
    DAILY_SALARY: 'Lương ngày',
    HOURLY_SALARY: 'Lương theo giờ',
    REALTIME_SALARY: 'Lương thời gian thực',
  },
  direction: 'Chiều',
  bothDirections: 'Nhận và trả',
  directions: {
    RECEIVED: 'Đã nhận',
    PAID: 'Đã trả',
  },
  totalsLabel: 'Tổng trong kỳ',
  totals: {
    received: 'Đã nhận',
    paid: 'Đã trả',
    owed: 'Tôi còn nợ',
    owedToMe: 'Còn nợ tôi',
  },
  caption: 'Các khoản lương và cổ tức, mới nhất trước',
  column: {
    period: 'Kỳ',
    kind: 'Loại',
    payer: 'Từ',
    payee: 'Đến',
    direction: 'Chiều',
    amount: 'Phải trả',
    paid: 'Đã trả',
    owed: 'Còn nợ',
    status: 'Trạng thái',
    settledAt: 'Quyết toán',
  },
  platform: 'Nền tảng',
  status: {
    PAID: 'Đã trả',
    PARTIAL: 'Trả một phần',
    OWED: 'Còn nợ',
  },
  empty: 'Không có khoản lương hay cổ tức nào trong kỳ này.',
};

const zh: IncomeTexts = {
  filtersLabel: '收入筛选',
  kind: '类型',
  allKinds: '全部类型',
  kinds: {
    DIVIDEND: '分红',
    DAILY_SALARY: '日工资',
    HOURLY_SALARY: '时工资',
    REALTIME_SALARY: '实时工资',
  },
  direction: '方向',
  bothDirections: '收入与支出',
  directions: {
    RECEIVED: '收入',
    PAID: '支出',
  },
  totalsLabel: '本期合计',
  totals: {
    received: '收入',
    paid: '支出',
    owed: '我尚欠',
    owedToMe: '尚欠我',
  },
  caption: '工资与分红发放记录，最新在前',
  column: {
    period: '周期',
    kind: '类型',
    payer: '发放方',
    payee: '接收方',
    direction: '方向',
    amount: '应发',
    paid: '已发',
    owed: '尚欠',
    status: '状态',
    settledAt: '结算时间',
  },
  platform: '平台',
  status: {
    PAID: '已发放',
    PARTIAL: '部分发放',
    OWED: '欠发',
  },
  empty: '本期没有工资或分红记录。',
};

export const texts: FeatureTexts<IncomeTexts> = { en, es, vi, zh };
