import type { ContentLanguage } from '../i18n/language';
import type { CodePurpose } from './codes';

/**
 * The texts of the platform's SMS, in the language of the request that asked for them (the page
 * sends its language in the Language header), so a member registering in Vietnamese reads a
 * Vietnamese code message. English for any other language. Spanish addresses the member as "tú",
 * like the site's pages.
 */

/** A code message: the brand, what the code is for, the code, how long it lasts, a warning. */
const CODE_TEXTS: Record<ContentLanguage, (purpose: CodePurpose, code: string, minutes: number) => string> = {
  en: (purpose, code, minutes) => `Your ${EN_PURPOSE[purpose]} code is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.`,
  es: (purpose, code, minutes) => `Tu código de ${ES_PURPOSE[purpose]} es ${code}. Es válido durante ${minutes} minutos. No lo compartas con nadie.`,
  vi: (purpose, code, minutes) => `Mã ${VI_PURPOSE[purpose]} của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
  zh: (purpose, code, minutes) => `您的${ZH_PURPOSE[purpose]}验证码是 ${code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。`,
};

const EN_PURPOSE: Record<CodePurpose, string> = { register: 'registration', login: 'login', reset: 'password reset', member: 'verification', bind: 'mobile binding' };
const ES_PURPOSE: Record<CodePurpose, string> = { register: 'registro', login: 'inicio de sesión', reset: 'restablecimiento de contraseña', member: 'verificación', bind: 'vinculación del móvil' };
const VI_PURPOSE: Record<CodePurpose, string> = { register: 'đăng ký', login: 'đăng nhập', reset: 'đặt lại mật khẩu', member: 'xác minh', bind: 'liên kết số điện thoại' };
const ZH_PURPOSE: Record<CodePurpose, string> = { register: '注册', login: '登录', reset: '重置密码', member: '身份', bind: '绑定手机' };

/** The code message for `purpose`, with the brand in front. */
export function codeSmsText(language: ContentLanguage, brandName: string, purpose: CodePurpose, code: string, minutes: number): string {
  return `[${brandName}] ${CODE_TEXTS[language](purpose, code, minutes)}`;
}

const ALREADY_REGISTERED: Record<ContentLanguage, string> = {
  en: 'Someone asked to register a new account with this number, which already has one. If it was you, log in or reset your password. If not, you can ignore this message.',
  es: 'Alguien pidió registrar una cuenta nueva con este número, que ya tiene una. Si fuiste tú, inicia sesión o restablece tu contraseña. Si no, puedes ignorar este mensaje.',
  vi: 'Có người yêu cầu đăng ký tài khoản mới bằng số này, nhưng số này đã có tài khoản. Nếu đó là bạn, hãy đăng nhập hoặc đặt lại mật khẩu. Nếu không, bạn có thể bỏ qua tin nhắn này.',
  zh: '有人申请用此号码注册新账号，但该号码已有账号。如果是您本人，请登录或重置密码；如果不是，请忽略此短信。',
};

/** The notice a number that already has an account gets instead of a registration code. */
export function alreadyRegisteredSmsText(brandName: string, language: ContentLanguage): string {
  return `[${brandName}] ${ALREADY_REGISTERED[language]}`;
}
