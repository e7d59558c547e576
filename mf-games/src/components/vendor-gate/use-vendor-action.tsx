import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog, GAME_LIST_TYPES, GAME_TYPE_PATHS, requireRealAccount, type GameType, type VendorCard } from '@site/shared';
import { GAMES_NAMESPACE } from '../../i18n/resources';

type Refusal = { kind: 'launch-later'; card: VendorCard };

/**
 * What clicking a provider card does, the same on the home lanes and in the lobbies:
 * - a provider of a game-list type (RNG, PVP, FISH) opens that list with the provider chosen
 *   (starting an RNG provider stores it and goes to /rng; the URL is where it is stored, so the
 *   choice survives a reload and can be shared). Browsing a list needs no account.
 * - any other provider starts a game, a gated action: the shared gate sends a visitor
 *   to the login popup and a trial account to mf-auth's in_need_true_account warning; a real
 *   member gets an honest note that launching arrives in a later release.
 * Render `dialogs` once next to the cards.
 */
export function useVendorAction(): { select: (card: VendorCard, type: GameType) => void; dialogs: ReactNode } {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const close = useCallback(() => setRefusal(null), []);

  const select = useCallback(
    (card: VendorCard, type: GameType) => {
      if (GAME_LIST_TYPES.includes(type)) {
        navigate(`${GAME_TYPE_PATHS[type]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`);
        return;
      }
      if (!requireRealAccount()) return;
      setRefusal({ kind: 'launch-later', card });
    },
    [navigate],
  );

  const dialogs = (
    <Dialog open={refusal !== null} onClose={close} title={refusal?.card.displayName}>
      <p>{t('launch_later')}</p>
    </Dialog>
  );

  return { select, dialogs };
}
