import type { ReactNode } from 'react';
import styles from '../records.module.css';

export { RecordsTable, type Column } from '../../../kit';

/** The filter's totals as label and value pairs. */
export function Totals({ label, items }: { label: string; items: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <section className={styles.totals} aria-label={label} data-testid="record-totals">
      <dl>
        {items.map((item) => (
          <div key={item.key} className={styles.total}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The time of a record in the reader's locale and zone. */
export function RecordTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{new Date(iso).toLocaleString()}</time>;
}
