import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('responsibleHelp.<key>') in the member namespace: the tools and helplines the
// help centre's responsible gaming section lists under the site's own text.
const en = {
  toolsTitle: 'Tools on this site',
  tools: {
    limits: { name: 'Limits', text: 'Deposit, loss and wager limits per 24 hours, 7 days or 30 days, and limits on play time. Lowering one applies at once; raising one waits 24 hours.' },
    realityCheck: { name: 'Reality check', text: 'A reminder during play, every 15 to 60 minutes, of how long you have played and what you won or lost.' },
    timeOut: { name: 'Time-out', text: 'A break from 24 hours to 30 days that ends by itself.' },
    selfExclusion: { name: 'Self-exclusion', text: 'Stop playing for 6 months, 1 year, 5 years or indefinitely. The first 6 months cannot be undone.' },
    statement: { name: 'Activity statement', text: 'Your deposits, withdrawals, net result and time played for a month or chosen dates.' },
  },
  open: 'Open {{tool}} on the Responsible gaming page',
  helplinesTitle: 'Independent help',
  helplinesText: 'If gambling is no longer fun, these organisations offer free, confidential support:',
  gamcare: 'GamCare: support and advice (United Kingdom)',
  gamblersAnonymous: 'Gamblers Anonymous: meetings around the world',
  gamblingTherapy: 'Gambling Therapy: free online support in many languages',
  beGambleAware: 'BeGambleAware: information and help (United Kingdom)',
};

const es: typeof en = {
  toolsTitle: 'Herramientas de este sitio',
  tools: {
    limits: { name: 'Límites', text: 'Límites de depósito, pérdida y apuesta por 24 horas, 7 días o 30 días, y límites de tiempo de juego. Bajar uno se aplica al momento; subirlo espera 24 horas.' },
    realityCheck: { name: 'Control de realidad', text: 'Un aviso durante el juego, cada 15 a 60 minutos, de cuánto tiempo has jugado y cuánto has ganado o perdido.' },
    timeOut: { name: 'Pausa', text: 'Un descanso de 24 horas a 30 días que termina por sí solo.' },
    selfExclusion: { name: 'Autoexclusión', text: 'Deja de jugar durante 6 meses, 1 año, 5 años o indefinidamente. Los primeros 6 meses no se pueden deshacer.' },
    statement: { name: 'Extracto de actividad', text: 'Tus depósitos, retiros, resultado neto y tiempo de juego de un mes o de las fechas que elijas.' },
  },
  open: 'Abrir {{tool}} en la página de Juego responsable',
  helplinesTitle: 'Ayuda independiente',
  helplinesText: 'Si el juego ya no es divertido, estas organizaciones ofrecen apoyo gratuito y confidencial:',
  gamcare: 'GamCare: apoyo y consejo (Reino Unido)',
  gamblersAnonymous: 'Jugadores Anónimos: reuniones en todo el mundo',
  gamblingTherapy: 'Gambling Therapy: apoyo en línea gratuito en muchos idiomas',
  beGambleAware: 'BeGambleAware: información y ayuda (Reino Unido)',
};

const vi: typeof en = {
  toolsTitle: 'Công cụ trên trang này',
  tools: {
    limits: { name: 'Giới hạn', text: 'Giới hạn nạp, thua và cược theo 24 giờ, 7 ngày hoặc 30 ngày, và giới hạn thời gian chơi. Giảm có hiệu lực ngay; tăng phải chờ 24 giờ.' },
    realityCheck: { name: 'Nhắc nhở thực tế', text: 'Lời nhắc trong khi chơi, mỗi 15 đến 60 phút, cho biết bạn đã chơi bao lâu và thắng thua bao nhiêu.' },
    timeOut: { name: 'Tạm nghỉ', text: 'Nghỉ chơi từ 24 giờ đến 30 ngày, tự kết thúc.' },
    selfExclusion: { name: 'Tự loại trừ', text: 'Ngừng chơi trong 6 tháng, 1 năm, 5 năm hoặc vô thời hạn. 6 tháng đầu không thể hủy.' },
    statement: { name: 'Bảng kê hoạt động', text: 'Tiền nạp, tiền rút, kết quả ròng và thời gian chơi của bạn theo tháng hoặc theo ngày bạn chọn.' },
  },
  open: 'Mở {{tool}} trên trang Chơi có trách nhiệm',
  helplinesTitle: 'Hỗ trợ độc lập',
  helplinesText: 'Nếu cờ bạc không còn là niềm vui, các tổ chức này hỗ trợ miễn phí và bảo mật:',
  gamcare: 'GamCare: hỗ trợ và tư vấn (Vương quốc Anh)',
  gamblersAnonymous: 'Gamblers Anonymous: các buổi gặp trên khắp thế giới',
  gamblingTherapy: 'Gambling Therapy: hỗ trợ trực tuyến miễn phí bằng nhiều ngôn ngữ',
  beGambleAware: 'BeGambleAware: thông tin và trợ giúp (Vương quốc Anh)',
};

const zh: typeof en = {
  toolsTitle: '本站工具',
  tools: {
    limits: { name: '限额', text: '按 24 小时、7 天或 30 天设定存款、亏损和投注限额,以及游戏时长限额。调低立即生效;调高需等待 24 小时。' },
    realityCheck: { name: '现实提醒', text: '游戏中每 15 至 60 分钟提醒您已玩多久、输赢多少。' },
    timeOut: { name: '暂停', text: '24 小时至 30 天的休息,到期自动结束。' },
    selfExclusion: { name: '自我禁入', text: '停止游戏 6 个月、1 年、5 年或无限期。前 6 个月不可撤销。' },
    statement: { name: '活动报表', text: '您某个月或所选日期内的存款、提款、净结果和游戏时长。' },
  },
  open: '在理性游戏页面打开{{tool}}',
  helplinesTitle: '独立援助',
  helplinesText: '如果游戏不再有趣,这些机构提供免费、保密的支持:',
  gamcare: 'GamCare:支持与建议(英国)',
  gamblersAnonymous: '匿名戒赌会(Gamblers Anonymous):遍布全球的互助聚会',
  gamblingTherapy: 'Gambling Therapy:多种语言的免费在线支持',
  beGambleAware: 'BeGambleAware:信息与帮助(英国)',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
