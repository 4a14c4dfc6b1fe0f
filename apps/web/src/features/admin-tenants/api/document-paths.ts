// Paths of the applicant's files; fetching them with the bearer token is lib/file-download.ts.

/** GET /api/accounts/tenants/:id/documents/id/ (the applicant's ID, inline). */
export const tenantIdDocumentPath = (tenantId: number) =>
  `/accounts/tenants/${tenantId}/documents/id/`;

/** GET /api/accounts/tenant-applications/:id/documents.zip (streamed zip of every file). */
export const applicationZipPath = (applicationId: number) =>
  `/accounts/tenant-applications/${applicationId}/documents.zip`;
