-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "manual_reference" VARCHAR(50),
ADD COLUMN     "note" TEXT,
ADD COLUMN     "paid_on" DATE,
ADD COLUMN     "receipt_number" INTEGER;

-- CreateTable
CREATE TABLE "receipt_counters" (
    "landlord_id" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "receipt_counters_pkey" PRIMARY KEY ("landlord_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payments_landlord_id_receipt_number_key" ON "payments"("landlord_id", "receipt_number");

-- CreateIndex
CREATE UNIQUE INDEX "payments_landlord_id_manual_reference_key" ON "payments"("landlord_id", "manual_reference");

-- Receipts for payments credited before receipts existed (issue 19 item 8): each landlord's
-- credited rent payments are numbered 1, 2, ... by completed_at then id, and the counter starts
-- after the last, so the next credit continues the sequence without a gap.
UPDATE "payments" AS p
SET "receipt_number" = numbered.n
FROM (
    SELECT pay."id",
           ROW_NUMBER() OVER (PARTITION BY pay."landlord_id" ORDER BY pay."completed_at", pay."id") AS n
    FROM "payments" AS pay
    WHERE pay."status" = 'completed'
      AND pay."kind" = 'rent'
      AND EXISTS (SELECT 1 FROM "rent_ledger_entries" AS e WHERE e."payment_id" = pay."id")
) AS numbered
WHERE p."id" = numbered."id";

INSERT INTO "receipt_counters" ("landlord_id", "last_number")
SELECT "landlord_id", MAX("receipt_number")
FROM "payments"
WHERE "receipt_number" IS NOT NULL
GROUP BY "landlord_id";
