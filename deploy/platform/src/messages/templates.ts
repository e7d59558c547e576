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
