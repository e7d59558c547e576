import { formatBalance, usePublicState } from '@site/shared';
import styles from './kit.module.css';

export interface MoneyProps {
  /** The platform's formatted decimal text in major units ('1234.50', '-20.00'); never a float. */
  value: string | null | undefined;
  /** The currency symbol; the site's own (from the balance answer) when absent. */
  currencySymbol?: string;
  /** Colour a negative amount as a loss and a positive one as a gain (records, profit and loss). */
  signed?: boolean;
}

/**
 * An amount as the server sent it, with the currency symbol and thousands separators. The front end
 * does no money arithmetic: every figure it shows is one the server formatted.
 */
export function Money({ value, currencySymbol, signed = false }: MoneyProps) {
  const { currencySymbol: siteSymbol } = usePublicState();
  const text = formatBalance(value, currencySymbol ?? siteSymbol);
  const negative = typeof value === 'string' && value.trim().startsWith('-');
  const tone = !signed ? '' : negative ? styles.loss : /[1-9]/.test(value ?? '') ? styles.gain : '';
  return <span className={`${styles.money} ${tone}`}>{text}</span>;
}
