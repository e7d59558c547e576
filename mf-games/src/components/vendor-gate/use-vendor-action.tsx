import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  bus,
  ConfirmDialog,
  Dialog,
  GAME_LIST_TYPES,
  GAME_TYPE_PATHS,
  isTrialAccount,
  useSession,
  type GameType,
  type VendorCard,
} from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';

type Refusal = { kind: 'trial' } | { kind: 'launch-later'; card: VendorCard };

/**
 * What clicking a provider card does, the same on the home lanes and in the lobbies:
 * - a provider of a game-list type (RNG, PVP, FISH) opens that list with the provider chosen
 *   (spec §4 "RNG start stores vassalage and goes to /rng"; the URL is where it is stored, so the
 *   choice survives a reload and can be shared). Browsing a list needs no account.
 * - any other provider starts a game, a gated action (spec §5): a visitor gets the login popup, a
 *   trial account the in_need_true_account warning, a real member an honest note that launching
 *   arrives in a later release.
 * Render `dialogs` once next to the cards.
 */
export function useVendorAction(): { select: (card: VendorCard, type: GameType) => void; dialogs: ReactNode } {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const session = useSession();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const close = useCallback(() => setRefusal(null), []);

  const select = useCallback(
    (card: VendorCard, type: GameType) => {
      if (GAME_LIST_TYPES.includes(type)) {
        navigate(`${GAME_TYPE_PATHS[type]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`);
        return;
      }
      if (!session) {
        bus.emit('auth:open-login', undefined);
        return;
      }
      setRefusal(isTrialAccount(session) ? { kind: 'trial' } : { kind: 'launch-later', card });
    },
    [navigate, session],
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={refusal?.kind === 'trial'}
        onClose={close}
        title={t('need_real_account_title')}
        text={t('in_need_true_account')}
        buttons={[
          { label: t('common:cancel') },
          // A trial player who wants to play for real needs an account: open registration.
          { label: t('in_increase_submit'), isDefault: true, onClick: () => bus.emit('auth:open-register') },
        ]}
      />
      <Dialog open={refusal?.kind === 'launch-later'} onClose={close} title={refusal?.kind === 'launch-later' ? refusal.card.displayName : undefined}>
        <p>{t('launch_later')}</p>
      </Dialog>
    </>
  );

  return { select, dialogs };
}
