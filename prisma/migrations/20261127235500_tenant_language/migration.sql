-- Issue 25 item 6 (ADR 045): the tenant's language and the landlord's per-tenant override.
-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'sw');

-- AlterTable
ALTER TABLE "tenant_profiles" ADD COLUMN "language" "Language" NOT NULL DEFAULT 'en',
ADD COLUMN "message_language" "Language";
