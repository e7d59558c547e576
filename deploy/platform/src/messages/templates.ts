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
  /** A reward's or bonus's title (may be empty). */
  title: string;
  /** The wallet a credit went to. */
  bonusWallet: boolean;
  /** Money still to wager, with the currency. */
  wagering: string;
  cause: string;
  /** Times, as 'YYYY-MM-DD HH:mm UTC' (empty when not given). */
  expiresAt: string;
  claimBy: string;
  confirmableFrom: string;
  until: string;
  dueAt: string;
  /** A limit's kind and period, worded in the reader's language, and its value with its unit (empty: removed). */
  limitKind: string;
  period: string;
  value: string;
  level: string;
  mission: string;
  friend: string;
  promotion: string;
  item: string;
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
  // A complaint nobody answered within the configured time, escalated by the platform's timer.
  COMPLAINT_ESCALATED: {
    en: { title: 'Your complaint was escalated', content: (v) => `Your complaint ${v.feedbackNo} was not answered in time, so it has been escalated to a senior member of our team. We will reply as soon as possible.` },
    es: { title: 'Tu reclamación fue escalada', content: (v) => `Tu reclamación ${v.feedbackNo} no recibió respuesta a tiempo, así que se ha escalado a un responsable de nuestro equipo. Te responderemos lo antes posible.` },
    vi: { title: 'Khiếu nại của bạn đã được chuyển cấp', content: (v) => `Khiếu nại ${v.feedbackNo} của bạn chưa được trả lời kịp thời nên đã được chuyển lên cấp quản lý. Chúng tôi sẽ phản hồi sớm nhất có thể.` },
    zh: { title: '您的投诉已升级处理', content: (v) => `您的投诉 ${v.feedbackNo} 未能及时得到答复，已升级至主管处理。我们会尽快回复您。` },
  },
  // Any reward credit but a rebate (an operator's grant, a reward centre or raffle claim): to MAIN, or to BONUS with wagering.
  BONUS_CREDITED: {
    en: {
      title: 'Bonus credited',
      content: (v) =>
        `A bonus of ${v.amount}${v.title ? ` (${v.title})` : ''} has been credited to your ${v.bonusWallet ? `bonus wallet. Wager ${v.wagering} to release it to your main wallet.` : 'main wallet.'}`,
    },
    es: {
      title: 'Bono acreditado',
      content: (v) =>
        `Se ha acreditado un bono de ${v.amount}${v.title ? ` (${v.title})` : ''} en tu ${v.bonusWallet ? `billetera de bono. Apuesta ${v.wagering} para liberarlo a tu billetera principal.` : 'billetera principal.'}`,
    },
    vi: {
      title: 'Đã cộng tiền thưởng',
      content: (v) =>
        `Khoản thưởng ${v.amount}${v.title ? ` (${v.title})` : ''} đã được cộng vào ${v.bonusWallet ? `ví thưởng của bạn. Hãy cược đủ ${v.wagering} để chuyển sang ví chính.` : 'ví chính của bạn.'}`,
    },
    zh: {
      title: '奖金已到账',
      content: (v) => `${v.amount} 的奖金${v.title ? `（${v.title}）` : ''}已存入您的${v.bonusWallet ? `奖金钱包。完成 ${v.wagering} 的投注后即可转入主钱包。` : '主钱包。'}`,
    },
  },
  BONUS_RELEASED: {
    en: { title: 'Bonus released', content: (v) => `You met the wagering requirement: ${v.amount} of your bonus has been moved to your main wallet.` },
    es: { title: 'Bono liberado', content: (v) => `Cumpliste el requisito de apuesta: ${v.amount} de tu bono pasó a tu billetera principal.` },
    vi: { title: 'Tiền thưởng đã được giải phóng', content: (v) => `Bạn đã đạt yêu cầu cược: ${v.amount} tiền thưởng đã được chuyển vào ví chính.` },
    zh: { title: '奖金已释放', content: (v) => `您已完成投注要求：奖金中的 ${v.amount} 已转入您的主钱包。` },
  },
  // A grant closed without release: forfeited (a withdrawal, a time-out or self-exclusion), expired, or too low to bet with.
  BONUS_FORFEITED: {
    en: {
      title: 'Bonus forfeited',
      content: (v) =>
        `${v.cause === 'EXPIRED' ? 'Your bonus expired before its wagering requirement was met' : v.cause === 'CLEARED_LOW_BALANCE' ? 'Your bonus ended because its balance was too low to bet with' : 'Your bonus was forfeited before its wagering requirement was met'}; ${v.amount} left your bonus wallet.`,
    },
    es: {
      title: 'Bono perdido',
      content: (v) =>
        `${v.cause === 'EXPIRED' ? 'Tu bono venció antes de cumplir su requisito de apuesta' : v.cause === 'CLEARED_LOW_BALANCE' ? 'Tu bono terminó porque su saldo era demasiado bajo para apostar' : 'Tu bono se perdió antes de cumplir su requisito de apuesta'}; ${v.amount} salió de tu billetera de bono.`,
    },
    vi: {
      title: 'Tiền thưởng bị hủy',
      content: (v) =>
        `${v.cause === 'EXPIRED' ? 'Tiền thưởng của bạn đã hết hạn trước khi đạt yêu cầu cược' : v.cause === 'CLEARED_LOW_BALANCE' ? 'Tiền thưởng của bạn đã kết thúc vì số dư quá thấp để đặt cược' : 'Tiền thưởng của bạn đã bị hủy trước khi đạt yêu cầu cược'}; ${v.amount} đã bị thu hồi khỏi ví thưởng.`,
    },
    zh: {
      title: '奖金已失效',
      content: (v) =>
        `${v.cause === 'EXPIRED' ? '您的奖金在完成投注要求前已过期' : v.cause === 'CLEARED_LOW_BALANCE' ? '您的奖金余额过低，无法继续投注，奖金已结束' : '您的奖金在完成投注要求前已被取消'}；奖金钱包中的 ${v.amount} 已收回。`,
    },
  },
  // Once per grant, within a day of its expiry.
  BONUS_EXPIRING: {
    en: { title: 'Bonus expiring soon', content: (v) => `Your bonus of ${v.amount} expires at ${v.expiresAt}. Wager ${v.wagering} more before then to release it; otherwise it is forfeited.` },
    es: { title: 'Tu bono vence pronto', content: (v) => `Tu bono de ${v.amount} vence el ${v.expiresAt}. Apuesta ${v.wagering} más antes de esa hora para liberarlo; si no, se perderá.` },
    vi: { title: 'Tiền thưởng sắp hết hạn', content: (v) => `Tiền thưởng ${v.amount} của bạn hết hạn lúc ${v.expiresAt}. Hãy cược thêm ${v.wagering} trước thời điểm đó để giải phóng; nếu không, tiền thưởng sẽ bị hủy.` },
    zh: { title: '奖金即将过期', content: (v) => `您的奖金 ${v.amount} 将于 ${v.expiresAt} 过期。请在此之前再投注 ${v.wagering} 以释放奖金，否则奖金将被取消。` },
  },
  REBATE_CREDITED: {
    en: { title: 'Rebate credited', content: (v) => `Your rebate of ${v.amount} has been credited to your ${v.bonusWallet ? `bonus wallet. Wager ${v.wagering} to release it to your main wallet.` : 'main wallet.'}` },
    es: { title: 'Reembolso acreditado', content: (v) => `Tu reembolso de ${v.amount} se ha acreditado en tu ${v.bonusWallet ? `billetera de bono. Apuesta ${v.wagering} para liberarlo a tu billetera principal.` : 'billetera principal.'}` },
    vi: { title: 'Đã cộng tiền hoàn trả', content: (v) => `Khoản hoàn trả ${v.amount} đã được cộng vào ${v.bonusWallet ? `ví thưởng của bạn. Hãy cược đủ ${v.wagering} để chuyển sang ví chính.` : 'ví chính của bạn.'}` },
    zh: { title: '返水已到账', content: (v) => `您的返水 ${v.amount} 已存入您的${v.bonusWallet ? `奖金钱包。完成 ${v.wagering} 的投注后即可转入主钱包。` : '主钱包。'}` },
  },
  // A reward issued to the reward centre, waiting for the member's claim: an offer, so promotional.
  REWARD_ISSUED: {
    en: { title: 'New reward to claim', content: (v) => `${v.title} is waiting in your reward centre. Claim it before ${v.claimBy}.` },
    es: { title: 'Nueva recompensa para reclamar', content: (v) => `${v.title} te espera en tu centro de recompensas. Reclámala antes del ${v.claimBy}.` },
    vi: { title: 'Có phần thưởng mới', content: (v) => `${v.title} đang chờ bạn trong trung tâm phần thưởng. Hãy nhận trước ${v.claimBy}.` },
    zh: { title: '有新奖励待领取', content: (v) => `${v.title} 已在您的奖励中心等待领取，请在 ${v.claimBy} 前领取。` },
  },
  // A points-mall redemption an operator decided.
  REDEEM_APPROVED: {
    en: { title: 'Redemption approved', content: (v) => `Your redemption of ${v.item} was approved.` },
    es: { title: 'Canje aprobado', content: (v) => `Tu canje de ${v.item} fue aprobado.` },
    vi: { title: 'Đổi quà được duyệt', content: (v) => `Yêu cầu đổi ${v.item} của bạn đã được duyệt.` },
    zh: { title: '兑换已批准', content: (v) => `您兑换的 ${v.item} 已获批准。` },
  },
  REDEEM_REJECTED: {
    en: { title: 'Redemption rejected', content: (v) => `Your redemption of ${v.item} was rejected and your points returned.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Canje rechazado', content: (v) => `Tu canje de ${v.item} fue rechazado y se devolvieron tus puntos.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Đổi quà bị từ chối', content: (v) => `Yêu cầu đổi ${v.item} của bạn đã bị từ chối và điểm đã được hoàn lại.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '兑换被拒绝', content: (v) => `您兑换的 ${v.item} 被拒绝，积分已退回。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  VIP_LEVEL_UP: {
    en: { title: 'VIP level up', content: (v) => `Congratulations: you reached VIP level ${v.level}. See your new benefits on the VIP page.` },
    es: { title: 'Subiste de nivel VIP', content: (v) => `Enhorabuena: alcanzaste el nivel VIP ${v.level}. Consulta tus nuevos beneficios en la página VIP.` },
    vi: { title: 'Lên cấp VIP', content: (v) => `Chúc mừng: bạn đã đạt cấp VIP ${v.level}. Xem quyền lợi mới tại trang VIP.` },
    zh: { title: 'VIP 等级提升', content: (v) => `恭喜：您已达到 VIP ${v.level} 级。请在 VIP 页面查看新权益。` },
  },
  VIP_LEVEL_DOWN: {
    en: { title: 'VIP level changed', content: (v) => `Your VIP level is now ${v.level}. The VIP page shows what each level needs.` },
    es: { title: 'Tu nivel VIP cambió', content: (v) => `Tu nivel VIP ahora es ${v.level}. La página VIP muestra lo que pide cada nivel.` },
    vi: { title: 'Cấp VIP đã thay đổi', content: (v) => `Cấp VIP của bạn hiện là ${v.level}. Trang VIP cho biết điều kiện của từng cấp.` },
    zh: { title: 'VIP 等级变更', content: (v) => `您的 VIP 等级现为 ${v.level} 级。VIP 页面列出各等级的要求。` },
  },
  MISSION_COMPLETED: {
    en: { title: 'Mission completed', content: (v) => `You completed the mission ${v.mission}. Its reward is waiting in your reward centre.` },
    es: { title: 'Misión completada', content: (v) => `Completaste la misión ${v.mission}. Su recompensa te espera en tu centro de recompensas.` },
    vi: { title: 'Hoàn thành nhiệm vụ', content: (v) => `Bạn đã hoàn thành nhiệm vụ ${v.mission}. Phần thưởng đang chờ trong trung tâm phần thưởng.` },
    zh: { title: '任务已完成', content: (v) => `您已完成任务 ${v.mission}，奖励已在奖励中心等待领取。` },
  },
  REFERRAL_QUALIFIED: {
    en: { title: 'Referral qualified', content: (v) => `Your friend ${v.friend} has qualified. Your referral reward is waiting in your reward centre.` },
    es: { title: 'Referido válido', content: (v) => `Tu amigo ${v.friend} cumplió los requisitos. Tu recompensa por referido te espera en tu centro de recompensas.` },
    vi: { title: 'Người được giới thiệu đã đủ điều kiện', content: (v) => `Bạn của bạn ${v.friend} đã đủ điều kiện. Phần thưởng giới thiệu đang chờ trong trung tâm phần thưởng.` },
    zh: { title: '推荐好友已达标', content: (v) => `您推荐的好友 ${v.friend} 已达标，推荐奖励已在奖励中心等待领取。` },
  },
  // The member's own application to a promotion, decided: a decision on their request, so transactional.
  PROMOTION_APPROVED: {
    en: { title: 'Promotion application approved', content: (v) => `Your application for ${v.promotion} was approved.` },
    es: { title: 'Solicitud de promoción aprobada', content: (v) => `Tu solicitud para ${v.promotion} fue aprobada.` },
    vi: { title: 'Đơn tham gia khuyến mãi được duyệt', content: (v) => `Đơn đăng ký ${v.promotion} của bạn đã được duyệt.` },
    zh: { title: '活动申请已批准', content: (v) => `您对 ${v.promotion} 的申请已获批准。` },
  },
  PROMOTION_REJECTED: {
    en: { title: 'Promotion application rejected', content: (v) => `Your application for ${v.promotion} was rejected.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    es: { title: 'Solicitud de promoción rechazada', content: (v) => `Tu solicitud para ${v.promotion} fue rechazada.${v.reason ? ` Motivo: ${v.reason}` : ''}` },
    vi: { title: 'Đơn tham gia khuyến mãi bị từ chối', content: (v) => `Đơn đăng ký ${v.promotion} của bạn đã bị từ chối.${v.reason ? ` Lý do: ${v.reason}` : ''}` },
    zh: { title: '活动申请被拒绝', content: (v) => `您对 ${v.promotion} 的申请被拒绝。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  // A limit in force now: set or lowered by the member, a raise confirmed, or the operator's change.
  LIMIT_SET: {
    en: { title: 'Limit set', content: (v) => (v.value ? `Your ${v.limitKind} limit per ${v.period} is now ${v.value}.` : `Your ${v.limitKind} limit per ${v.period} has been removed.`) },
    es: { title: 'Límite establecido', content: (v) => (v.value ? `Tu límite de ${v.limitKind} por ${v.period} ahora es ${v.value}.` : `Se eliminó tu límite de ${v.limitKind} por ${v.period}.`) },
    vi: { title: 'Đã đặt giới hạn', content: (v) => (v.value ? `Giới hạn ${v.limitKind} mỗi ${v.period} của bạn hiện là ${v.value}.` : `Giới hạn ${v.limitKind} mỗi ${v.period} của bạn đã được gỡ bỏ.`) },
    zh: { title: '限额已设置', content: (v) => (v.value ? `您的${v.period}${v.limitKind}限额现为 ${v.value}。` : `您的${v.period}${v.limitKind}限额已取消。`) },
  },
  // A raise or removal the member asked for, waiting out its cooling-off.
  LIMIT_RAISE_PENDING: {
    en: {
      title: 'Limit change waiting',
      content: (v) =>
        `You asked to ${v.value ? `raise your ${v.limitKind} limit per ${v.period} to ${v.value}` : `remove your ${v.limitKind} limit per ${v.period}`}. The current limit stays in force; you can confirm the change from ${v.confirmableFrom}.`,
    },
    es: {
      title: 'Cambio de límite en espera',
      content: (v) =>
        `Pediste ${v.value ? `subir tu límite de ${v.limitKind} por ${v.period} a ${v.value}` : `eliminar tu límite de ${v.limitKind} por ${v.period}`}. El límite actual sigue vigente; podrás confirmar el cambio a partir del ${v.confirmableFrom}.`,
    },
    vi: {
      title: 'Thay đổi giới hạn đang chờ',
      content: (v) =>
        `Bạn đã yêu cầu ${v.value ? `nâng giới hạn ${v.limitKind} mỗi ${v.period} lên ${v.value}` : `gỡ bỏ giới hạn ${v.limitKind} mỗi ${v.period}`}. Giới hạn hiện tại vẫn áp dụng; bạn có thể xác nhận thay đổi từ ${v.confirmableFrom}.`,
    },
    zh: {
      title: '限额变更待确认',
      content: (v) => `您已申请${v.value ? `将${v.period}${v.limitKind}限额提高至 ${v.value}` : `取消${v.period}${v.limitKind}限额`}。当前限额仍然有效；您可从 ${v.confirmableFrom} 起确认此变更。`,
    },
  },
  TIME_OUT_STARTED: {
    en: { title: 'Time-out started', content: (v) => `Your time-out has started. Play, deposits and promotions are paused until ${v.until}.` },
    es: { title: 'Pausa iniciada', content: (v) => `Tu pausa ha comenzado. El juego, los depósitos y las promociones quedan suspendidos hasta el ${v.until}.` },
    vi: { title: 'Đã bắt đầu tạm nghỉ', content: (v) => `Thời gian tạm nghỉ của bạn đã bắt đầu. Chơi, nạp tiền và khuyến mãi bị tạm dừng đến ${v.until}.` },
    zh: { title: '冷静期已开始', content: (v) => `您的冷静期已开始。在 ${v.until} 之前，游戏、存款和优惠活动将暂停。` },
  },
  SELF_EXCLUSION_STARTED: {
    en: {
      title: 'Self-exclusion started',
      content: (v) => `Your self-exclusion has started${v.until ? ` and lasts until ${v.until}` : ' with no end date'}. Play, deposits and promotions are closed to you; the Responsible gaming page lists where to find help.`,
    },
    es: {
      title: 'Autoexclusión iniciada',
      content: (v) => `Tu autoexclusión ha comenzado${v.until ? ` y dura hasta el ${v.until}` : ' sin fecha de fin'}. El juego, los depósitos y las promociones quedan cerrados para ti; la página Juego responsable indica dónde encontrar ayuda.`,
    },
    vi: {
      title: 'Đã bắt đầu tự loại trừ',
      content: (v) => `Thời gian tự loại trừ của bạn đã bắt đầu${v.until ? ` và kéo dài đến ${v.until}` : ', không có ngày kết thúc'}. Bạn không thể chơi, nạp tiền hay nhận khuyến mãi; trang Chơi có trách nhiệm có thông tin nơi tìm trợ giúp.`,
    },
    zh: {
      title: '自我排除已开始',
      content: (v) => `您的自我排除已开始${v.until ? `，持续至 ${v.until}` : '，没有结束日期'}。您将无法游戏、存款或参加优惠活动；“负责任博彩”页面列出了求助途径。`,
    },
  },
  // Deposits passed a verification threshold: the identity check (with its due time) or a source-of-funds declaration.
  VERIFICATION_REQUIRED: {
    en: { title: 'Verification required', content: (v) => `We need your ${v.document}${v.dueAt ? ` by ${v.dueAt}` : ''}. Withdrawals need it; send it in My account > Identity.` },
    es: { title: 'Verificación necesaria', content: (v) => `Necesitamos tu ${v.document}${v.dueAt ? ` antes del ${v.dueAt}` : ''}. Los retiros lo requieren; envíalo en Mi cuenta > Identidad.` },
    vi: { title: 'Cần xác minh', content: (v) => `Chúng tôi cần ${v.document} của bạn${v.dueAt ? ` trước ${v.dueAt}` : ''}. Cần có để rút tiền; hãy gửi tại Tài khoản của tôi > Danh tính.` },
    zh: { title: '需要验证', content: (v) => `我们需要您的${v.document}${v.dueAt ? `（截止 ${v.dueAt}）` : ''}。取款需要此文件；请在“我的账户 > 身份验证”中提交。` },
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The member-centre page a template message leads to, when it has one. */
const LINKS: Partial<Record<NotificationTemplate, { page: string; section?: string }>> = {
  KYC_APPROVED: { page: 'securityCenter', section: 'identity' },
  KYC_REJECTED: { page: 'securityCenter', section: 'identity' },
  VERIFICATION_REQUIRED: { page: 'securityCenter', section: 'identity' },
  STATEMENT_MONTHLY: { page: 'responsibleGaming', section: 'statement' },
  LIMIT_SET: { page: 'responsibleGaming' },
  LIMIT_RAISE_PENDING: { page: 'responsibleGaming' },
  TIME_OUT_STARTED: { page: 'responsibleGaming' },
  SELF_EXCLUSION_STARTED: { page: 'responsibleGaming' },
  FEEDBACK_REPLIED: { page: 'feedback' },
  COMPLAINT_ESCALATED: { page: 'feedback' },
  BONUS_CREDITED: { page: 'bonusDetails' },
  BONUS_RELEASED: { page: 'bonusDetails' },
  BONUS_FORFEITED: { page: 'bonusDetails' },
  BONUS_EXPIRING: { page: 'bonusDetails' },
  REBATE_CREDITED: { page: 'manualRebate' },
  REWARD_ISSUED: { page: 'rewardCenter' },
  MISSION_COMPLETED: { page: 'rewardCenter' },
  REFERRAL_QUALIFIED: { page: 'rewardCenter' },
};

/** A limit's kind and period as each language names them inside a sentence. */
const LIMIT_KINDS: Record<string, Record<ContentLanguage, string>> = {
  DEPOSIT: { en: 'deposit', es: 'depósito', vi: 'nạp tiền', zh: '存款' },
  LOSS: { en: 'loss', es: 'pérdida', vi: 'thua lỗ', zh: '亏损' },
  WAGER: { en: 'wager', es: 'apuesta', vi: 'tiền cược', zh: '投注' },
  PLAY_MINUTES: { en: 'play time', es: 'tiempo de juego', vi: 'thời gian chơi', zh: '游戏时长' },
};
const LIMIT_PERIODS: Record<string, Record<ContentLanguage, string>> = {
  SESSION: { en: 'session', es: 'sesión', vi: 'phiên', zh: '每次会话' },
  DAY: { en: 'day', es: 'día', vi: 'ngày', zh: '每日' },
  WEEK: { en: 'week', es: 'semana', vi: 'tuần', zh: '每周' },
  MONTH: { en: 'month', es: 'mes', vi: 'tháng', zh: '每月' },
};
const MINUTES: Record<ContentLanguage, string> = { en: 'min', es: 'min', vi: 'phút', zh: '分钟' };

/** A stored ISO time as every language shows it here: 'YYYY-MM-DD HH:mm UTC' (empty when absent or unreadable). */
function shownTime(value: unknown): string {
  if (typeof value !== 'string') return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? '' : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The English title of a template: stored with the message, for a reader of a platform that no longer knows it. */
export function storedTitle(template: NotificationTemplate): string {
  return WORDINGS[template].en.title;
}

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
  const named = (names: Record<string, Record<ContentLanguage, string>>, value: unknown) => (typeof value === 'string' ? (names[value]?.[language] ?? value) : '');
  const document = named(DOCUMENT_NAMES, params?.document);
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
      title: text(params?.title),
      bonusWallet: params?.wallet === 'BONUS',
      wagering: money(params?.wagering),
      cause: text(params?.cause),
      expiresAt: shownTime(params?.expiresAt),
      claimBy: shownTime(params?.claimBy),
      confirmableFrom: shownTime(params?.confirmableFrom),
      until: shownTime(params?.until),
      dueAt: shownTime(params?.dueAt),
      limitKind: named(LIMIT_KINDS, params?.limitKind),
      period: named(LIMIT_PERIODS, params?.period),
      value: typeof params?.value !== 'string' ? '' : params.limitKind === 'PLAY_MINUTES' ? `${params.value} ${MINUTES[language]}` : money(params.value),
      level: text(params?.level),
      mission: text(params?.mission),
      friend: text(params?.friend),
      promotion: text(params?.promotion),
      item: text(params?.item),
    }),
    ...(LINKS[template] ? { link: LINKS[template] } : {}),
  };
}
