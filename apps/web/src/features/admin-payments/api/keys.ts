// Query keys of this feature. Units sit under ['properties', 'units'] like the property screen's, so
// a rent change here also refreshes that screen's cached units.
export const paymentKeys = {
  properties: () => ['properties', 'list'] as const,
  payments: (propertyId: number | null, page: number) =>
    ['payments', 'rent-payments', propertyId, page] as const,
  allPayments: () => ['payments', 'rent-payments'] as const,
  units: (propertyId: number | null) => ['properties', 'units', propertyId ?? 'all'] as const,
  allUnits: () => ['properties', 'units'] as const,
};
