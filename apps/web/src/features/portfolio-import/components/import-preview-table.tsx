import type { ImportPreview } from '@pango/shared';

const STATUS_LABELS = { new: 'New', unchanged: 'Already in Pango', error: 'Needs a fix' } as const;

/** The preview's rows; rows with errors first-class: highlighted, their sentences beside them. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <div className="import-table" role="region" aria-label="Rows in the file" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Each row of the file and what the import does</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Property</th>
            <th scope="col">Unit</th>
            <th scope="col">Tenant</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr
              key={row.line}
              className={row.status === 'error' ? 'import-table__error' : undefined}
            >
              <td>{row.line}</td>
              <td>{row.property || '—'}</td>
              <td>{row.unit || '—'}</td>
              <td>{row.tenant_name || 'Vacant'}</td>
              <td>
                <strong>{STATUS_LABELS[row.status]}</strong>
                {row.errors.length > 0 && (
                  <ul className="import-table__errors">
                    {row.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
