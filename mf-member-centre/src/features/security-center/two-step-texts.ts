import type { FeatureTexts } from '../../i18n/feature-texts';

/** My account's sign-in protection (trusted addresses, authenticator app). Read as t('twoStep.<key>') in the member namespace. */
const en = {
  trusted: {
    title: 'Trusted addresses',
    intro: 'You sign in from these addresses without a second step. A sign-in from any other address asks for a code, your payee name or your authenticator app. Remove an address you no longer use.',
    empty: 'No trusted address yet.',
    current: 'this address',
    last_used: 'last used {{day}}',
    remove: 'Remove {{ip}}',
  },
  app: {
    title: 'Authenticator app',
    intro: 'An app such as Google Authenticator or Microsoft Authenticator shows a new 6-digit code every 30 seconds: the safest second step when you sign in from a new address.',
    on: 'On. Recovery codes left: {{left}}.',
    add: 'Add an authenticator app',
    password: 'Login password',
    scan: 'Scan this picture with the app, or type the key below into it, then enter the code it shows.',
    qr_alt: 'QR code to add this account to your authenticator app',
    secret: 'Key:',
    code: 'Code from the app',
    confirm: 'Turn on',
    codes_once: 'Save these recovery codes somewhere safe now: they are shown only this once. Each one signs you in once if you lose your phone.',
    codes: 'Recovery codes',
    codes_saved: 'I have saved them',
    off_code: 'Code from the app or a recovery code',
    turn_off: 'Turn off',
  },
};

const es: typeof en = {
  trusted: {
    title: 'Direcciones de confianza',
    intro: 'Desde estas direcciones inicias sesión sin un segundo paso. Un inicio de sesión desde cualquier otra pide un código, tu nombre de beneficiario o tu app de autenticación. Elimina las direcciones que ya no uses.',
    empty: 'Aún no hay direcciones de confianza.',
    current: 'esta dirección',
    last_used: 'último uso {{day}}',
    remove: 'Eliminar {{ip}}',
  },
  app: {
    title: 'App de autenticación',
    intro: 'Una app como Google Authenticator o Microsoft Authenticator muestra un código nuevo de 6 cifras cada 30 segundos: el segundo paso más seguro al iniciar sesión desde una dirección nueva.',
    on: 'Activada. Códigos de recuperación restantes: {{left}}.',
    add: 'Añadir una app de autenticación',
    password: 'Contraseña de acceso',
    scan: 'Escanea esta imagen con la app, o escribe en ella la clave de abajo, y luego introduce el código que muestra.',
    qr_alt: 'Código QR para añadir esta cuenta a tu app de autenticación',
    secret: 'Clave:',
    code: 'Código de la app',
    confirm: 'Activar',
    codes_once: 'Guarda ahora estos códigos de recuperación en un lugar seguro: solo se muestran esta vez. Cada uno te permite iniciar sesión una vez si pierdes el teléfono.',
    codes: 'Códigos de recuperación',
    codes_saved: 'Ya los he guardado',
    off_code: 'Código de la app o un código de recuperación',
    turn_off: 'Desactivar',
  },
};

const vi: typeof en = {
  trusted: {
    title: 'Địa chỉ tin cậy',
    intro: 'Bạn đăng nhập từ các địa chỉ này mà không cần bước thứ hai. Đăng nhập từ địa chỉ khác sẽ yêu cầu mã, tên người nhận hoặc ứng dụng xác thực. Hãy xóa địa chỉ bạn không còn dùng.',
    empty: 'Chưa có địa chỉ tin cậy nào.',
    current: 'địa chỉ này',
    last_used: 'dùng lần cuối {{day}}',
    remove: 'Xóa {{ip}}',
  },
  app: {
    title: 'Ứng dụng xác thực',
    intro: 'Ứng dụng như Google Authenticator hoặc Microsoft Authenticator hiển thị mã 6 số mới sau mỗi 30 giây: bước thứ hai an toàn nhất khi bạn đăng nhập từ địa chỉ mới.',
    on: 'Đang bật. Số mã khôi phục còn lại: {{left}}.',
    add: 'Thêm ứng dụng xác thực',
    password: 'Mật khẩu đăng nhập',
    scan: 'Quét ảnh này bằng ứng dụng, hoặc nhập khóa bên dưới vào ứng dụng, rồi nhập mã ứng dụng hiển thị.',
    qr_alt: 'Mã QR để thêm tài khoản này vào ứng dụng xác thực',
    secret: 'Khóa:',
    code: 'Mã từ ứng dụng',
    confirm: 'Bật',
    codes_once: 'Hãy lưu các mã khôi phục này ở nơi an toàn ngay bây giờ: chúng chỉ hiển thị một lần. Mỗi mã giúp bạn đăng nhập một lần nếu mất điện thoại.',
    codes: 'Mã khôi phục',
    codes_saved: 'Tôi đã lưu',
    off_code: 'Mã từ ứng dụng hoặc mã khôi phục',
    turn_off: 'Tắt',
  },
};

const zh: typeof en = {
  trusted: {
    title: '受信任的地址',
    intro: '从这些地址登录无需第二步验证。从其他地址登录时，需要验证码、收款人姓名或身份验证器应用。请删除不再使用的地址。',
    empty: '暂无受信任的地址。',
    current: '当前地址',
    last_used: '最近使用 {{day}}',
    remove: '删除 {{ip}}',
  },
  app: {
    title: '身份验证器应用',
    intro: 'Google Authenticator、Microsoft Authenticator 等应用每 30 秒显示一个新的 6 位验证码：从新地址登录时最安全的第二步验证。',
    on: '已开启。剩余恢复码：{{left}} 个。',
    add: '添加身份验证器应用',
    password: '登录密码',
    scan: '用应用扫描此图片，或在应用中输入下方密钥，然后输入应用显示的验证码。',
    qr_alt: '将此账号添加到身份验证器应用的二维码',
    secret: '密钥：',
    code: '应用中的验证码',
    confirm: '开启',
    codes_once: '请立即将这些恢复码保存在安全的地方：它们只显示这一次。丢失手机时，每个恢复码可登录一次。',
    codes: '恢复码',
    codes_saved: '我已保存',
    off_code: '应用中的验证码或恢复码',
    turn_off: '关闭',
  },
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
