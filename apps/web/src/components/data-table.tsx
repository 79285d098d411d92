// The table alternative of a chart (monitoring's and the energy plan's): a disclosure, closed by default, holding a real
// <table> with the chart's numbers already written out. The wrapper scrolls sideways on a phone
// and is focusable, so a keyboard can scroll it too.
import { useTranslation } from 'react-i18next';
import styles from './data-table.module.css';

export interface DataTableProps {
  caption: string;
  /** Column headings; the first column holds each row's heading (a time or a name). */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

export function DataTable({ caption, columns, rows }: DataTableProps) {
  const { t } = useTranslation('common');
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>{t('dataTable.show')}</summary>
      <section
        className={styles.scroll}
        aria-label={t('dataTable.region', { caption })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
