/**
 * The licence statement, in the four languages the site is written in: the footer shows it and
 * the help centre's licence section quotes it, so both say the same words and a change of licence
 * is made here once. Plain data (no schema): the shell's first page reads it.
 */
export interface LicenceStatement {
  title: string;
  text: string;
  /** The licensing bodies, in the order the footer's badges show them. */
  bodies: { mga: string; bvi: string; pagcor: string };
}

export const LICENCE_STATEMENT: Record<'en' | 'es' | 'vi' | 'zh', LicenceStatement> = {
  en: {
    title: 'Licensed and regulated',
    text: 'This site is operated under licences and certifications issued by the Malta Gaming Authority, the British Virgin Islands Financial Services Commission and the Philippine Amusement and Gaming Corporation.',
    bodies: { mga: 'Malta Gaming Authority', bvi: 'British Virgin Islands Financial Services Commission', pagcor: 'Philippine Amusement and Gaming Corporation' },
  },
  es: {
    title: 'Con licencia y regulado',
    text: 'Este sitio opera con licencias y certificaciones emitidas por la Autoridad de Juego de Malta, la Comisión de Servicios Financieros de las Islas Vírgenes Británicas y la Corporación de Juegos y Entretenimiento de Filipinas.',
    bodies: { mga: 'Autoridad de Juego de Malta', bvi: 'Comisión de Servicios Financieros de las Islas Vírgenes Británicas', pagcor: 'Corporación de Juegos y Entretenimiento de Filipinas' },
  },
  vi: {
    title: 'Được cấp phép và quản lý',
    text: 'Trang web hoạt động theo giấy phép và chứng nhận do Cơ quan Quản lý Trò chơi Malta, Ủy ban Dịch vụ Tài chính Quần đảo Virgin thuộc Anh và Tổng công ty Giải trí và Trò chơi Philippines cấp.',
    bodies: { mga: 'Cơ quan Quản lý Trò chơi Malta', bvi: 'Ủy ban Dịch vụ Tài chính Quần đảo Virgin thuộc Anh', pagcor: 'Tổng công ty Giải trí và Trò chơi Philippines' },
  },
  zh: {
    title: '持牌合规运营',
    text: '本网站持有马耳他博彩管理局、英属维尔京群岛金融服务委员会及菲律宾娱乐与博彩公司颁发的牌照与认证。',
    bodies: { mga: '马耳他博彩管理局', bvi: '英属维尔京群岛金融服务委员会', pagcor: '菲律宾娱乐与博彩公司' },
  },
};
