import { useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useReportCount } from '../api/get-reports';
import type { ReportFilters as Filters } from '../api/types';
import { ReportAnalytics } from './report-analytics';
import { ReportFilters } from './report-filters';
import { ReportList } from './report-list';
import './reports.css';

type View = 'reports' | 'analytics';
const VIEWS = [
  { value: 'reports', label: 'Reports' },
  { value: 'analytics', label: 'Analytics' },
] as const;

function CountCard({ label, count }: { label: string; count: number | undefined }) {
  return (
    <Card className="reports-count">
      <p className="reports-count__label">{label}</p>
      <p className="reports-count__value">{count ?? '…'}</p>
    </Card>
  );
}

type ReportsPageProps = {
  /** Header buttons the app layer composes in (Send Email: another feature's dialog). */
  actions?: ReactNode;
};

/** /admin/reports (seed 001 section 2, Reports and Issues). */
export function ReportsPage({ actions }: ReportsPageProps) {
  const [selectedPropertyId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  const [view, setView] = useState<View>('reports');
  // undefined: follow the top bar's property; null: the landlord chose All Properties here.
  const [propertyOverride, setPropertyOverride] = useState<number | null | undefined>(undefined);
  const [rest, setRest] = useState<Omit<Filters, 'propertyId'>>({ status: 'all', category: '' });
  const filters: Filters = {
    ...rest,
    propertyId: propertyOverride === undefined ? selectedPropertyId : propertyOverride,
  };
  const open = useReportCount('open', filters);
  const resolved = useReportCount('resolved', filters);

  return (
    <div className="page reports-page">
      <title>Reports and Issues · Pango</title>
      <div className="page__header reports-page__header">
        <h1>Reports and Issues</h1>
        {actions && <div className="reports-page__actions">{actions}</div>}
      </div>
      <section className="reports-counts" aria-label="Report summary">
        <CountCard label="Open" count={open} />
        <CountCard label="Resolved" count={resolved} />
      </section>
      <ReportFilters
        properties={properties.data?.results ?? []}
        filters={filters}
        onChange={({ propertyId, ...next }) => {
          setPropertyOverride(propertyId);
          setRest(next);
        }}
      />
      <Tabs label="Reports view" items={VIEWS} value={view} onChange={setView}>
        {view === 'reports' ? (
          <ReportList filters={filters} />
        ) : (
          <ReportAnalytics propertyId={filters.propertyId} />
        )}
      </Tabs>
    </div>
  );
}
