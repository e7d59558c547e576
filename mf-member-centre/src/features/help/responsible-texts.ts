import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('responsibleHelp.<key>') in the member namespace: the tools and helplines the
// help centre's responsible gaming section lists under the site's own text. No figures here: the
// platform's text above states them from its configuration, so they are never written twice.
const en = {
  toolsTitle: 'Tools on this site',
  tools: {
    limits: { name: 'Limits', text: 'Deposit, loss and wager limits, and limits on play time. Lowering one applies at once; raising one waits, as the text above says.' },
    realityCheck: { name: 'Reality check', text: 'A reminder during play of how long you have played and what you won or lost.' },
    timeOut: { name: 'Time-out', text: 'A short break that ends by itself.' },
    selfExclusion: { name: 'Self-exclusion', text: 'Stop playing for a long period; it cannot be undone early.' },
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
    limits: { name: 'Límites', text: 'Límites de depósito, pérdida y apuesta, y límites de tiempo de juego. Bajar uno se aplica al momento; subirlo espera, como indica el texto de arriba.' },
    realityCheck: { name: 'Control de realidad', text: 'Un aviso durante el juego de cuánto tiempo has jugado y cuánto has ganado o perdido.' },
    timeOut: { name: 'Pausa', text: 'Un descanso corto que termina por sí solo.' },
    selfExclusion: { name: 'Autoexclusión', text: 'Deja de jugar durante un periodo largo; no se puede deshacer antes de tiempo.' },
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
    limits: { name: 'Giới hạn', text: 'Giới hạn nạp, thua và cược, và giới hạn thời gian chơi. Giảm có hiệu lực ngay; tăng phải chờ, như nội dung phía trên.' },
    realityCheck: { name: 'Nhắc nhở thực tế', text: 'Lời nhắc trong khi chơi cho biết bạn đã chơi bao lâu và thắng thua bao nhiêu.' },
    timeOut: { name: 'Tạm nghỉ', text: 'Một khoảng nghỉ ngắn, tự kết thúc.' },
    selfExclusion: { name: 'Tự loại trừ', text: 'Ngừng chơi trong thời gian dài; không thể hủy sớm.' },
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
    limits: { name: '限额', text: '存款、亏损和投注限额,以及游戏时长限额。调低立即生效;调高需等待,详见上文。' },
    realityCheck: { name: '现实提醒', text: '游戏中提醒您已玩多久、输赢多少。' },
    timeOut: { name: '暂停', text: '短暂的休息,到期自动结束。' },
    selfExclusion: { name: '自我禁入', text: '长期停止游戏,不可提前撤销。' },
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
