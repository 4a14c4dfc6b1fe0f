-- CreateIndex
CREATE INDEX "payments_landlord_id_created_at_id_idx" ON "payments"("landlord_id", "created_at", "id");
