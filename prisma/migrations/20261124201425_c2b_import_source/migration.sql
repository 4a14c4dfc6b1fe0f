-- AlterTable
ALTER TABLE "c2b_transactions" ADD COLUMN     "source" VARCHAR(12) NOT NULL DEFAULT 'c2b';

-- CreateIndex
CREATE INDEX "c2b_transactions_landlord_id_trans_id_idx" ON "c2b_transactions"("landlord_id", "trans_id");

-- Where a received payment came from (issue 19 item 6).
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_source_check"
  CHECK ("source" IN ('c2b', 'import'));
