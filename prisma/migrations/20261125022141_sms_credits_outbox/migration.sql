-- CreateEnum
CREATE TYPE "SmsKind" AS ENUM ('announcement', 'rent_reminder', 'payment_receipt', 'report_status');

-- CreateEnum
CREATE TYPE "SmsStatus" AS ENUM ('queued', 'sent', 'delivered', 'failed');

-- AlterEnum
ALTER TYPE "PaymentKind" ADD VALUE 'sms_credits';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "sms_pack" TEXT;

-- CreateTable
CREATE TABLE "sms_credit_lots" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "pack" TEXT NOT NULL,
    "credits" INTEGER NOT NULL,
    "remaining" INTEGER NOT NULL,
    "purchased_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "payment_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sms_credit_lots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_outbox" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "tenant_id" INTEGER,
    "to" VARCHAR(12) NOT NULL,
    "kind" "SmsKind" NOT NULL,
    "body" TEXT NOT NULL,
    "segments" INTEGER NOT NULL,
    "credits" INTEGER NOT NULL,
    "reserved_from" JSONB NOT NULL,
    "status" "SmsStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "send_after" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gateway_message_id" TEXT,
    "gateway_status" TEXT,
    "failure_reason" TEXT,
    "sent_at" TIMESTAMP(3),
    "delivered_at" TIMESTAMP(3),
    "failed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sms_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_settings" (
    "landlord_id" INTEGER NOT NULL,
    "rent_reminders" BOOLEAN NOT NULL DEFAULT false,
    "payment_receipts" BOOLEAN NOT NULL DEFAULT false,
    "report_status" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sms_settings_pkey" PRIMARY KEY ("landlord_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sms_credit_lots_payment_id_key" ON "sms_credit_lots"("payment_id");

-- CreateIndex
CREATE INDEX "sms_credit_lots_landlord_id_expires_at_id_idx" ON "sms_credit_lots"("landlord_id", "expires_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "sms_outbox_gateway_message_id_key" ON "sms_outbox"("gateway_message_id");

-- CreateIndex
CREATE INDEX "sms_outbox_status_send_after_idx" ON "sms_outbox"("status", "send_after");

-- CreateIndex
CREATE INDEX "sms_outbox_landlord_id_created_at_id_idx" ON "sms_outbox"("landlord_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "sms_outbox_landlord_id_status_created_at_id_idx" ON "sms_outbox"("landlord_id", "status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "sms_outbox_landlord_id_kind_created_at_id_idx" ON "sms_outbox"("landlord_id", "kind", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "sms_outbox_tenant_id_idx" ON "sms_outbox"("tenant_id");

-- AddForeignKey
ALTER TABLE "sms_credit_lots" ADD CONSTRAINT "sms_credit_lots_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_credit_lots" ADD CONSTRAINT "sms_credit_lots_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Credits never go below zero or above what was bought; a message costs at least one segment.
ALTER TABLE "sms_credit_lots" ADD CONSTRAINT "sms_credit_lots_remaining_check" CHECK ("remaining" >= 0 AND "remaining" <= "credits" AND "credits" > 0);
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_segments_check" CHECK ("segments" > 0 AND "credits" >= 0);
