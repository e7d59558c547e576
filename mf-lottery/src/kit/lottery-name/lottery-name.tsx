import { documentLanguage, useTranslation } from '@site/shared';
import { lotteryName, lotteryNameText, type LotteryName as Name } from '@site/shared/contract/lottery/constants';
import styles from './lottery-name.module.css';

/** Names lotteries in the page's language; re-renders when the language changes. */
export function useLotteryNames(): { nameOf: (gameId: string, remark: string) => Name; textOf: (gameId: string, remark: string) => string } {
  const { i18n } = useTranslation();
  const language = documentLanguage(i18n.language);
  return {
    nameOf: (gameId, remark) => lotteryName(gameId, remark, language),
    textOf: (gameId, remark) => lotteryNameText(lotteryName(gameId, remark, language)),
  };
}

/** A lottery's name, with its Vietnamese name beside it where players know it by that one. */
export function LotteryName({ gameId, remark }: { gameId: string; remark: string }) {
  const { nameOf } = useLotteryNames();
  const { name, term } = nameOf(gameId, remark);
  return (
    <>
      {name}
      {term && (
        <>
          {' '}
          <span lang="vi" className={styles.term}>
            {term}
          </span>
        </>
      )}
    </>
  );
}
