import type { ReactNode } from 'react';
import type { Paged } from '@site/shared/contract/agents';
import { Pager, QueryState, type QueryLike } from '@site/shared/centre-kit';
import { kitStyles as styles } from './kit-styles';
import { useOwnKitText } from './use-own-kit-text';

export interface TableColumn<Row> {
  /** Unique among the table's columns; also the key of its cell in the totals row. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned so their digits line up. */
  numeric?: boolean;
}

/** One row of a paged answer. */
type RowOf<Data extends Paged<unknown>> = Data['list'][number];

/** Row types come from the query's data, so column cells are typed without annotations. */
export interface PagedTableProps<Data extends Paged<unknown>> {
  /** The table's name (its caption), e.g. "Team members". */
  caption: string;
  columns: readonly TableColumn<RowOf<Data>>[];
  query: QueryLike<Data>;
  rowKey: (row: RowOf<Data>) => string;
  onPageChange: (pageNo: number) => void;
  /** What an empty list says; the kit's generic sentence when absent. */
  emptyText?: ReactNode;
  /** The totals row under the list, by column key (the first column says "Totals" unless given). */
  totals?: (data: Data) => Partial<Record<string, ReactNode>>;
  /** Shown above the table once the data arrived (e.g. totals as figures). */
  before?: (data: Data) => ReactNode;
}

/**
 * A server-paged list as a table: loading, failed (Retry) and empty states, a caption, an
 * optional totals row, and the pager. On a narrow screen the table scrolls sideways inside a
 * focusable region, so it can be scrolled by keyboard too, and the page itself never does.
 */
export function PagedTable<Data extends Paged<unknown>>({ caption, columns, query, rowKey, onPageChange, emptyText, totals, before }: PagedTableProps<Data>) {
  const t = useOwnKitText();
  return (
    <QueryState query={query} isEmpty={(data) => data.list.length === 0} emptyText={emptyText}>
      {(data) => {
        const footer = totals?.(data);
        return (
          <>
            {before?.(data)}
            <div className={styles.tableScroll} role="region" aria-label={t('kit.table_scroll', { caption })} tabIndex={0}>
              <table className={styles.table}>
                <caption className={styles.caption}>{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                {footer && (
                  <tfoot>
                    <tr>
                      {columns.map((column, index) => {
                        const content = footer[column.key] ?? (index === 0 ? t('kit.totals') : null);
                        return index === 0 ? (
                          <th key={column.key} scope="row">
                            {content}
                          </th>
                        ) : (
                          <td key={column.key} className={column.numeric ? styles.numeric : undefined}>
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>
            <Pager pageNo={data.pageNo} totalPages={data.totalPages} onChange={onPageChange} busy={query.isPending} />
          </>
        );
      }}
    </QueryState>
  );
}
