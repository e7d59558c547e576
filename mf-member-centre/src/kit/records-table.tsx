import type { ReactNode } from 'react';
import styles from './records-table.module.css';

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts line up on the right (and, like `nowrap`, stay on one line). */
  numeric?: boolean;
  /** Keep the value on one line (times, days, round ids): a figure broken over lines cannot be read. */
  nowrap?: boolean;
}

/** A cell's classes: amounts right-aligned; amounts and `nowrap` columns on one line with digits of equal width. */
function cellClass<Row>(column: Column<Row>): string | undefined {
  const classes = [column.numeric && styles.numeric, (column.numeric || column.nowrap) && styles.nowrap].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/**
 * A record table. On a phone (narrow panel) each row becomes a card of label and value pairs: the
 * cells carry their column's label, which the stylesheet shows when the header row is hidden.
 * Amounts, times and ids never wrap: a wide table scrolls sideways inside its frame instead; the
 * frame takes keyboard focus (a named region) so a member without a mouse can scroll it too.
 */
export function RecordsTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid="record-row">
              {columns.map((column) => (
                <td key={column.key} data-label={column.label} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
