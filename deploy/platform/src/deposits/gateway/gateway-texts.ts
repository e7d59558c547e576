/** The payment page's words in the site's four languages. */
export const GATEWAY_LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
export type GatewayLanguage = (typeof GATEWAY_LANGUAGES)[number];

export function gatewayLanguage(lang: string | undefined): GatewayLanguage {
  return (GATEWAY_LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as GatewayLanguage) : 'en';
}

export interface GatewayTexts {
  brand: string;
  title: string;
  merchant: string;
  merchantName: string;
  order: string;
  amount: string;
  payBefore: string;
  pay: string;
  cancel: string;
  paid: string;
  paidText: string;
  cancelled: string;
  cancelledText: string;
  closed: string;
  closedText: string;
  notFound: string;
  notFoundText: string;
  back: string;
  demoNote: string;
}

export const GATEWAY_TEXTS: Record<GatewayLanguage, GatewayTexts> = {
  en: {
    brand: 'DemoPay',
    title: 'Complete your payment',
    merchant: 'Merchant',
    merchantName: 'Site deposit',
    order: 'Order',
    amount: 'Amount',
    payBefore: 'Pay before',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'Payment successful',
    paidText: 'The merchant has been told. You can close this window and return to the site.',
    cancelled: 'Payment cancelled',
    cancelledText: 'Nothing was charged. You can close this window.',
    closed: 'Payment closed',
    closedText: 'This payment has expired or was withdrawn by the merchant. Nothing was charged.',
    notFound: 'Payment not found',
    notFoundText: 'This payment link is not valid.',
    back: 'Back to the site',
    demoNote: 'Demo gateway: no real money is charged.',
  },
  es: {
    brand: 'DemoPay',
    title: 'Complete su pago',
    merchant: 'Comercio',
    merchantName: 'Depósito del sitio',
    order: 'Pedido',
    amount: 'Importe',
    payBefore: 'Pagar antes de',
    pay: 'Pagar',
    cancel: 'Cancelar',
    paid: 'Pago realizado',
    paidText: 'Se ha avisado al comercio. Puede cerrar esta ventana y volver al sitio.',
    cancelled: 'Pago cancelado',
    cancelledText: 'No se ha cobrado nada. Puede cerrar esta ventana.',
    closed: 'Pago cerrado',
    closedText: 'Este pago ha caducado o el comercio lo retiró. No se ha cobrado nada.',
    notFound: 'Pago no encontrado',
    notFoundText: 'Este enlace de pago no es válido.',
    back: 'Volver al sitio',
    demoNote: 'Pasarela de demostración: no se cobra dinero real.',
  },
  vi: {
    brand: 'DemoPay',
    title: 'Hoàn tất thanh toán',
    merchant: 'Người bán',
    merchantName: 'Nạp tiền trang web',
    order: 'Đơn hàng',
    amount: 'Số tiền',
    payBefore: 'Thanh toán trước',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    paid: 'Thanh toán thành công',
    paidText: 'Người bán đã được thông báo. Bạn có thể đóng cửa sổ này và quay lại trang web.',
    cancelled: 'Đã hủy thanh toán',
    cancelledText: 'Không có khoản nào bị trừ. Bạn có thể đóng cửa sổ này.',
    closed: 'Thanh toán đã đóng',
    closedText: 'Khoản thanh toán này đã hết hạn hoặc bị người bán thu hồi. Không có khoản nào bị trừ.',
    notFound: 'Không tìm thấy thanh toán',
    notFoundText: 'Liên kết thanh toán này không hợp lệ.',
    back: 'Quay lại trang web',
    demoNote: 'Cổng thử nghiệm: không trừ tiền thật.',
  },
  zh: {
    brand: 'DemoPay',
    title: '完成付款',
    merchant: '商户',
    merchantName: '网站充值',
    order: '订单',
    amount: '金额',
    payBefore: '请在此时间前付款',
    pay: '付款',
    cancel: '取消',
    paid: '付款成功',
    paidText: '已通知商户。您可以关闭此窗口并返回网站。',
    cancelled: '付款已取消',
    cancelledText: '未扣任何款项。您可以关闭此窗口。',
    closed: '付款已关闭',
    closedText: '此付款已过期或已被商户撤回，未扣任何款项。',
    notFound: '找不到付款',
    notFoundText: '此付款链接无效。',
    back: '返回网站',
    demoNote: '演示支付网关：不会扣除真实款项。',
  },
};
