-- CreateEnum
CREATE TYPE "EmailKind" AS ENUM ('reminder', 'reset', 'password_changed', 'invoice', 'message', 'application_new', 'application_decision', 'report_new', 'report_update', 'payment_receipt', 'sms_interest');

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "failed_at" TIMESTAMP(3),
ADD COLUMN     "kind" "EmailKind" NOT NULL DEFAULT 'message',
ADD COLUMN     "landlord_id" INTEGER;

-- Rows written before kinds existed count as messages; new rows always name their kind.
ALTER TABLE "email_outbox" ALTER COLUMN "kind" DROP DEFAULT;

-- CreateTable
CREATE TABLE "reminder_runs" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "reminder_date" DATE NOT NULL,
    "queued" INTEGER NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reminder_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rent_reminders" (
    "id" SERIAL NOT NULL,
    "run_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "reminder_date" DATE NOT NULL,
    "outbox_id" INTEGER,
    "amount_due" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rent_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reminder_runs_landlord_id_started_at_idx" ON "reminder_runs"("landlord_id", "started_at");

-- CreateIndex
CREATE UNIQUE INDEX "reminder_runs_landlord_id_reminder_date_key" ON "reminder_runs"("landlord_id", "reminder_date");

-- CreateIndex
CREATE INDEX "rent_reminders_run_id_idx" ON "rent_reminders"("run_id");

-- CreateIndex
CREATE INDEX "rent_reminders_landlord_id_idx" ON "rent_reminders"("landlord_id");

-- CreateIndex
CREATE INDEX "rent_reminders_outbox_id_idx" ON "rent_reminders"("outbox_id");

-- CreateIndex
CREATE UNIQUE INDEX "rent_reminders_tenant_id_reminder_date_key" ON "rent_reminders"("tenant_id", "reminder_date");

-- CreateIndex
CREATE INDEX "email_outbox_landlord_id_status_id_idx" ON "email_outbox"("landlord_id", "status", "id");

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "reminder_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_outbox_id_fkey" FOREIGN KEY ("outbox_id") REFERENCES "email_outbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Checks (by hand, docs/decisions/002)
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_queued_check" CHECK ("queued" >= 0);
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_amount_due_check" CHECK ("amount_due" > 0);
