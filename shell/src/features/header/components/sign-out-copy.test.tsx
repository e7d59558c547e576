import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { resetSharedState, signIn, withProviders } from '../../../testing/render-app';
import { LeftBar } from '../../side-bars/components/left-bar';
import { MemberStrip } from './member-strip';

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

/** What a person reads in the sign-out question, in each language: a title, a sentence, the action named. */
const SIGN_OUT = {
  en: { open: 'Sign out', title: 'Sign out?', text: 'You will be signed out on this device.', confirm: 'Sign out', cancel: 'Cancel' },
  es: { open: 'Cerrar sesión', title: '¿Cerrar sesión?', text: 'Se cerrará tu sesión en este dispositivo.', confirm: 'Cerrar sesión', cancel: 'Cancelar' },
  vi: { open: 'Đăng xuất', title: 'Đăng xuất?', text: 'Bạn sẽ được đăng xuất trên thiết bị này.', confirm: 'Đăng xuất', cancel: 'Hủy' },
  zh: { open: '退出登录', title: '退出登录？', text: '您将在此设备上退出登录。', confirm: '退出登录', cancel: '取消' },
} as const;

/** The left bar's notice, in each language (it was Vietnamese in all four). */
const BEING_UPDATED = {
  en: 'Events are being updated. Please check back later.',
  es: 'Los eventos se están actualizando. Vuelve más tarde.',
  vi: 'Sự kiện đang được cập nhật. Vui lòng quay lại sau.',
  zh: '活动正在更新中，请稍后再来。',
} as const;

type Language = keyof typeof SIGN_OUT;
const LANGUAGES = Object.keys(SIGN_OUT) as Language[];

describe('sign-out question copy', () => {
  it.each(LANGUAGES)('asks "Sign out?" in plain words and names the action on its button (%s)', async (language) => {
    fakePlatform({ '/wps/member/message/unread': () => ok(0) });
    signIn({ account: 'lucky7' });
    await act(() => i18n.changeLanguage(language));
    const copy = SIGN_OUT[language];
    render(withProviders(<MemberStrip session={{ account: 'lucky7' } as never} />));
    await userEvent.click(screen.getByRole('button', { name: copy.open }));
    const dialog = screen.getByRole('dialog', { name: copy.title });
    expect(dialog).toHaveAccessibleDescription(copy.text);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual([copy.cancel, copy.confirm]);
    expect(dialog).not.toHaveTextContent(/Prompt|Submit|Are you sure to log out/);
  });
});

describe('left bar copy', () => {
  it.each(LANGUAGES)('says the events are being updated in the page language (%s)', async (language) => {
    await act(() => i18n.changeLanguage(language));
    render(withProviders(<LeftBar />));
    await userEvent.click(within(screen.getByTestId('left-bar')).getByRole('button'));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(BEING_UPDATED[language]);
    if (language !== 'vi') expect(dialog).not.toHaveTextContent('Đang cập nhật');
  });
});
