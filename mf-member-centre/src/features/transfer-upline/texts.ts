import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('transferUpline.<key>') in the member namespace.
const en = {
  title: 'Transfer to upline',
  noUpline: 'You have no upline to transfer to.',
  upline: 'Upline',
  balance: 'Main wallet',
  usedToday: 'Sent today',
  formLabel: 'Transfer to your upline',
  limitsHint: 'From {{min}} to {{max}} per transfer, at most {{dailyMax}} a day.',
  submit: 'Transfer',
  done: 'Transfer done. Reference {{reference}}.',
  needPaymentPassword: 'Set a payment password first: it protects your transfers.',
  setPaymentPassword: 'Set payment password',
};

const es: typeof en = {
  title: 'Transferir al superior',
  noUpline: 'No tienes un superior al que transferir.',
  upline: 'Superior',
  balance: 'Billetera principal',
  usedToday: 'Enviado hoy',
  formLabel: 'Transferir a tu superior',
  limitsHint: 'De {{min}} a {{max}} por transferencia, como máximo {{dailyMax}} al día.',
  submit: 'Transferir',
  done: 'Transferencia realizada. Referencia {{reference}}.',
  needPaymentPassword: 'Primero crea una contraseña de pago: protege tus transferencias.',
  setPaymentPassword: 'Crear contraseña de pago',
};

const vi: typeof en = {
  title: 'Chuyển cho cấp trên',
  noUpline: 'Bạn không có cấp trên để chuyển tiền.',
  upline: 'Cấp trên',
  balance: 'Ví chính',
  usedToday: 'Đã gửi hôm nay',
  formLabel: 'Chuyển tiền cho cấp trên',
  limitsHint: 'Từ {{min}} đến {{max}} mỗi lần, tối đa {{dailyMax}} mỗi ngày.',
  submit: 'Chuyển',
  done: 'Đã chuyển xong. Mã tham chiếu {{reference}}.',
  needPaymentPassword: 'Hãy đặt mật khẩu thanh toán trước: nó bảo vệ các giao dịch chuyển tiền.',
  setPaymentPassword: 'Đặt mật khẩu thanh toán',
};

const zh: typeof en = {
  title: '转账给上级',
  noUpline: '您没有可转账的上级。',
  upline: '上级',
  balance: '主钱包',
  usedToday: '今日已转',
  formLabel: '转账给您的上级',
  limitsHint: '每笔 {{min}} 至 {{max}}，每日最多 {{dailyMax}}。',
  submit: '转账',
  done: '转账成功。参考号 {{reference}}。',
  needPaymentPassword: '请先设置支付密码：它保护您的转账。',
  setPaymentPassword: '设置支付密码',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
