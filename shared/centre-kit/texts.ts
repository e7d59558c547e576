/**
 * The centre kit's own texts (loading, empty and error states, paging, forms, the wording of form
 * problems), in the 'centre-kit' namespace: t('pager.next'). en, es, vi and zh are complete (the
 * Texts type and texts.test.ts check it); other languages fall back to English.
 */
export const CENTRE_KIT_NAMESPACE = 'centre-kit';

const en = {
  loading: 'Loading…',
  failed: 'This could not be loaded.',
  retry: 'Retry',
  empty: 'Nothing to show.',
  refusal: {
    PAYMENT_PASSWORD_WRONG: 'The payment password is incorrect.',
    AGENT_NOT_IN_TEAM: 'There is no member with that account in your team.',
    PLAYER_EXCLUDED: 'You have taken a break from play (time-out or self-exclusion): deposits, bets, transfers and rewards are closed until it ends. Withdrawals stay open.',
    EXCLUSION_IN_FORCE: 'A time-out or self-exclusion is already in force.',
    EXCLUSION_IRREVOCABLE: 'The first 6 months of a self-exclusion cannot be ended.',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page_of: 'Page {{pageNo}} of {{totalPages}}',
  },
  money: {
    amount: 'Amount',
    payment_password: 'Payment password',
  },
  form: {
    busy: 'Please wait…',
    failed: 'That did not work. Please try again.',
    show_password: 'Show password',
    hide_password: 'Hide password',
  },
  issue: {
    required: 'Required.',
    too_short: 'Enter at least {{minimum}} characters.',
    too_long: 'Enter at most {{maximum}} characters.',
    length_exact: 'Enter exactly {{length}} characters.',
    pattern: 'This is not in the expected format.',
    email: 'Enter a valid email address.',
    number: 'Enter a number.',
    number_min: 'Enter {{minimum}} or more.',
    number_above: 'Enter more than {{minimum}}.',
    number_max: 'Enter {{maximum}} or less.',
    number_below: 'Enter less than {{maximum}}.',
    multiple_of: 'Enter a multiple of {{divisor}}.',
    too_few: 'Choose at least {{minimum}}.',
    too_many: 'Choose at most {{maximum}}.',
    choose: 'Choose one of the options.',
    amount_positive: 'The amount must be greater than 0.',
    amount_too_small: 'The amount must be at least {{bound}}.',
    amount_too_large: 'The amount must be at most {{bound}}.',
    invalid: 'This value is not valid.',
  },
};

type Texts = typeof en;

const es: Texts = {
  loading: 'Cargando…',
  failed: 'No se pudo cargar.',
  retry: 'Reintentar',
  empty: 'No hay nada que mostrar.',
  refusal: {
    PAYMENT_PASSWORD_WRONG: 'La contraseña de pago es incorrecta.',
    AGENT_NOT_IN_TEAM: 'No hay ningún miembro con esa cuenta en tu equipo.',
    PLAYER_EXCLUDED: 'Te has tomado un descanso del juego (pausa o autoexclusión): los depósitos, apuestas, transferencias y recompensas están cerrados hasta que termine. Los retiros siguen abiertos.',
    EXCLUSION_IN_FORCE: 'Ya tienes una pausa o autoexclusión en curso.',
    EXCLUSION_IRREVOCABLE: 'Los primeros 6 meses de una autoexclusión no se pueden terminar.',
  },
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page_of: 'Página {{pageNo}} de {{totalPages}}',
  },
  money: {
    amount: 'Importe',
    payment_password: 'Contraseña de pago',
  },
  form: {
    busy: 'Espera, por favor…',
    failed: 'No funcionó. Inténtalo de nuevo.',
    show_password: 'Mostrar contraseña',
    hide_password: 'Ocultar contraseña',
  },
  issue: {
    required: 'Obligatorio.',
    too_short: 'Escribe al menos {{minimum}} caracteres.',
    too_long: 'Escribe como máximo {{maximum}} caracteres.',
    length_exact: 'Escribe exactamente {{length}} caracteres.',
    pattern: 'El formato no es válido.',
    email: 'Escribe un correo electrónico válido.',
    number: 'Escribe un número.',
    number_min: 'Escribe {{minimum}} o más.',
    number_above: 'Escribe más de {{minimum}}.',
    number_max: 'Escribe {{maximum}} o menos.',
    number_below: 'Escribe menos de {{maximum}}.',
    multiple_of: 'Escribe un múltiplo de {{divisor}}.',
    too_few: 'Elige al menos {{minimum}}.',
    too_many: 'Elige como máximo {{maximum}}.',
    choose: 'Elige una de las opciones.',
    amount_positive: 'El importe debe ser mayor que 0.',
    amount_too_small: 'El importe mínimo es {{bound}}.',
    amount_too_large: 'El importe máximo es {{bound}}.',
    invalid: 'Este valor no es válido.',
  },
};

