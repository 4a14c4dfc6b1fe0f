-- AlterTable
ALTER TABLE "rent_ledger_entries" ADD COLUMN     "waived_entry_id" INTEGER;

-- CreateTable
CREATE TABLE "tenancy_billing_periods" (
    "tenancy_id" INTEGER NOT NULL,
    "period" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tenancy_billing_periods_pkey" PRIMARY KEY ("tenancy_id","period")
);

-- CreateIndex
CREATE INDEX "tenancy_billing_periods_period_idx" ON "tenancy_billing_periods"("period");

-- CreateIndex
CREATE INDEX "rent_ledger_entries_waived_entry_id_idx" ON "rent_ledger_entries"("waived_entry_id");

-- AddForeignKey
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_waived_entry_id_fkey" FOREIGN KEY ("waived_entry_id") REFERENCES "rent_ledger_entries"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancy_billing_periods" ADD CONSTRAINT "tenancy_billing_periods_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A waiver is a credit that names the line it waives; nothing else names one (ADR 029).
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_waiver_target_check"
  CHECK ("waived_entry_id" IS NULL OR ("kind" = 'waiver' AND "amount" < 0));
