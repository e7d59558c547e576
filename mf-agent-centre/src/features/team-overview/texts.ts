import type { FeatureTexts } from '../../i18n/feature-texts';

// Read as t('overview.<key>'); the page title is the menu's label.
const en = {
  figures: 'Team figures',
  teamSize: 'Team size',
  directDownlines: 'Direct downlines',
  newRegistrations: 'New registrations',
  firstDeposits: 'First deposits',
  depositAmount: 'Deposits',
  withdrawalAmount: 'Withdrawals',
  validBet: 'Valid bet',
  teamProfitLoss: 'Team profit and loss',
  ownIncome: 'My income',
  pendingOffers: 'Contract offers waiting for me',
  note: 'Team size and direct downlines are counted now; every other figure covers the period. Profit and loss is the team’s: negative when the team lost.',
};
type Texts = typeof en;
const es: Texts = {
  figures: 'Cifras del equipo',
  teamSize: 'Tamaño del equipo',
  directDownlines: 'Subordinados directos',
  newRegistrations: 'Nuevos registros',
  firstDeposits: 'Primeros depósitos',
  depositAmount: 'Depósitos',
  withdrawalAmount: 'Retiros',
  validBet: 'Apuesta válida',
  teamProfitLoss: 'Ganancias y pérdidas del equipo',
  ownIncome: 'Mis ingresos',
  pendingOffers: 'Ofertas de contrato pendientes',
  note: 'El tamaño del equipo y los subordinados directos se cuentan ahora; las demás cifras cubren el periodo. Las ganancias y pérdidas son del equipo: negativas cuando el equipo perdió.',
};
const vi: Texts = {
  figures: 'Số liệu đội nhóm',
  teamSize: 'Quy mô đội nhóm',
  directDownlines: 'Cấp dưới trực tiếp',
  newRegistrations: 'Đăng ký mới',
  firstDeposits: 'Nạp tiền lần đầu',
  depositAmount: 'Nạp tiền',
  withdrawalAmount: 'Rút tiền',
  validBet: 'Cược hợp lệ',
  teamProfitLoss: 'Lãi lỗ của đội nhóm',
  ownIncome: 'Thu nhập của tôi',
  pendingOffers: 'Đề nghị hợp đồng chờ tôi trả lời',
  note: 'Quy mô đội nhóm và cấp dưới trực tiếp được tính tại thời điểm hiện tại; các số liệu khác tính trong khoảng thời gian đã chọn. Lãi lỗ là của đội nhóm: âm khi đội nhóm thua.',
};
const zh: Texts = {
  figures: '团队数据',
  teamSize: '团队人数',
  directDownlines: '直属下级',
  newRegistrations: '新注册',
  firstDeposits: '首次存款',
  depositAmount: '存款',
  withdrawalAmount: '取款',
  validBet: '有效投注',
  teamProfitLoss: '团队盈亏',
  ownIncome: '我的收入',
  pendingOffers: '待我回复的合约',
  note: '团队人数和直属下级按当前统计；其他数据按所选时间段统计。盈亏为团队的盈亏：团队输钱时为负数。',
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
