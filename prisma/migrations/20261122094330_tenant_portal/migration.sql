-- AlterTable
ALTER TABLE "tenant_profiles" ADD COLUMN     "notify_announcements" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notify_maintenance_updates" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "notify_rent_reminders" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "terms_accepted_at" TIMESTAMP(3),
ADD COLUMN     "terms_version" TEXT;
