import type { FeatureTexts } from '../../i18n/feature-texts';

// Read as t('transactions.<key>'); the page title is the menu's label.
const en = {
  filters: 'Transaction filters',
  kind: 'Type',
  caption: 'Team transactions, newest first',
  empty: 'No deposits, withdrawals or transfers by the team in this period.',
  column: { reference: 'Reference', kind: 'Type', counterparty: 'Other side', amount: 'Amount' },
  kinds: { DEPOSIT: 'Deposit', WITHDRAWAL: 'Withdrawal', TRANSFER: 'Transfer' },
  status: { PENDING: 'Pending', COMPLETED: 'Completed', REJECTED: 'Rejected', CANCELLED: 'Cancelled', FAILED: 'Failed', EXPIRED: 'Expired' },
};
type Texts = typeof en;
const es: Texts = {
  filters: 'Filtros de transacciones',
  kind: 'Tipo',
  caption: 'Transacciones del equipo, las más recientes primero',
  empty: 'El equipo no tiene depósitos, retiros ni transferencias en este periodo.',
  column: { reference: 'Referencia', kind: 'Tipo', counterparty: 'Contraparte', amount: 'Importe' },
  kinds: { DEPOSIT: 'Depósito', WITHDRAWAL: 'Retiro', TRANSFER: 'Transferencia' },
  status: { PENDING: 'Pendiente', COMPLETED: 'Completada', REJECTED: 'Rechazada', CANCELLED: 'Cancelada', FAILED: 'Fallida', EXPIRED: 'Vencida' },
};
const vi: Texts = {
  filters: 'Bộ lọc giao dịch',
  kind: 'Loại',
  caption: 'Giao dịch của đội nhóm, mới nhất trước',
  empty: 'Đội nhóm không có nạp, rút hay chuyển tiền nào trong khoảng thời gian này.',
  column: { reference: 'Mã tham chiếu', kind: 'Loại', counterparty: 'Bên kia', amount: 'Số tiền' },
  kinds: { DEPOSIT: 'Nạp tiền', WITHDRAWAL: 'Rút tiền', TRANSFER: 'Chuyển tiền' },
  status: { PENDING: 'Đang chờ', COMPLETED: 'Hoàn tất', REJECTED: 'Bị từ chối', CANCELLED: 'Đã hủy', FAILED: 'Thất bại', EXPIRED: 'Hết hạn' },
};
const zh: Texts = {
  filters: '交易筛选',
  kind: '类型',
  caption: '团队交易，最新在前',
  empty: '该时间段内团队没有存款、取款或转账。',
  column: { reference: '单号', kind: '类型', counterparty: '对方', amount: '金额' },
  kinds: { DEPOSIT: '存款', WITHDRAWAL: '取款', TRANSFER: '转账' },
  status: { PENDING: '处理中', COMPLETED: '已完成', REJECTED: '已拒绝', CANCELLED: '已取消', FAILED: '失败', EXPIRED: '已过期' },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
