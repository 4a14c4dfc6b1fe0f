// Query keys of this feature. Units and properties are the shared ones (lib/queries/properties).
export const paymentKeys = {
  payments: (propertyId: number | null, page: number) =>
    ['payments', 'rent-payments', propertyId, page] as const,
  allPayments: () => ['payments', 'rent-payments'] as const,
};
