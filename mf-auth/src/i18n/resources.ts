/**
 * The 'auth' namespace. en, es, vi and zh must stay complete (the Bundle type and resources.test.ts
 * check it); other languages offered by configuration fall back to English.
 */
import { loginTexts } from './login-texts';
import { registerTexts } from './register-texts';
import { secondStepTexts } from './second-step-texts';

export const AUTH_NAMESPACE = 'auth';

const en = {
  page: {
    login: 'Log in',
    register: 'Register',
    forget: 'Forgot password',
    change_password: 'Change password',
    reset_password: 'Set a new password',
    agent_home: 'Agent login',
  },
  modal: {
    login: 'Log in',
    register: 'Register',
    forgot: 'Forgot password',
    change_password: 'Change password',
  },
  signed_in: {
    text: 'You are already signed in as {{account}}.',
    home: 'Go to the home page',
    sign_out: 'Sign out',
  },
  ended: {
    password_changed: 'Your password was changed elsewhere, so you were signed out. Please sign in again.',
  },
  coming: {
    login: 'Signing in arrives with the accounts release.',
    register: 'Registration arrives with the accounts release.',
    forgot: 'Password recovery arrives with the accounts release.',
    change_password: 'Changing your password arrives with the accounts release.',
    agent_home: 'Agent sign-in arrives with the agent centre release.',
  },
};

type Bundle = typeof en;

const es: Bundle = {
  page: {
    login: 'Iniciar sesión',
    register: 'Registrarse',
    forget: 'Olvidé mi contraseña',
    change_password: 'Cambiar contraseña',
    reset_password: 'Establecer una nueva contraseña',
    agent_home: 'Acceso de agentes',
  },
  modal: {
    login: 'Iniciar sesión',
    register: 'Registrarse',
    forgot: 'Olvidé mi contraseña',
    change_password: 'Cambiar contraseña',
  },
  signed_in: {
    text: 'Ya has iniciado sesión como {{account}}.',
    home: 'Ir a la página de inicio',
    sign_out: 'Cerrar sesión',
  },
  ended: {
    password_changed: 'Tu contraseña se cambió en otro lugar, así que se cerró tu sesión. Vuelve a iniciar sesión.',
  },
  coming: {
    login: 'El inicio de sesión llegará con la versión de cuentas.',
    register: 'El registro llegará con la versión de cuentas.',
    forgot: 'La recuperación de contraseña llegará con la versión de cuentas.',
    change_password: 'El cambio de contraseña llegará con la versión de cuentas.',
    agent_home: 'El acceso de agentes llegará con la versión del centro de agentes.',
  },
};

const vi: Bundle = {
  page: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    forget: 'Quên mật khẩu',
    change_password: 'Đổi mật khẩu',
    reset_password: 'Đặt mật khẩu mới',
    agent_home: 'Đăng nhập đại lý',
  },
  modal: {
    login: 'Đăng nhập',
    register: 'Đăng ký',
    forgot: 'Quên mật khẩu',
    change_password: 'Đổi mật khẩu',
  },
  signed_in: {
    text: 'Bạn đã đăng nhập với tài khoản {{account}}.',
    home: 'Về trang chủ',
    sign_out: 'Đăng xuất',
  },
  ended: {
    password_changed: 'Mật khẩu của bạn đã được đổi ở nơi khác nên bạn đã bị đăng xuất. Vui lòng đăng nhập lại.',
  },
  coming: {
    login: 'Tính năng đăng nhập sẽ có trong bản phát hành tài khoản.',
    register: 'Tính năng đăng ký sẽ có trong bản phát hành tài khoản.',
    forgot: 'Tính năng khôi phục mật khẩu sẽ có trong bản phát hành tài khoản.',
    change_password: 'Tính năng đổi mật khẩu sẽ có trong bản phát hành tài khoản.',
    agent_home: 'Tính năng đăng nhập đại lý sẽ có trong bản phát hành trung tâm đại lý.',
  },
};

const zh: Bundle = {
  page: {
    login: '登录',
    register: '注册',
    forget: '忘记密码',
    change_password: '修改密码',
    reset_password: '设置新密码',
    agent_home: '代理登录',
  },
  modal: {
    login: '登录',
    register: '注册',
    forgot: '忘记密码',
    change_password: '修改密码',
  },
  signed_in: {
    text: '您已以 {{account}} 的身份登录。',
    home: '返回首页',
    sign_out: '退出登录',
  },
  ended: {
    password_changed: '您的密码已在别处修改，因此您已退出登录。请重新登录。',
  },
  coming: {
    login: '登录功能将随账户版本推出。',
    register: '注册功能将随账户版本推出。',
    forgot: '找回密码功能将随账户版本推出。',
    change_password: '修改密码功能将随账户版本推出。',
    agent_home: '代理登录功能将随代理中心版本推出。',
  },
};

/**
 * Each feature area keeps its texts in its own file (login-texts.ts: login, agent login, free play,
 * the gate and the shared form kit; register-texts.ts: registration, forgot and change password;
 * second-step-texts.ts: the sign-in's second step from a new address),
 * as `{ en, es, vi, zh }` with top-level keys of its own. They are merged here into one namespace.
 */
const areas: Record<string, Record<string, unknown>>[] = [loginTexts, registerTexts, secondStepTexts];

function merged(lang: string, base: Bundle): Bundle {
  return Object.assign({}, base, ...areas.map((area) => area[lang] ?? {})) as Bundle;
}

export const resources: Record<string, Bundle> = {
  en: merged('en', en),
  es: merged('es', es),
  vi: merged('vi', vi),
  zh: merged('zh', zh),
};
