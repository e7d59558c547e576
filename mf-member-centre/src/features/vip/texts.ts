import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('vip.<key>') in the member namespace; the page title is page.vip.
const en = {
  hostHeading: 'Your VIP host',
  hostIntro: 'Your personal host looks after your account: ask them about anything, from deposits to events.',
  signIn: 'Sign in to see your VIP host.',
  signInButton: 'Sign in',
  notVip: 'A personal host is assigned to members of VIP level 5 and above.',
  noHost: 'Your host is being assigned. Until then, customer service answers you through the VIP channel.',
  loading: 'Loading your host…',
  failed: 'Your host could not be loaded.',
  retry: 'Try again',
  name: 'Host',
  contact: 'Contact',
  hours: 'Hours',
  always: 'Any time',
  hoursWindow: '{{days}}, {{from}}–{{to}} (site time)',
  online: 'Available now',
  opensAt: 'Away now, back {{time}}',
};

const es: typeof en = {
  hostHeading: 'Tu anfitrión VIP',
  hostIntro: 'Tu anfitrión personal cuida de tu cuenta: pregúntale lo que necesites, desde depósitos hasta eventos.',
  signIn: 'Inicia sesión para ver a tu anfitrión VIP.',
  signInButton: 'Iniciar sesión',
  notVip: 'Se asigna un anfitrión personal a los miembros de nivel VIP 5 o superior.',
  noHost: 'Estamos asignando a tu anfitrión. Mientras tanto, atención al cliente te atiende por el canal VIP.',
  loading: 'Cargando a tu anfitrión…',
  failed: 'No se pudo cargar a tu anfitrión.',
  retry: 'Reintentar',
  name: 'Anfitrión',
  contact: 'Contacto',
  hours: 'Horario',
  always: 'A cualquier hora',
  hoursWindow: '{{days}}, {{from}}–{{to}} (hora del sitio)',
  online: 'Disponible ahora',
  opensAt: 'Ausente ahora, vuelve {{time}}',
};

const vi: typeof en = {
  hostHeading: 'Chuyên viên VIP của bạn',
  hostIntro: 'Chuyên viên riêng chăm sóc tài khoản của bạn: hãy hỏi bất cứ điều gì, từ nạp tiền đến sự kiện.',
  signIn: 'Đăng nhập để xem chuyên viên VIP của bạn.',
  signInButton: 'Đăng nhập',
  notVip: 'Chuyên viên riêng dành cho thành viên VIP cấp 5 trở lên.',
  noHost: 'Chuyên viên của bạn đang được chỉ định. Trong lúc chờ, bộ phận chăm sóc khách hàng hỗ trợ bạn qua kênh VIP.',
  loading: 'Đang tải chuyên viên của bạn…',
  failed: 'Không thể tải thông tin chuyên viên.',
  retry: 'Thử lại',
  name: 'Chuyên viên',
  contact: 'Liên hệ',
  hours: 'Giờ làm việc',
  always: 'Bất cứ lúc nào',
  hoursWindow: '{{days}}, {{from}}–{{to}} (giờ của trang)',
  online: 'Đang trực tuyến',
  opensAt: 'Đang vắng, quay lại {{time}}',
};

const zh: typeof en = {
  hostHeading: '您的 VIP 专属客服',
  hostIntro: '您的专属客服负责照顾您的账户：存款、活动等任何问题都可以咨询。',
  signIn: '登录后查看您的 VIP 专属客服。',
  signInButton: '登录',
  notVip: 'VIP 5 级及以上会员可获得专属客服。',
  noHost: '正在为您指派专属客服。在此之前，客服将通过 VIP 专属通道为您服务。',
  loading: '正在加载您的专属客服…',
  failed: '无法加载您的专属客服。',
  retry: '重试',
  name: '专属客服',
  contact: '联系方式',
  hours: '服务时间',
  always: '全天候',
  hoursWindow: '{{days}}，{{from}}–{{to}}（站点时间）',
  online: '当前在线',
  opensAt: '暂时离开，{{time}} 回来',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
