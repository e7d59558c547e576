import { PasswordInput as KitPasswordInput, type PasswordInputProps as KitPasswordInputProps } from '@site/shared/centre-kit';
import { useTranslation } from '@site/shared';
import { AUTH_NAMESPACE } from '../i18n/resources';

export type PasswordInputProps = Omit<KitPasswordInputProps, 'toggleText'>;

/** The centre kit's password input, its show/hide toggle worded in the auth texts. */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return <KitPasswordInput {...props} toggleText={{ show: t('kit.show_password'), hide: t('kit.hide_password') }} />;
}