const vi: Texts = {
  loading: 'Đang tải…',
  failed: 'Không thể tải nội dung này.',
  retry: 'Thử lại',
  empty: 'Không có gì để hiển thị.',
  refusal: {
    PAYMENT_PASSWORD_WRONG: 'Mật khẩu thanh toán không đúng.',
    AGENT_NOT_IN_TEAM: 'Không có thành viên nào với tài khoản này trong đội của bạn.',
    PLAYER_EXCLUDED: 'Bạn đang tạm nghỉ chơi (tạm nghỉ hoặc tự loại trừ): nạp tiền, đặt cược, chuyển tiền và phần thưởng bị đóng cho đến khi kết thúc. Vẫn có thể rút tiền.',
    EXCLUSION_IN_FORCE: 'Bạn đang trong thời gian tạm nghỉ hoặc tự loại trừ.',
    EXCLUSION_IRREVOCABLE: 'Không thể kết thúc 6 tháng đầu của tự loại trừ.',
  },
  pager: {
    label: 'Trang',
    previous: 'Trang trước',
    next: 'Trang sau',
    page_of: 'Trang {{pageNo}} / {{totalPages}}',
  },
  money: {
    amount: 'Số tiền',
    payment_password: 'Mật khẩu thanh toán',
  },
  form: {
    busy: 'Vui lòng chờ…',
    failed: 'Không thành công. Vui lòng thử lại.',
    show_password: 'Hiện mật khẩu',
    hide_password: 'Ẩn mật khẩu',
  },
  issue: {
    required: 'Bắt buộc.',
    too_short: 'Nhập ít nhất {{minimum}} ký tự.',
    too_long: 'Nhập tối đa {{maximum}} ký tự.',
    length_exact: 'Nhập đúng {{length}} ký tự.',
    pattern: 'Không đúng định dạng.',
    email: 'Nhập địa chỉ email hợp lệ.',
    number: 'Nhập một số.',
    number_min: 'Nhập từ {{minimum}} trở lên.',
    number_above: 'Nhập số lớn hơn {{minimum}}.',
    number_max: 'Nhập tối đa {{maximum}}.',
    number_below: 'Nhập số nhỏ hơn {{maximum}}.',
    multiple_of: 'Nhập bội số của {{divisor}}.',
    too_few: 'Chọn ít nhất {{minimum}}.',
    too_many: 'Chọn tối đa {{maximum}}.',
    choose: 'Chọn một trong các lựa chọn.',
    amount_positive: 'Số tiền phải lớn hơn 0.',
    amount_too_small: 'Số tiền tối thiểu là {{bound}}.',
    amount_too_large: 'Số tiền tối đa là {{bound}}.',
    invalid: 'Giá trị không hợp lệ.',
  },
};

const zh: Texts = {
  loading: '加载中…',
  failed: '无法加载。',
  retry: '重试',
  empty: '暂无内容。',
  refusal: {
    PAYMENT_PASSWORD_WRONG: '支付密码不正确。',
    AGENT_NOT_IN_TEAM: '您的团队中没有该账号的成员。',
    PLAYER_EXCLUDED: '您正在暂停游戏（暂停或自我排除）：存款、投注、转账和奖励在结束前均已关闭。提款仍然开放。',
    EXCLUSION_IN_FORCE: '您已处于暂停或自我排除中。',
    EXCLUSION_IRREVOCABLE: '自我排除的前 6 个月无法结束。',
  },
  pager: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    page_of: '第 {{pageNo}} 页，共 {{totalPages}} 页',
  },
  money: {
    amount: '金额',
    payment_password: '支付密码',
  },
  form: {
    busy: '请稍候…',
    failed: '操作未成功，请重试。',
    show_password: '显示密码',
    hide_password: '隐藏密码',
  },
  issue: {
    required: '必填。',
    too_short: '请至少输入 {{minimum}} 个字符。',
    too_long: '最多输入 {{maximum}} 个字符。',
    length_exact: '请输入 {{length}} 个字符。',
    pattern: '格式不正确。',
    email: '请输入有效的电子邮箱地址。',
    number: '请输入数字。',
    number_min: '请输入不小于 {{minimum}} 的数。',
    number_above: '请输入大于 {{minimum}} 的数。',
    number_max: '请输入不大于 {{maximum}} 的数。',
    number_below: '请输入小于 {{maximum}} 的数。',
    multiple_of: '请输入 {{divisor}} 的倍数。',
    too_few: '请至少选择 {{minimum}} 项。',
    too_many: '最多选择 {{maximum}} 项。',
    choose: '请选择其中一项。',
    amount_positive: '金额必须大于 0。',
    amount_too_small: '金额不能低于 {{bound}}。',
    amount_too_large: '金额不能高于 {{bound}}。',
    invalid: '该值无效。',
  },
};

export const centreKitTexts: Record<'en' | 'es' | 'vi' | 'zh', Texts> = { en, es, vi, zh };
