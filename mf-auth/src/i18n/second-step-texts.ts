/**
 * Texts of the sign-in's second step (a new address) in the 'auth' namespace (merged in
 * resources.ts); en, es, vi and zh complete. Top-level key owned here: `second_step`.
 */

const en = {
  second_step: {
    title: 'Confirm it is you',
    intro: 'You are signing in from an address this account has not used before. Confirm it is you to continue.',
    methods: 'Confirm with',
    method: { sms: 'SMS code', email: 'E-mail code', payee: 'Payee name', totp: 'Authenticator app', recovery: 'Recovery code' },
    answer: {
      sms: 'Code sent by SMS',
      email: 'Code sent by e-mail',
      payee: 'Your payee name',
      totp: 'Code from your authenticator app',
      recovery: 'Recovery code',
    },
    payee_hint: 'The real name your withdrawals are paid to.',
    recovery_hint: 'One of the codes you saved when you turned the app on. Each works once.',
    will_send: 'We will send a code to {{to}}.',
    sent: 'We sent a code to {{to}}.',
    send: 'Send code',
    resend: 'Send again',
    trust: 'Trust this address from now on (leave unticked on a shared computer)',
    submit: 'Confirm',
    back: 'Back',
    again: 'Sign in again',
    working: 'Checking…',
    errors: {
      SECOND_STEP_INVALID: 'That is not right. Please check and try again.',
      SIGN_IN_PENDING_INVALID: 'This sign-in has ended. Please sign in again.',
      TOO_MANY_ATTEMPTS: 'Too many wrong answers. Please wait 5 minutes and sign in again.',
      CODE_EXPIRED: 'The code has expired. Send a new one.',
    },
  },
};

type Bundle = typeof en;

const es: Bundle = {
  second_step: {
    title: 'Confirma que eres tú',
    intro: 'Estás iniciando sesión desde una dirección que esta cuenta no ha usado antes. Confirma que eres tú para continuar.',
    methods: 'Confirmar con',
    method: { sms: 'Código por SMS', email: 'Código por correo', payee: 'Nombre del beneficiario', totp: 'App de autenticación', recovery: 'Código de recuperación' },
    answer: {
      sms: 'Código enviado por SMS',
      email: 'Código enviado por correo',
      payee: 'Tu nombre de beneficiario',
      totp: 'Código de tu app de autenticación',
      recovery: 'Código de recuperación',
    },
    payee_hint: 'El nombre real al que se pagan tus retiros.',
    recovery_hint: 'Uno de los códigos que guardaste al activar la app. Cada uno sirve una vez.',
    will_send: 'Enviaremos un código a {{to}}.',
    sent: 'Hemos enviado un código a {{to}}.',
    send: 'Enviar código',
    resend: 'Enviar de nuevo',
    trust: 'Confiar en esta dirección a partir de ahora (déjalo sin marcar en un ordenador compartido)',
    submit: 'Confirmar',
    back: 'Volver',
    again: 'Iniciar sesión de nuevo',
    working: 'Comprobando…',
    errors: {
      SECOND_STEP_INVALID: 'No es correcto. Compruébalo e inténtalo de nuevo.',
      SIGN_IN_PENDING_INVALID: 'Este inicio de sesión ha terminado. Vuelve a iniciar sesión.',
      TOO_MANY_ATTEMPTS: 'Demasiadas respuestas incorrectas. Espera 5 minutos y vuelve a iniciar sesión.',
      CODE_EXPIRED: 'El código ha caducado. Envía uno nuevo.',
    },
  },
};

const vi: Bundle = {
  second_step: {
    title: 'Xác nhận đó là bạn',
    intro: 'Bạn đang đăng nhập từ một địa chỉ mà tài khoản này chưa từng dùng. Hãy xác nhận đó là bạn để tiếp tục.',
    methods: 'Xác nhận bằng',
    method: { sms: 'Mã SMS', email: 'Mã qua email', payee: 'Tên người nhận', totp: 'Ứng dụng xác thực', recovery: 'Mã khôi phục' },
    answer: {
      sms: 'Mã gửi qua SMS',
      email: 'Mã gửi qua email',
      payee: 'Tên người nhận của bạn',
      totp: 'Mã từ ứng dụng xác thực',
      recovery: 'Mã khôi phục',
    },
    payee_hint: 'Họ tên thật dùng để nhận tiền rút.',
    recovery_hint: 'Một trong các mã bạn đã lưu khi bật ứng dụng. Mỗi mã chỉ dùng được một lần.',
    will_send: 'Chúng tôi sẽ gửi mã đến {{to}}.',
    sent: 'Chúng tôi đã gửi mã đến {{to}}.',
    send: 'Gửi mã',
    resend: 'Gửi lại',
    trust: 'Tin cậy địa chỉ này từ nay (đừng đánh dấu trên máy tính dùng chung)',
    submit: 'Xác nhận',
    back: 'Quay lại',
    again: 'Đăng nhập lại',
    working: 'Đang kiểm tra…',
    errors: {
      SECOND_STEP_INVALID: 'Không đúng. Vui lòng kiểm tra và thử lại.',
      SIGN_IN_PENDING_INVALID: 'Lượt đăng nhập này đã kết thúc. Vui lòng đăng nhập lại.',
      TOO_MANY_ATTEMPTS: 'Sai quá nhiều lần. Vui lòng đợi 5 phút rồi đăng nhập lại.',
      CODE_EXPIRED: 'Mã đã hết hạn. Hãy gửi mã mới.',
    },
  },
};

const zh: Bundle = {
  second_step: {
    title: '确认是您本人',
    intro: '您正在从此账号未使用过的地址登录。请确认是您本人后继续。',
    methods: '确认方式',
    method: { sms: '短信验证码', email: '邮件验证码', payee: '收款人姓名', totp: '身份验证器应用', recovery: '恢复码' },
    answer: {
      sms: '短信收到的验证码',
      email: '邮件收到的验证码',
      payee: '您的收款人姓名',
      totp: '身份验证器应用中的验证码',
      recovery: '恢复码',
    },
    payee_hint: '您提款所用的真实姓名。',
    recovery_hint: '开启应用时您保存的恢复码之一，每个只能使用一次。',
    will_send: '我们将向 {{to}} 发送验证码。',
    sent: '验证码已发送至 {{to}}。',
    send: '发送验证码',
    resend: '重新发送',
    trust: '今后信任此地址（在公用电脑上请勿勾选）',
    submit: '确认',
    back: '返回',
    again: '重新登录',
    working: '正在验证…',
    errors: {
      SECOND_STEP_INVALID: '不正确，请检查后重试。',
      SIGN_IN_PENDING_INVALID: '本次登录已结束，请重新登录。',
      TOO_MANY_ATTEMPTS: '错误次数过多，请等待 5 分钟后重新登录。',
      CODE_EXPIRED: '验证码已过期，请重新发送。',
    },
  },
};

export const secondStepTexts = { en, es, vi, zh };
