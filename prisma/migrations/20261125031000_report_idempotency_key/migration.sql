-- AlterTable
ALTER TABLE "reports" ADD COLUMN "idempotency_key" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "reports_tenant_id_idempotency_key_key" ON "reports"("tenant_id", "idempotency_key");
