-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "ApprovalStatus" ADD VALUE 'unverified';
ALTER TYPE "ApprovalStatus" ADD VALUE 'expired';

-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'application_verify';

-- AlterTable
ALTER TABLE "tenant_applications" ADD COLUMN     "email_verified_at" TIMESTAMP(3),
ADD COLUMN     "verify_token_hash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "tenant_applications_verify_token_hash_key" ON "tenant_applications"("verify_token_hash");
