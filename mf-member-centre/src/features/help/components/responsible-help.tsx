import { useId } from 'react';
import { bus, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import styles from './responsible-help.module.css';

const TOOLS = ['limits', 'realityCheck', 'timeOut', 'selfExclusion', 'statement'] as const;

/** Organisations known worldwide; only their sites, since a phone number differs by country. */
const HELPLINES = [
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'gamblersAnonymous', href: 'https://www.gamblersanonymous.org/' },
  { key: 'gamblingTherapy', href: 'https://www.gamblingtherapy.org/' },
  { key: 'beGambleAware', href: 'https://www.begambleaware.org/' },
] as const;

const openPage = () => bus.emit('member-centre:open', { page: 'responsibleGaming' });

/**
 * Under the responsible gaming help text: every tool the site offers, each opening the Responsible
 * gaming page, and independent organisations to turn to.
 */
export function ResponsibleHelp() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const id = useId();
  return (
    <div className={styles.block}>
      <h3 id={`${id}-tools`}>{t('responsibleHelp.toolsTitle')}</h3>
      <ul className={styles.list} aria-labelledby={`${id}-tools`}>
        {TOOLS.map((tool) => {
          const name = t(`responsibleHelp.tools.${tool}.name`);
          return (
            <li key={tool} className={styles.item}>
              <strong>{name}</strong>
              <span>{t(`responsibleHelp.tools.${tool}.text`)}</span>
              <button type="button" className={styles.link} onClick={openPage}>
                {t('responsibleHelp.open', { tool: name })}
              </button>
            </li>
          );
        })}
      </ul>
      <h3 id={`${id}-help`}>{t('responsibleHelp.helplinesTitle')}</h3>
      <p>{t('responsibleHelp.helplinesText')}</p>
      <ul className={styles.list} aria-labelledby={`${id}-help`}>
        {HELPLINES.map((line) => (
          <li key={line.key}>
            <a href={line.href} target="_blank" rel="noopener noreferrer">
              {t(`responsibleHelp.${line.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
