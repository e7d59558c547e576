/**
 * The words of template notifications in each content language. A template message stores its
 * template and values; it is worded here when the member lists the inbox, in the language of that
 * request, so a member who switches language reads their whole inbox in the new one.
 */
import { CURRENCY_SYMBOL } from '../accounts/members';
import type { ContentLanguage } from '../i18n/language';
import type { NotificationParams, NotificationTemplate } from './notify';

interface Wording {
  title: string;
  content: (values: { amount: string; orderNo: string; reason: string }) => string;
}

const WORDINGS: Record<NotificationTemplate, Record<ContentLanguage, Wording>> = {
  DEPOSIT_CREDITED: {
    en: { title: 'Deposit credited', content: (v) => `Your deposit of ${v.amount} (order ${v.orderNo}) has been credited to your wallet.` },
    es: { title: 'Depósito acreditado', content: (v) => `Tu depósito de ${v.amount} (orden ${v.orderNo}) se ha acreditado en tu billetera.` },
    vi: { title: 'Nạp tiền thành công', content: (v) => `Khoản nạp ${v.amount} (đơn ${v.orderNo}) đã được cộng vào ví của bạn.` },
    zh: { title: '存款已到账', content: (v) => `您的存款 ${v.amount}（订单 ${v.orderNo}）已存入您的钱包。` },
  },
  DEPOSIT_FAILED: {
    en: { title: 'Deposit failed', content: (v) => `Your deposit of ${v.amount} (order ${v.orderNo}) was not credited.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Depósito fallido', content: (v) => `Tu depósito de ${v.amount} (orden ${v.orderNo}) no se acreditó.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Nạp tiền thất bại', content: (v) => `Khoản nạp ${v.amount} (đơn ${v.orderNo}) không được cộng.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '存款失败', content: (v) => `您的存款 ${v.amount}（订单 ${v.orderNo}）未能到账。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  WITHDRAWAL_APPROVED: {
    en: { title: 'Withdrawal approved', content: (v) => `Your withdrawal of ${v.amount} (order ${v.orderNo}) has been approved.` },
    es: { title: 'Retiro aprobado', content: (v) => `Tu retiro de ${v.amount} (orden ${v.orderNo}) ha sido aprobado.` },
    vi: { title: 'Rút tiền được duyệt', content: (v) => `Yêu cầu rút ${v.amount} (đơn ${v.orderNo}) đã được duyệt.` },
    zh: { title: '取款已批准', content: (v) => `您的取款 ${v.amount}（订单 ${v.orderNo}）已获批准。` },
  },
  WITHDRAWAL_REJECTED: {
    en: { title: 'Withdrawal rejected', content: (v) => `Your withdrawal of ${v.amount} (order ${v.orderNo}) was rejected and the amount returned to your wallet.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Retiro rechazado', content: (v) => `Tu retiro de ${v.amount} (orden ${v.orderNo}) fue rechazado y el importe volvió a tu billetera.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Rút tiền bị từ chối', content: (v) => `Yêu cầu rút ${v.amount} (đơn ${v.orderNo}) đã bị từ chối và số tiền đã được hoàn về ví.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '取款被拒绝', content: (v) => `您的取款 ${v.amount}（订单 ${v.orderNo}）被拒绝，金额已退回您的钱包。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  // To the withdrawing member when a depositor sends proof of a matched payment (orderNo: the part).
  SLICE_PROOF_RECEIVED: {
    en: { title: 'Payment proof received', content: (v) => `A payer says they sent you ${v.amount} (part ${v.orderNo} of your withdrawal). Check your bank account, then confirm it or report it not received on the Withdraw page.` },
    es: { title: 'Comprobante de pago recibido', content: (v) => `Un pagador dice que te envió ${v.amount} (parte ${v.orderNo} de tu retiro). Revisa tu cuenta bancaria y confírmalo o indica que no lo recibiste en la página Retirar.` },
    vi: { title: 'Đã nhận chứng từ thanh toán', content: (v) => `Người nạp báo đã chuyển cho bạn ${v.amount} (phần ${v.orderNo} của lệnh rút). Hãy kiểm tra tài khoản ngân hàng, rồi xác nhận hoặc báo chưa nhận tại trang Rút tiền.` },
    zh: { title: '已收到付款凭证', content: (v) => `有付款人称已向您转账 ${v.amount}（您取款的部分 ${v.orderNo}）。请查看您的银行账户，然后在取款页面确认收到或报告未收到。` },
  },
  // To both members of a slice nobody answered in time, once an operator decided.
  SLICE_REVIEW_CONFIRMED: {
    en: { title: 'Matched payment confirmed by an operator', content: (v) => `An operator confirmed the payment of ${v.amount} (part ${v.orderNo}); the payer is credited.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Pago emparejado confirmado por un operador', content: (v) => `Un operador confirmó el pago de ${v.amount} (parte ${v.orderNo}); se abonó al pagador.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Nhân viên đã xác nhận khoản thanh toán ghép', content: (v) => `Nhân viên đã xác nhận khoản thanh toán ${v.amount} (phần ${v.orderNo}); người nạp đã được cộng tiền.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '操作员已确认匹配付款', content: (v) => `操作员已确认 ${v.amount} 的付款（部分 ${v.orderNo}），款项已记入付款人账户。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  SLICE_REVIEW_REFUSED: {
    en: { title: 'Matched payment refused by an operator', content: (v) => `An operator refused the payment of ${v.amount} (part ${v.orderNo}); nobody is credited and the amount goes back to the withdrawal.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Pago emparejado rechazado por un operador', content: (v) => `Un operador rechazó el pago de ${v.amount} (parte ${v.orderNo}); no se abona a nadie y el importe vuelve al retiro.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Nhân viên đã từ chối khoản thanh toán ghép', content: (v) => `Nhân viên đã từ chối khoản thanh toán ${v.amount} (phần ${v.orderNo}); không ai được cộng tiền và số tiền trở lại lệnh rút.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '操作员已拒绝匹配付款', content: (v) => `操作员已拒绝 ${v.amount} 的付款（部分 ${v.orderNo}），不向任何人入账，金额退回该取款。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  // A reward claim an operator reviewed (orderNo: the reward's title).
  REWARD_APPROVED: {
    en: { title: 'Reward approved', content: (v) => `Your claim of ${v.orderNo} (${v.amount}) was approved and paid.${v.reason ? ` Note: ${v.reason}` : ''}` },
    es: { title: 'Recompensa aprobada', content: (v) => `Tu reclamo de ${v.orderNo} (${v.amount}) fue aprobado y pagado.${v.reason ? ` Nota: ${v.reason}` : ''}` },
    vi: { title: 'Phần thưởng được duyệt', content: (v) => `Yêu cầu nhận ${v.orderNo} (${v.amount}) đã được duyệt và thanh toán.${v.reason ? ` Ghi chú: ${v.reason}` : ''}` },
    zh: { title: '奖励已批准', content: (v) => `您领取的 ${v.orderNo}（${v.amount}）已获批准并发放。${v.reason ? `备注：${v.reason}` : ''}` },
  },
  REWARD_REJECTED: {
    en: { title: 'Reward rejected', content: (v) => `Your claim of ${v.orderNo} (${v.amount}) was rejected.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Recompensa rechazada', content: (v) => `Tu reclamo de ${v.orderNo} (${v.amount}) fue rechazado.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Phần thưởng bị từ chối', content: (v) => `Yêu cầu nhận ${v.orderNo} (${v.amount}) đã bị từ chối.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '奖励被拒绝', content: (v) => `您领取的 ${v.orderNo}（${v.amount}）被拒绝。${v.reason ? `原因：${v.reason}` : ''}` },
  },
};

/** Is this a template we can word (a row written by a newer platform may carry one we do not know)? */
function isKnownTemplate(template: string): template is NotificationTemplate {
  return Object.hasOwn(WORDINGS, template);
}

/**
 * Title and content of a template message in `language`; null for a template this platform does
 * not know, so the caller shows the stored text instead of nothing.
 */
export function renderTemplate(template: string, params: Partial<NotificationParams> | null, language: ContentLanguage): { title: string; content: string } | null {
  if (!isKnownTemplate(template)) return null;
  const wording = WORDINGS[template][language];
  const amount = typeof params?.amount === 'string' ? `${CURRENCY_SYMBOL} ${params.amount}` : '';
  const orderNo = typeof params?.orderNo === 'string' ? params.orderNo : '';
  const reason = typeof params?.reason === 'string' ? params.reason : '';
  return { title: wording.title, content: wording.content({ amount, orderNo, reason }) };
}
