-- CreateEnum
CREATE TYPE "RentalType" AS ENUM ('residential', 'commercial', 'mri_opted_out');

-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'mri_reminder';

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "rental_type" "RentalType" NOT NULL DEFAULT 'residential';

-- AlterTable
ALTER TABLE "tenant_profiles" ADD COLUMN     "kra_pin" VARCHAR(11);

-- CreateTable
CREATE TABLE "withholding_certificates" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "certificate_number" VARCHAR(40) NOT NULL,
    "amount" INTEGER NOT NULL,
    "entered_by_member_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "withholding_certificates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mri_reminders" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "month" VARCHAR(7) NOT NULL,
    "outbox_id" INTEGER,
    "nil_return" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mri_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "withholding_certificates_payment_id_key" ON "withholding_certificates"("payment_id");

-- CreateIndex
CREATE INDEX "withholding_certificates_landlord_id_idx" ON "withholding_certificates"("landlord_id");

-- CreateIndex
CREATE INDEX "withholding_certificates_entered_by_member_id_idx" ON "withholding_certificates"("entered_by_member_id");

-- CreateIndex
CREATE INDEX "mri_reminders_outbox_id_idx" ON "mri_reminders"("outbox_id");

-- CreateIndex
CREATE UNIQUE INDEX "mri_reminders_landlord_id_month_key" ON "mri_reminders"("landlord_id", "month");

-- AddForeignKey
ALTER TABLE "withholding_certificates" ADD CONSTRAINT "withholding_certificates_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withholding_certificates" ADD CONSTRAINT "withholding_certificates_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withholding_certificates" ADD CONSTRAINT "withholding_certificates_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mri_reminders" ADD CONSTRAINT "mri_reminders_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mri_reminders" ADD CONSTRAINT "mri_reminders_outbox_id_fkey" FOREIGN KEY ("outbox_id") REFERENCES "email_outbox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A certificate withholds a positive whole amount; a KRA PIN is stored normalised (ADR 039).
ALTER TABLE "withholding_certificates" ADD CONSTRAINT "withholding_certificates_amount_check" CHECK ("amount" > 0);
ALTER TABLE "tenant_profiles" ADD CONSTRAINT "tenant_profiles_kra_pin_check" CHECK ("kra_pin" ~ '^[A-Z][0-9]{9}[A-Z]$');
ALTER TABLE "mri_reminders" ADD CONSTRAINT "mri_reminders_month_check" CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
