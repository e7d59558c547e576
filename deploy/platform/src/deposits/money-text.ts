import { formatAmount } from '../wallet/money';

/** '1234567.5' → '1,234,567.50': an amount as a person reads it (messages, the payment page). */
export function displayAmount(minor: bigint): string {
  const [whole, fraction] = formatAmount(minor).split('.') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
