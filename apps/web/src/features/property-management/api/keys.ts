// Query keys of this feature. Properties sit under ['properties'] so a new property also refreshes
// any other screen that lists them under the same prefix.
export const propertyKeys = {
  all: ['properties'] as const,
  list: () => ['properties', 'list'] as const,
  units: (propertyId: number) => ['properties', 'units', propertyId] as const,
  unitTypes: (propertyId: number) => ['properties', 'unit-types', propertyId] as const,
  /** Under ['properties']: every property or unit create refreshes the room left on the plan. */
  planRoom: () => ['properties', 'plan-room'] as const,
  openReports: () => ['property-management', 'open-reports'] as const,
};
