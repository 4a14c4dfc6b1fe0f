// Query keys of this feature, under ['tenants'] so a change on the tenants screen refreshes them.
export const tenantProfileKeys = {
  detail: (id: number) => ['tenants', 'detail', id] as const,
  transactions: (id: number) => ['tenants', 'transactions', id] as const,
};
