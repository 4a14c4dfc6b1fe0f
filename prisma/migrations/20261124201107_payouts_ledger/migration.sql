-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "platform_collected" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "landlord_collection_settings" (
    "landlord_id" INTEGER NOT NULL,
    "collection_mode" VARCHAR(10) NOT NULL DEFAULT 'collected',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "landlord_collection_settings_pkey" PRIMARY KEY ("landlord_id")
);

-- CreateTable
CREATE TABLE "payout_lines" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "period_month" DATE NOT NULL,
    "gross" INTEGER NOT NULL,
    "fee_bp" INTEGER NOT NULL,
    "fee" INTEGER NOT NULL,
    "net" INTEGER NOT NULL,
    "payout_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payout_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payouts" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "period_month" DATE NOT NULL,
    "status" VARCHAR(10) NOT NULL DEFAULT 'pending',
    "gross" INTEGER NOT NULL DEFAULT 0,
    "fee" INTEGER NOT NULL DEFAULT 0,
    "amount" INTEGER NOT NULL DEFAULT 0,
    "reference" VARCHAR(100),
    "sent_at" TIMESTAMP(3),
    "pending_key" VARCHAR(40),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payout_lines_payment_id_key" ON "payout_lines"("payment_id");

-- CreateIndex
CREATE INDEX "payout_lines_payout_id_idx" ON "payout_lines"("payout_id");

-- CreateIndex
CREATE INDEX "payout_lines_landlord_id_period_month_idx" ON "payout_lines"("landlord_id", "period_month");

-- CreateIndex
CREATE UNIQUE INDEX "payouts_pending_key_key" ON "payouts"("pending_key");

-- CreateIndex
CREATE INDEX "payouts_landlord_id_period_month_id_idx" ON "payouts"("landlord_id", "period_month" DESC, "id");

-- AddForeignKey
ALTER TABLE "landlord_collection_settings" ADD CONSTRAINT "landlord_collection_settings_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_fkey" FOREIGN KEY ("payout_id") REFERENCES "payouts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (docs/decisions/002, 026).
ALTER TABLE "landlord_collection_settings" ADD CONSTRAINT "landlord_collection_settings_mode_check"
  CHECK ("collection_mode" IN ('collected', 'own'));

ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_amounts_check"
  CHECK ("gross" > 0 AND "fee_bp" BETWEEN 0 AND 10000 AND "fee" >= 0 AND "fee" <= "gross"
         AND "net" = "gross" - "fee");

ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check"
  CHECK (("status" = 'pending' AND "pending_key" IS NOT NULL AND "sent_at" IS NULL)
      OR ("status" = 'sent' AND "pending_key" IS NULL AND "sent_at" IS NOT NULL AND "reference" IS NOT NULL));

ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amounts_check"
  CHECK ("gross" >= 0 AND "fee" >= 0 AND "amount" = "gross" - "fee");

-- Rent and deposit payments still open when this ships were started on the platform's account
-- (every landlord was `collected` until now): their credit owes the landlord a payout line.
UPDATE "payments" SET "platform_collected" = true
 WHERE "kind" IN ('rent', 'deposit') AND "provider" IN ('pesapal', 'mpesa')
   AND "status" IN ('pending', 'processing');
