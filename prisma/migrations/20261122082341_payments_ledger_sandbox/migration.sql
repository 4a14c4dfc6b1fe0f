-- AlterTable
ALTER TABLE "rent_ledger_entries" ADD COLUMN     "charge_key" TEXT;

-- CreateTable
CREATE TABLE "sandbox_orders" (
    "tracking_id" UUID NOT NULL,
    "merchant_reference" VARCHAR(50) NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "description" TEXT NOT NULL,
    "callback_url" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "receipt" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sandbox_orders_pkey" PRIMARY KEY ("tracking_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sandbox_orders_merchant_reference_key" ON "sandbox_orders"("merchant_reference");

-- CreateIndex
CREATE UNIQUE INDEX "rent_ledger_entries_charge_key_key" ON "rent_ledger_entries"("charge_key");

-- Constraints that schema.prisma cannot express (docs/decisions/002).
-- Only monthly charges carry a charge key (one charge per tenancy and month).
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_charge_key_check" CHECK ("charge_key" IS NULL OR "type" = 'charge');

ALTER TABLE "sandbox_orders" ADD CONSTRAINT "sandbox_orders_status_check" CHECK ("status" IN ('pending', 'completed', 'failed', 'cancelled'));
ALTER TABLE "sandbox_orders" ADD CONSTRAINT "sandbox_orders_amount_check" CHECK ("amount" > 0);
