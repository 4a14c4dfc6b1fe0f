/**
 * GET /api/accounts/tenant-applications/:id/documents.zip: every file the tenant sent with their
 * application, streamed as one zip (the Tenants screen's Download All uses the same endpoint).
 */
export const applicationDocumentsZipPath = (applicationId: number) =>
  `/accounts/tenant-applications/${applicationId}/documents.zip`;
