import { PATTERN_MESSAGES_EN, type PatternId } from '@site/shared';

/*
 * The registration rules' problems in each language, keyed by the rule's pattern kind; '(min)' and
 * '(max)' are filled by formatBounds. One source for the registration form (mf-auth) and the
 * agent's new-downline form, so an agent creating a downline reads the rule a member registering
 * reads. English is the contract's own wording, the one the platform's refusals use.
 *
 * Here rather than in '@site/shared' so the singleton the first page loads does not carry the
 * other languages: each package bundles the texts it uses. Each language is its own export so
 * mf-auth's resources take just the three objects, as when they were written there: its first
 * chunk keeps the same bytes.
 */

/** Spanish. */
export const PATTERN_TEXTS_ES: Record<PatternId, string> = {
  ANY: 'Introduce de (min)-(max) caracteres',
  LENGTH: 'Debe tener (min)-(max) caracteres',
  LETTER_FIRST_ALPHANUMERIC: '(min)-(max) letras o dígitos, empezando por una letra, sin espacios ni caracteres especiales',
  KANJI_DIGITS: '(min)-(max) caracteres, solo kanji y dígitos',
  EMAIL: 'Introduce un correo electrónico válido de (min)-(max) caracteres',
  ALPHANUMERIC: '(min)-(max) caracteres, solo letras y dígitos',
  LETTERS_AND_DIGITS: '(min)-(max) caracteres, solo letras y dígitos (al menos uno de cada), sin espacios ni símbolos',
  DIGITS: '(min)-(max) dígitos, solo números',
  HAS_UPPERCASE: '(min)-(max) caracteres con al menos una letra mayúscula',
  LETTERS_SPACES: '(min)-(max) caracteres, solo letras inglesas y espacios',
  NO_SPACES: '(min)-(max) caracteres sin espacios',
  CHINESE: '(min)-(max) caracteres chinos',
  DATE_YMD: 'Introduce una fecha válida con el formato aaaa-MM-dd',
  DATE_MDY: 'Introduce una fecha válida con el formato MM-dd-aaaa',
  KOREAN: '(min)-(max) caracteres, solo coreano',
  THAI: '(min)-(max) caracteres, solo tailandés',
  FULL_NAME: 'Formato de nombre real incorrecto: (min)-(max) letras mayúsculas, nombre y apellido separados por un espacio',
  FULLWIDTH_JAPANESE: '(min)-(max) caracteres japoneses de ancho completo',
  UPPERCASE_NO_SPACES: '(min)-(max) letras mayúsculas, sin espacios',
  STRONG_PASSWORD: '(min)-(max) caracteres con una mayúscula, una minúscula, un dígito y un símbolo',
  LETTERS: '(min)-(max) caracteres, solo letras',
  MOBILE: 'Formato de teléfono incorrecto: (min)-(max) dígitos',
  URL: 'Introduce una dirección web válida que empiece por http:// o https://',
  CUSTOM: 'Formato no válido, (min)-(max) caracteres',
};

