import { addRemoteResources } from '@site/shared';
import { LICENCE_STATEMENT } from '@site/shared/contract/licence';

/** The shell's i18next namespace. */
export const SHELL_NAMESPACE = 'shell';

/**
 * Every string the shell puts on screen, in English here and in es.ts, vi.ts and zh.ts beside it.
 * en, es, vi and zh must stay complete: a test compares their keys. Only English is in the first
 * load (it is every language's fallback); another language's file is imported when it is shown.
 */
export const en = {
  tab_title: '{{brandName}} game hall',
  tab_title_default: 'Game hall',
  home: 'Home',
  main_nav: 'Main',
  promotions: 'Promotions',
  download: 'App download',
  more: 'More',
  more_of: 'More {{name}} providers',
  hot: 'Hot',
  providers_of: '{{name}} providers',
  log_in: 'Log in',
  register: 'Register',
  sign_out: 'Sign out',
  language: 'Language',
  theme_to_dark: 'Switch to dark theme',
  theme_to_light: 'Switch to light theme',
  account_menu: 'Account',
  balance: 'Balance',
  bonus_balance: 'Bonus',
  balance_updating: 'Updating…',
  show_balance: 'Show balance',
  hide_balance: 'Hide balance',
  account_menu_open: 'menu',
  refresh_balance: 'Refresh balance',
  messages: 'Messages',
  messages_unread: 'Messages, {{count}} unread',
  betting_record: 'Betting record',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  account_record: 'Account record',
  member_centre: 'Member centre',
  agent_centre: 'Agent centre',
  my_account: 'My account',
  sign_out_title: 'Sign out?',
  sign_out_text: 'You will be signed out on this device.',
  banners: 'Banners',
  banner_alt: 'Banner {{index}}',
  notices: 'Notices',
  notice_bar_title: 'Announcements',
  news: 'News',
  no_notices: 'There are no announcements right now.',
  notice_page_title: 'Announcements',
  jackpot: 'Jackpot',
  customer_service: 'Customer service',
  contact: {
    HELP: 'Help centre',
    LIVECHAT: 'Live chat',
    WHATSAPP: 'WhatsApp',
    TELEGRAM: 'Telegram',
    TELEGRAM2: 'Telegram (second line)',
    VIP: 'VIP channel',
  },
  contacts: 'Contacts',
  contact_offline: 'Offline, opens {{time}}',
  contact_failed: 'This contact could not be opened. Please try again, or choose another contact.',
  contact_blocked: 'Your browser blocked the contact window. Allow pop-ups for this site and try again.',
  rebate: 'Rebate',
  chat_room: 'Chat room',
  left_bar: 'Events',
  left_bar_open: 'Open events',
  notice: 'Notice',
  being_updated: 'Events are being updated. Please check back later.',
  footer_providers: 'Game providers',
  footer_games: 'Games',
  footer_site: 'Discover',
  footer_help: 'Help',
  links: {
    vip: 'VIP',
    point_mall: 'Points mall',
    notices: 'Announcements',
    lottery: 'Lottery',
    lottery_results: 'Lottery results',
    join: 'Join us',
    agent_login: 'Agent login',
    help: 'Help centre',
    faq: 'Frequently asked questions',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    responsible: 'Responsible gaming',
    about: 'About us',
    feedback: 'Feedback and complaints',
  },
  // The licence statement is declared once, for the footer and the help centre's licence section alike.
  licence_title: LICENCE_STATEMENT.en.title,
  licence_text: LICENCE_STATEMENT.en.text,
  licence_mga: LICENCE_STATEMENT.en.bodies.mga,
  licence_bvi: LICENCE_STATEMENT.en.bodies.bvi,
  licence_pagcor: LICENCE_STATEMENT.en.bodies.pagcor,
  responsible: 'Gambling can be addictive. Play responsibly. 18+ only.',
  responsible_tools: 'My limits and breaks',
  copyright: '© {{year}} {{brandName}}. All rights reserved.',
  game_maintenance: 'System maintenance',
  info_maintenance: 'We are upgrading the site to serve you better. Please come back later.',
  maintenance_until: 'Expected to be back: {{time}}',
  blockip: 'Access restricted',
  info_ip_block: 'Access restricted by IP or location',
  your_ip: 'Your IP address',
  not_found_title: 'Page not found',
  not_found_text: 'The page you are looking for does not exist or has moved.',
  back_home: 'Back to home',
  loading_area: 'Loading…',
  skip_to_content: 'Skip to main content',
} as const;

/** The shape every language follows: the English keys, each a string. */
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
export type ShellTexts = SameKeys<typeof en>;

/** The shell's texts as the page loads them: English at once, the others on first use. */
const lazyResources = {
  en,
  es: () => import('./es').then((texts) => texts.es),
  vi: () => import('./vi').then((texts) => texts.vi),
  zh: () => import('./zh').then((texts) => texts.zh),
};

/**
 * Add the shell namespace to the page's one i18next instance; resolves when the page's language
 * is in (at once for English).
 */
export function registerShellResources(): Promise<void> {
  return addRemoteResources(SHELL_NAMESPACE, lazyResources);
}
