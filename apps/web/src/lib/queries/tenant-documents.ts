// Paths of an applicant's files, for the landlord's screens (Tenants and tenant details); fetching
// them with the bearer token is lib/file-download.ts.

/** GET /api/accounts/tenants/:id/documents/id/ (the applicant's ID, inline). */
export const tenantIdDocumentPath = (tenantId: number) =>
  `/accounts/tenants/${tenantId}/documents/id/`;

/** GET /api/accounts/tenant-applications/:id/documents.zip: every file sent, as one zip. */
export const applicationDocumentsZipPath = (applicationId: number) =>
  `/accounts/tenant-applications/${applicationId}/documents.zip`;