/** Vietnamese. */
export const PATTERN_TEXTS_VI: Record<PatternId, string> = {
  ANY: 'Vui lòng nhập (min)-(max) ký tự',
  LENGTH: 'Phải dài (min)-(max) ký tự',
  LETTER_FIRST_ALPHANUMERIC: '(min)-(max) chữ cái hoặc chữ số, bắt đầu bằng chữ cái, không có khoảng trắng hay ký tự đặc biệt',
  KANJI_DIGITS: '(min)-(max) ký tự, chỉ chữ Hán (kanji) và chữ số',
  EMAIL: 'Vui lòng nhập email hợp lệ gồm (min)-(max) ký tự',
  ALPHANUMERIC: '(min)-(max) ký tự, chỉ chữ cái và chữ số',
  LETTERS_AND_DIGITS: '(min)-(max) ký tự, chỉ gồm chữ cái và chữ số (mỗi loại ít nhất một), không có dấu cách hay ký hiệu',
  DIGITS: '(min)-(max) chữ số, chỉ nhập số',
  HAS_UPPERCASE: '(min)-(max) ký tự, có ít nhất một chữ in hoa',
  LETTERS_SPACES: '(min)-(max) ký tự, chỉ chữ cái tiếng Anh và khoảng trắng',
  NO_SPACES: '(min)-(max) ký tự, không có khoảng trắng',
  CHINESE: '(min)-(max) chữ Hán',
  DATE_YMD: 'Vui lòng nhập ngày hợp lệ theo dạng yyyy-MM-dd',
  DATE_MDY: 'Vui lòng nhập ngày hợp lệ theo dạng MM-dd-yyyy',
  KOREAN: '(min)-(max) ký tự, chỉ tiếng Hàn',
  THAI: '(min)-(max) ký tự, chỉ tiếng Thái',
  FULL_NAME: 'Họ tên không đúng định dạng: (min)-(max) chữ in hoa, họ và tên cách nhau bằng khoảng trắng',
  FULLWIDTH_JAPANESE: '(min)-(max) ký tự tiếng Nhật toàn độ rộng',
  UPPERCASE_NO_SPACES: '(min)-(max) chữ in hoa, không có khoảng trắng',
  STRONG_PASSWORD: '(min)-(max) ký tự, gồm chữ in hoa, chữ thường, chữ số và ký hiệu',
  LETTERS: '(min)-(max) ký tự, chỉ chữ cái',
  MOBILE: 'Số điện thoại không đúng định dạng: (min)-(max) chữ số',
  URL: 'Vui lòng nhập địa chỉ web hợp lệ bắt đầu bằng http:// hoặc https://',
  CUSTOM: 'Định dạng không hợp lệ, (min)-(max) ký tự',
};

/** Chinese (simplified). */
export const PATTERN_TEXTS_ZH: Record<PatternId, string> = {
  ANY: '请输入(min)-(max)个字符',
  LENGTH: '长度须为(min)-(max)个字符',
  LETTER_FIRST_ALPHANUMERIC: '(min)-(max)位字母或数字，以字母开头，不能包含空格或特殊字符',
  KANJI_DIGITS: '(min)-(max)个字符，仅限汉字和数字',
  EMAIL: '请输入(min)-(max)个字符的有效电子邮箱',
  ALPHANUMERIC: '(min)-(max)个字符，仅限字母和数字',
  LETTERS_AND_DIGITS: '(min)-(max)个字符，仅限字母和数字（两者都须包含），不能有空格或符号',
  DIGITS: '(min)-(max)位数字',
  HAS_UPPERCASE: '(min)-(max)个字符，至少包含一个大写字母',
  LETTERS_SPACES: '(min)-(max)个字符，仅限英文字母和空格',
  NO_SPACES: '(min)-(max)个字符，不能包含空格',
  CHINESE: '(min)-(max)个汉字',
  DATE_YMD: '请按 yyyy-MM-dd 格式输入有效日期',
  DATE_MDY: '请按 MM-dd-yyyy 格式输入有效日期',
  KOREAN: '(min)-(max)个字符，仅限韩文',
  THAI: '(min)-(max)个字符，仅限泰文',
  FULL_NAME: '真实姓名格式不正确：(min)-(max)个大写字母，名和姓之间用空格分隔',
  FULLWIDTH_JAPANESE: '(min)-(max)个全角日文字符',
  UPPERCASE_NO_SPACES: '(min)-(max)个大写字母，不能包含空格',
  STRONG_PASSWORD: '(min)-(max)个字符，须包含大写字母、小写字母、数字和符号',
  LETTERS: '(min)-(max)个字符，仅限字母',
  MOBILE: '手机号码格式不正确：(min)-(max)位数字',
  URL: '请输入以 http:// 或 https:// 开头的有效网址',
  CUSTOM: '格式无效，(min)-(max)个字符',
};

/** Every complete language, for a form that picks the texts of the language shown. */
export const PATTERN_TEXTS: Record<'en' | 'es' | 'vi' | 'zh', Record<PatternId, string>> = {
  en: PATTERN_MESSAGES_EN,
  es: PATTERN_TEXTS_ES,
  vi: PATTERN_TEXTS_VI,
  zh: PATTERN_TEXTS_ZH,
};
