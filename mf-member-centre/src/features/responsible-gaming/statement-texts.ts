import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('statement.<key>') in the member namespace: the activity statement section of
// the Responsible gaming page.
const en = {
  title: 'Activity statement',
  explain: 'What you deposited, withdrew, won or lost with real money and how long you played. Days are the site’s days.',
  month: 'Month',
  showMonth: 'Show month',
  showRange: 'Show dates',
  rangeHint: 'At most 92 days.',
  badRange: 'Choose a start date on or before the end date, at most 92 days apart.',
  period: 'Statement for {{start}} to {{end}}',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  netResult: 'Net result of real-money play',
  timePlayed: 'Time played',
  count: '{{count}} in this period',
  rounds: '{{count}} rounds',
  duration: '{{hours}} h {{minutes}} min',
};

const es: typeof en = {
  title: 'Extracto de actividad',
  explain: 'Lo que depositaste, retiraste, ganaste o perdiste con dinero real y cuánto tiempo jugaste. Los días son los del sitio.',
  month: 'Mes',
  showMonth: 'Ver mes',
  showRange: 'Ver fechas',
  rangeHint: 'Como máximo 92 días.',
  badRange: 'Elige una fecha de inicio igual o anterior a la final, con 92 días como máximo entre ellas.',
  period: 'Extracto del {{start}} al {{end}}',
  deposits: 'Depósitos',
  withdrawals: 'Retiros',
  netResult: 'Resultado neto del juego con dinero real',
  timePlayed: 'Tiempo de juego',
  count: '{{count}} en este periodo',
  rounds: '{{count}} rondas',
  duration: '{{hours}} h {{minutes}} min',
};

const vi: typeof en = {
  title: 'Bảng kê hoạt động',
  explain: 'Số tiền bạn đã nạp, rút, thắng hoặc thua bằng tiền thật và thời gian bạn đã chơi. Ngày tính theo giờ của trang.',
  month: 'Tháng',
  showMonth: 'Xem tháng',
  showRange: 'Xem theo ngày',
  rangeHint: 'Tối đa 92 ngày.',
  badRange: 'Hãy chọn ngày bắt đầu không sau ngày kết thúc, cách nhau tối đa 92 ngày.',
  period: 'Bảng kê từ {{start}} đến {{end}}',
  deposits: 'Tiền nạp',
  withdrawals: 'Tiền rút',
  netResult: 'Kết quả ròng khi chơi tiền thật',
  timePlayed: 'Thời gian chơi',
  count: '{{count}} lần trong kỳ này',
  rounds: '{{count}} ván',
  duration: '{{hours}} giờ {{minutes}} phút',
};

const zh: typeof en = {
  title: '活动报表',
  explain: '您用真钱存款、提款、赢输的金额以及游戏时长。日期按本站时区计算。',
  month: '月份',
  showMonth: '查看月份',
  showRange: '查看日期',
  rangeHint: '最多 92 天。',
  badRange: '请选择不晚于结束日期的开始日期,两者相隔最多 92 天。',
  period: '{{start}} 至 {{end}} 的报表',
  deposits: '存款',
  withdrawals: '提款',
  netResult: '真钱游戏净结果',
  timePlayed: '游戏时长',
  count: '本期 {{count}} 笔',
  rounds: '{{count}} 局',
  duration: '{{hours}} 小时 {{minutes}} 分钟',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
