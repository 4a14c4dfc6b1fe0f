import type { Key, ReactNode } from 'react';
import './table.css';

export type TableColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
  /** Pinned to the card's right edge while a wide table scrolls (an Actions column). */
  isPinnedEnd?: boolean;
};

const cellClass = <T,>(column: TableColumn<T>) =>
  [column.align === 'end' && 'table__end', column.isPinnedEnd && 'table__pin-end']
    .filter(Boolean)
    .join(' ') || undefined;

export type TableProps<T> = {
  caption: string;
  isCaptionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => Key;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
};

/**
 * A data table; below 768 px each row becomes a card with the header beside each value. From
 * 768 px a table wider than its card scrolls inside the card (never the page) with the first
 * column pinned, so the row stays named while the Actions column comes into view.
 */
export function Table<T>({
  caption,
  isCaptionHidden,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<T>) {
  return (
    // Focusable so a keyboard can scroll it; named so a screen reader says what that stop is.
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className={isCaptionHidden ? 'visually-hidden' : 'table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} data-label={column.header} className={cellClass(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
