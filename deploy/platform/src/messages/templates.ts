/**
 * The words of template notifications in each content language. A template message stores its
 * template and values; it is worded here when the member lists the inbox, in the language of that
 * request, so a member who switches language reads their whole inbox in the new one.
 */
import { CURRENCY_SYMBOL } from '../accounts/members';
import type { ContentLanguage } from '../i18n/language';
import type { NotificationParams, NotificationTemplate } from './notify';

interface Values {
  amount: string;
  orderNo: string;
  reason: string;
  /** The KYC document's kind, worded in the reader's language. */
  document: string;
  month: string;
  deposits: string;
  withdrawals: string;
  netResult: string;
  minutesPlayed: string;
  feedbackNo: string;
  reply: string;
  disputeBody: string;
}

interface Wording {
  title: string;
  content: (values: Values) => string;
}

/** A KYC document's kind as each language names it. */
const DOCUMENT_NAMES: Record<string, Record<ContentLanguage, string>> = {
  IDENTITY: { en: 'identity document', es: 'documento de identidad', vi: 'giấy tờ tùy thân', zh: '身份证件' },
  SOURCE_OF_FUNDS: { en: 'source of funds declaration', es: 'declaración de origen de los fondos', vi: 'bản kê khai nguồn tiền', zh: '资金来源声明' },
};

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
  // An operator's decision on a document the member sent (My account > Identity).
  KYC_APPROVED: {
    en: { title: 'Document approved', content: (v) => `Your ${v.document} has been approved. My account > Identity shows your verification level.` },
    es: { title: 'Documento aprobado', content: (v) => `Tu ${v.document} ha sido aprobado. Mi cuenta > Identidad muestra tu nivel de verificación.` },
    vi: { title: 'Giấy tờ đã được duyệt', content: (v) => `${capitalize(v.document)} của bạn đã được duyệt. Tài khoản của tôi > Danh tính hiển thị cấp xác minh của bạn.` },
    zh: { title: '文件已通过审核', content: (v) => `您的${v.document}已通过审核。“我的账户 > 身份验证”显示您的验证级别。` },
  },
  KYC_REJECTED: {
    en: { title: 'Document not accepted', content: (v) => `Your ${v.document} was not accepted. Reason: ${v.reason} You can send a new one in My account > Identity.` },
    es: { title: 'Documento no aceptado', content: (v) => `Tu ${v.document} no fue aceptado. Motivo: ${v.reason} Puedes enviar uno nuevo en Mi cuenta > Identidad.` },
    vi: { title: 'Giấy tờ không được chấp nhận', content: (v) => `${capitalize(v.document)} của bạn không được chấp nhận. Lý do: ${v.reason} Bạn có thể gửi lại tại Tài khoản của tôi > Danh tính.` },
    zh: { title: '文件未被接受', content: (v) => `您的${v.document}未被接受。原因：${v.reason} 您可以在“我的账户 > 身份验证”中重新提交。` },
  },
  // At the start of a site month, to every member with activity in the month before.
  STATEMENT_MONTHLY: {
    en: {
      title: 'Your monthly activity statement',
      content: (v) => `Your activity in ${v.month}: deposits ${v.deposits}, withdrawals ${v.withdrawals}, net result ${v.netResult}, time played ${v.minutesPlayed} min. The full statement is on the Responsible gaming page.`,
    },
    es: {
      title: 'Tu resumen mensual de actividad',
      content: (v) => `Tu actividad en ${v.month}: depósitos ${v.deposits}, retiros ${v.withdrawals}, resultado neto ${v.netResult}, tiempo de juego ${v.minutesPlayed} min. El resumen completo está en la página Juego responsable.`,
    },
    vi: {
      title: 'Bảng kê hoạt động hằng tháng',
      content: (v) => `Hoạt động của bạn trong ${v.month}: nạp ${v.deposits}, rút ${v.withdrawals}, kết quả ròng ${v.netResult}, thời gian chơi ${v.minutesPlayed} phút. Bảng kê đầy đủ ở trang Chơi có trách nhiệm.`,
    },
    zh: {
      title: '您的月度活动报表',
      content: (v) => `您在 ${v.month} 的活动：存款 ${v.deposits}，取款 ${v.withdrawals}，净输赢 ${v.netResult}，游戏时长 ${v.minutesPlayed} 分钟。完整报表见“负责任博彩”页面。`,
    },
  },
  // An operator's reply to the member's feedback (the reply is the operator's own words, as written);
  // a complaint's final answer also names the dispute body.
  FEEDBACK_REPLIED: {
    en: {
      title: 'Reply to your feedback',
      content: (v) => `We replied to your feedback ${v.feedbackNo}: ${v.reply}${v.disputeBody ? ` If you are not satisfied with this answer, you may refer your complaint to ${v.disputeBody}.` : ''}`,
    },
    es: {
      title: 'Respuesta a tu comentario',
      content: (v) => `Respondimos a tu comentario ${v.feedbackNo}: ${v.reply}${v.disputeBody ? ` Si no estás conforme con esta respuesta, puedes presentar tu reclamación ante ${v.disputeBody}.` : ''}`,
    },
    vi: {
      title: 'Phản hồi góp ý của bạn',
      content: (v) => `Chúng tôi đã trả lời góp ý ${v.feedbackNo} của bạn: ${v.reply}${v.disputeBody ? ` Nếu chưa hài lòng với câu trả lời này, bạn có thể gửi khiếu nại đến ${v.disputeBody}.` : ''}`,
    },
    zh: {
      title: '您的反馈已回复',
      content: (v) => `我们已回复您的反馈 ${v.feedbackNo}：${v.reply}${v.disputeBody ? ` 如您对此答复不满意，可将投诉提交至 ${v.disputeBody}。` : ''}`,
    },
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The member-centre page a template message leads to, when it has one. */
const LINKS: Partial<Record<NotificationTemplate, { page: string; section?: string }>> = {
  KYC_APPROVED: { page: 'securityCenter', section: 'identity' },
  KYC_REJECTED: { page: 'securityCenter', section: 'identity' },
  STATEMENT_MONTHLY: { page: 'responsibleGaming', section: 'statement' },
  FEEDBACK_REPLIED: { page: 'feedback' },
};

/** Is this a template we can word (a row written by a newer platform may carry one we do not know)? */
function isKnownTemplate(template: string): template is NotificationTemplate {
  return Object.hasOwn(WORDINGS, template);
}

/**
 * Title and content of a template message in `language`; null for a template this platform does
 * not know, so the caller shows the stored text instead of nothing.
 */
export function renderTemplate(
  template: string,
  params: Partial<NotificationParams> | null,
  language: ContentLanguage,
): { title: string; content: string; link?: { page: string; section?: string } } | null {
  if (!isKnownTemplate(template)) return null;
  const wording = WORDINGS[template][language];
  const amount = typeof params?.amount === 'string' ? `${CURRENCY_SYMBOL} ${params.amount}` : '';
  const orderNo = typeof params?.orderNo === 'string' ? params.orderNo : '';
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const money = (value: unknown) => (typeof value === 'string' ? `${CURRENCY_SYMBOL} ${value}` : '');
  const document = typeof params?.document === 'string' ? (DOCUMENT_NAMES[params.document]?.[language] ?? params.document) : '';
  return {
    title: wording.title,
    content: wording.content({
      amount,
      orderNo,
      reason: text(params?.reason),
      document,
      month: text(params?.month),
      deposits: money(params?.deposits),
      withdrawals: money(params?.withdrawals),
      netResult: money(params?.netResult),
      minutesPlayed: text(params?.minutesPlayed),
      feedbackNo: text(params?.feedbackNo),
      reply: text(params?.reply),
      disputeBody: text(params?.disputeBody),
    }),
    ...(LINKS[template] ? { link: LINKS[template] } : {}),
  };
}
