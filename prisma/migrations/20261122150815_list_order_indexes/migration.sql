-- CreateIndex
CREATE INDEX "rent_ledger_entries_tenant_id_unit_id_id_idx" ON "rent_ledger_entries"("tenant_id", "unit_id", "id");

-- CreateIndex
CREATE INDEX "reports_landlord_id_created_at_id_idx" ON "reports"("landlord_id", "created_at", "id");
