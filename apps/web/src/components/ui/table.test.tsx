import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table';

type Row = { id: number; name: string; rent: string };

describe('Table', () => {
  it('labels every cell with its column for the phone layout', () => {
    render(
      <Table<Row>
        caption="Units"
        rows={[{ id: 1, name: 'A1', rent: 'KSh 12,000' }]}
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', header: 'Unit', render: (row) => row.name },
          { key: 'rent', header: 'Rent', render: (row) => row.rent, align: 'end' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Units' });
    expect(within(table).getByRole('columnheader', { name: 'Rent' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'KSh 12,000' })).toHaveAttribute(
      'data-label',
      'Rent',
    );
  });
});
