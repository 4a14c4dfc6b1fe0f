-- AlterTable
ALTER TABLE "landlord_profiles" ADD COLUMN     "id_document_retention_days" INTEGER NOT NULL DEFAULT 90;

-- AlterTable
ALTER TABLE "tenant_profiles" ADD COLUMN     "id_document_deleted_at" TIMESTAMP(3);

-- Between 30 days (disputes over the last month) and 10 years (the longest a landlord may need).
ALTER TABLE "landlord_profiles" ADD CONSTRAINT "landlord_profiles_id_document_retention_days_check"
  CHECK ("id_document_retention_days" BETWEEN 30 AND 3650);
