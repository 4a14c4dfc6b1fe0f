import { ADMIN_MESSAGES, type PropertyRead } from '@pango/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { useUnitTypes } from '../api/get-unit-types';
import { useUnits } from '@/lib/queries/units';
import { invalidate } from '@/lib/queries/invalidate';
import { usePermission } from '@/lib/permissions';
import { propertyKeys } from '@/lib/queries/properties';
import { reportKeys } from '@/lib/queries/reports';
import { useCurrentProperty } from '../hooks/use-current-property';
import { PROPERTY_PAGE_TEXT } from '../messages';
import { hasStatus } from '../utils/api-errors';
import { unitCounts } from '../utils/unit-view';
import { NoticePeriodSection } from './notice-period-section';
import { PropertyToolbar } from './property-toolbar';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { UnitsSection } from './units-section';
import './property-management.css';

// The photos and the vacancy page load after the screen: /admin's first load stays in its budget
// (scripts/check-web-size.mjs).
const PropertyGallery = lazy(() =>
  import('./property-gallery').then((m) => ({ default: m.PropertyGallery })),
);
// Room types are the editors' (issue 23): a caretaker's or accountant's first load goes without.
const RoomTypesSection = lazy(() =>
  import('./room-types-section').then((m) => ({ default: m.RoomTypesSection })),
);
const VacancyPageSection = lazy(() =>
  import('./vacancy-page-section').then((m) => ({ default: m.VacancyPageSection })),
);

/** /admin and /admin/organisation: Property Management (seed 001 section 2). */
export function PropertyManagementPage() {
  const queryClient = useQueryClient();
  const { propertiesQuery, properties, property, select } = useCurrentProperty();
  const propertyId = property?.id ?? null;
  const units = useUnits(propertyId, propertyId !== null);
  const roomTypes = useUnitTypes(propertyId);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const failed = [propertiesQuery, units, roomTypes].find((query) => query.isError);
  const hasLoadError = failed !== undefined;

  useEffect(() => {
    if (hasLoadError) toast.error(PROPERTY_PAGE_TEXT.someDataFailed);
  }, [hasLoadError]);

  const refresh = async () => {
    setIsRefreshing(true);
    try {
      await invalidate(queryClient, [propertyKeys.all, reportKeys.all]);
    } finally {
      setIsRefreshing(false);
    }
  };

  const isForbidden = hasStatus(failed?.error, 401) || hasStatus(failed?.error, 403);
  return (
    <div className="page property-management">
      <title>Property Management · Pango</title>
      <div className="page__header">
        <h1>Property Management</h1>
        <p className="muted">Your properties, room types and units in one place.</p>
      </div>
      <PropertyToolbar
        properties={properties}
        selectedId={propertyId}
        onSelect={select}
        onRefresh={() => void refresh()}
        isRefreshing={isRefreshing}
      />
      {hasLoadError && (
        <Alert tone="warning" title={PROPERTY_PAGE_TEXT.apiIssueTitle} className="pm-banner">
          <p>{isForbidden ? PROPERTY_PAGE_TEXT.notAuthorized : PROPERTY_PAGE_TEXT.apiIssue}</p>
        </Alert>
      )}
      {propertiesQuery.isPending || (!property && propertiesQuery.isFetching) ? (
        <Spinner label="Loading properties..." />
      ) : property ? (
        <PropertyDetails
          property={property}
          units={units.data}
          isUnitsLoading={units.isPending}
          roomTypes={roomTypes.data}
          isRoomTypesLoading={roomTypes.isPending}
        />
      ) : (
        !propertiesQuery.isError && <NoProperties />
      )}
    </div>
  );
}

type PropertyDetailsProps = {
  property: PropertyRead;
  units: ReturnType<typeof useUnits>['data'];
  isUnitsLoading: boolean;
  roomTypes: ReturnType<typeof useUnitTypes>['data'];
  isRoomTypesLoading: boolean;
};

function PropertyDetails(props: PropertyDetailsProps) {
  const { property, units, isUnitsLoading, roomTypes, isRoomTypesLoading } = props;
  // Issue 23: notice periods, the vacancy page and room types (their rents) are the editors'.
  const canEdit = usePermission('properties.write');
  return (
    <>
      <Alert tone="info" className="pm-banner">
        <p>
          A unit is <strong>occupied</strong> while a tenant is assigned; otherwise it is available
          or unavailable as you mark it. Remove a tenant before changing their unit&apos;s
          availability. {property.name} holds up to {property.unit_count} units.
        </p>
      </Alert>
      {units ? (
        <StatCards counts={unitCounts(units)} />
      ) : (
        isUnitsLoading && <Spinner label="Loading figures..." />
      )}
      {property.images.length > 0 && (
        <Suspense fallback={<Spinner label="Loading photos..." />}>
          <PropertyGallery property={property} />
        </Suspense>
      )}
      {canEdit && (
        <>
          <NoticePeriodSection key={property.id} property={property} />
          <Suspense fallback={<Spinner label="Loading vacancy page..." />}>
            <VacancyPageSection key={`vacancy-${property.id}`} property={property} />
          </Suspense>
          <Suspense fallback={<Spinner label="Loading room types..." />}>
            <RoomTypesSection
              propertyId={property.id}
              roomTypes={roomTypes}
              isLoading={isRoomTypesLoading}
            />
          </Suspense>
        </>
      )}
      <UnitsSection
        propertyId={property.id}
        unitCount={property.unit_count}
        units={units}
        roomTypes={roomTypes ?? []}
        isLoading={isUnitsLoading}
      />
      <RecentActivity propertyId={property.id} units={units} />
    </>
  );
}

function NoProperties() {
  return (
    <Card className="pm-empty">
      <p className="pm-empty__title">{ADMIN_MESSAGES.noProperties}</p>
      <p className="muted">Create your first property to add room types and units.</p>
      <Link className="btn btn--primary" to="/admin/add-property">
        Create New Property
      </Link>
    </Card>
  );
}
