-- CreateEnum
CREATE TYPE "AccountDeletionStatus" AS ENUM ('pending', 'withdrawn', 'erased');

-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'account_deletion_request';

-- CreateTable
CREATE TABLE "account_deletion_requests" (
    "id" SERIAL NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "status" "AccountDeletionStatus" NOT NULL DEFAULT 'pending',
    "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawn_at" TIMESTAMP(3),
    "erased_at" TIMESTAMP(3),

    CONSTRAINT "account_deletion_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_deletion_requests_tenant_id_key" ON "account_deletion_requests"("tenant_id");

-- CreateIndex
CREATE INDEX "account_deletion_requests_landlord_id_status_requested_at_i_idx" ON "account_deletion_requests"("landlord_id", "status", "requested_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "account_deletion_requests_landlord_id_requested_at_id_idx" ON "account_deletion_requests"("landlord_id", "requested_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "account_deletion_requests_status_id_idx" ON "account_deletion_requests"("status", "id");

-- AddForeignKey
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
