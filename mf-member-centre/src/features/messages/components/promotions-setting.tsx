import { useId } from 'react';
import { queryClient, useMutation, useQuery, useSession, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { FormError, kitStyles, useKitText } from '../../../kit';
import { fetchMessagePreferences, preferencesKey } from '../api/get-preferences';
import { setMessagePreferences } from '../api/set-preferences';
import styles from './promotions-setting.module.css';

/**
 * The member's choice about promotional messages (offers, rewards waiting, VIP and mission news).
 * Messages about money, the account, limits and the member's own requests always arrive, and the
 * hint says so. Shown once the platform has answered: a switch in a state the member cannot trust
 * would be worse than none.
 */
export function PromotionsSetting() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const kitT = useKitText();
  const token = useSession()?.token ?? null;
  const hintId = useId();
  const query = useQuery({ queryKey: preferencesKey(token), queryFn: fetchMessagePreferences, retry: false }, queryClient);
  const save = useMutation(
    {
      mutationFn: setMessagePreferences,
      onSuccess: (stored) => queryClient.setQueryData(preferencesKey(token), stored),
    },
    queryClient,
  );
  if (!query.data) return null;
  return (
    <div className={kitStyles.tile}>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={query.data.promotional}
          aria-describedby={hintId}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ promotional: event.target.checked })}
        />
        {t('messages.promotions_label')}
      </label>
      <p id={hintId} className={kitStyles.hint}>
        {t('messages.promotions_hint')}
      </p>
      <FormError error={save.error ? kitT('form.failed') : null} />
    </div>
  );
}
