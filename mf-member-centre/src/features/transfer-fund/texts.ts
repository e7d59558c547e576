import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('transferFund.<key>') in the member namespace.
const en = {
  title: 'My wallet',
  walletsLabel: 'Your wallets',
  main: 'Main wallet',
  total: 'Total:',
  singleWallet: 'All games play from your main wallet: there is nothing to move.',
  formLabel: 'Move money between wallets',
  from: 'From',
  to: 'To',
  submit: 'Transfer',
  done: 'Transfer done.',
  recallAll: 'Recall all to main wallet',
  recalled: 'All vendor wallets were moved back to the main wallet.',
};

const es: typeof en = {
  title: 'Mi billetera',
  walletsLabel: 'Tus billeteras',
  main: 'Billetera principal',
  total: 'Total:',
  singleWallet: 'Todos los juegos usan tu billetera principal: no hay nada que mover.',
  formLabel: 'Mover dinero entre billeteras',
  from: 'Desde',
  to: 'Hacia',
  submit: 'Transferir',
  done: 'Transferencia realizada.',
  recallAll: 'Recuperar todo a la principal',
  recalled: 'Todas las billeteras de proveedores volvieron a la billetera principal.',
};

const vi: typeof en = {
  title: 'Ví của tôi',
  walletsLabel: 'Các ví của bạn',
  main: 'Ví chính',
  total: 'Tổng:',
  singleWallet: 'Mọi trò chơi đều dùng ví chính: không có gì để chuyển.',
  formLabel: 'Chuyển tiền giữa các ví',
  from: 'Từ',
  to: 'Đến',
  submit: 'Chuyển',
  done: 'Đã chuyển xong.',
  recallAll: 'Thu hồi tất cả về ví chính',
  recalled: 'Tất cả ví nhà cung cấp đã được chuyển về ví chính.',
};

const zh: typeof en = {
  title: '我的钱包',
  walletsLabel: '您的钱包',
  main: '主钱包',
  total: '合计：',
  singleWallet: '所有游戏都使用主钱包：无需转账。',
  formLabel: '钱包间转账',
  from: '转出',
  to: '转入',
  submit: '转账',
  done: '转账成功。',
  recallAll: '一键回收到主钱包',
  recalled: '所有厂商钱包已转回主钱包。',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
