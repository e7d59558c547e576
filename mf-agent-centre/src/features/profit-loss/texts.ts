import type { FeatureTexts } from '../../i18n/feature-texts';

// Read as t('profitLoss.<key>'); the page title is the menu's label.
const en = {
  filters: 'Profit and loss filters',
  caption: 'Profit and loss per member',
  empty: 'No member of the team played in this period.',
  note: 'Each member’s own side: win + bonus + rebate - valid bet. Negative when the member lost.',
  column: { validBet: 'Valid bet', win: 'Win', bonus: 'Bonus', rebate: 'Rebate', profitLoss: 'Profit and loss' },
};
type Texts = typeof en;
const es: Texts = {
  filters: 'Filtros de ganancias y pérdidas',
  caption: 'Ganancias y pérdidas por miembro',
  empty: 'Ningún miembro del equipo jugó en este periodo.',
  note: 'El lado de cada miembro: ganancia + bono + reembolso - apuesta válida. Negativo cuando el miembro perdió.',
  column: { validBet: 'Apuesta válida', win: 'Ganancia', bonus: 'Bono', rebate: 'Reembolso', profitLoss: 'Ganancias y pérdidas' },
};
const vi: Texts = {
  filters: 'Bộ lọc lãi lỗ',
  caption: 'Lãi lỗ theo thành viên',
  empty: 'Không có thành viên nào của đội nhóm chơi trong khoảng thời gian này.',
  note: 'Theo phía thành viên: thắng + thưởng + hoàn trả - cược hợp lệ. Âm khi thành viên thua.',
  column: { validBet: 'Cược hợp lệ', win: 'Thắng', bonus: 'Thưởng', rebate: 'Hoàn trả', profitLoss: 'Lãi lỗ' },
};
const zh: Texts = {
  filters: '盈亏筛选',
  caption: '各会员盈亏',
  empty: '该时间段内团队没有会员游戏。',
  note: '按会员自身计算：派彩 + 奖金 + 返水 - 有效投注。会员输钱时为负数。',
  column: { validBet: '有效投注', win: '派彩', bonus: '奖金', rebate: '返水', profitLoss: '盈亏' },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
