import type { Key, ReactNode } from 'react';
import './table.css';

export type TableColumn<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'start' | 'end';
};

export type TableProps<T> = {
  caption: string;
  isCaptionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<T>>;
  rows: ReadonlyArray<T>;
  rowKey: (row: T) => Key;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
};

/** A data table; below 768 px each row becomes a card with the header beside each value. */
export function Table<T>({
  caption,
  isCaptionHidden,
  columns,
  rows,
  rowKey,
  empty,
}: TableProps<T>) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className={isCaptionHidden ? 'visually-hidden' : 'table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'table__end' : undefined}
              >
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
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={column.align === 'end' ? 'table__end' : undefined}
                  >
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
