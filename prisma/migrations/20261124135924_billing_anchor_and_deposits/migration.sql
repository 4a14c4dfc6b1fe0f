-- AlterTable
ALTER TABLE "units" ADD COLUMN     "billing_anchor_date" DATE;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "application_id" INTEGER,
ADD COLUMN     "payer_email" TEXT,
ADD COLUMN     "payer_name" TEXT,
ADD COLUMN     "payer_phone" TEXT,
ADD COLUMN     "refund_method" TEXT,
ADD COLUMN     "refund_note" TEXT,
ADD COLUMN     "refund_reference" TEXT,
ADD COLUMN     "refunded_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "payments_application_id_idx" ON "payments"("application_id");

-- CreateIndex
CREATE INDEX "payments_landlord_id_kind_tenant_id_completed_at_idx" ON "payments"("landlord_id", "kind", "tenant_id", "completed_at");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_fkey" FOREIGN KEY ("application_id") REFERENCES "tenant_applications"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Data and constraints written by hand (docs/decisions/018-billing-anchor-and-deposits.md).

-- Billing no longer follows the tenant's own move-in date. Every current tenancy keeps the anchor it
-- was billed on (rent_due_date, else the move-in date) by storing the move-in date as its billing
-- anchor, so no balance, due date or charge changes with this migration.
UPDATE "units" u
   SET "billing_anchor_date" = tp."move_in_date"
  FROM "tenant_profiles" tp
 WHERE u."current_tenant_id" IS NOT NULL
   AND tp."user_id" = u."current_tenant_id";

-- A signup deposit already tied to an account belongs to that account's application for its unit.
UPDATE "payments" p
   SET "application_id" = (
         SELECT max(a."id") FROM "tenant_applications" a
          WHERE a."tenant_id" = p."tenant_id" AND a."unit_id" = p."unit_id")
 WHERE p."kind" = 'deposit' AND p."tenant_id" IS NOT NULL AND p."unit_id" IS NOT NULL;

-- The payer's contact of signup deposits: from the draft while it still exists, else the email
-- the payment was started with.
UPDATE "payments" p
   SET "payer_name" = d."data"->>'full_name',
       "payer_phone" = d."data"->>'phone_number',
       "payer_email" = d."data"->>'email'
  FROM "registration_drafts" d
 WHERE p."kind" = 'deposit' AND p."registration_session_id" = d."session_id"::text;
UPDATE "payments"
   SET "payer_email" = "raw_last_status"->>'payer_email'
 WHERE "kind" = 'deposit' AND "registration_session_id" IS NOT NULL AND "payer_email" IS NULL;

-- Only a deposit is refunded here, and a recorded refund always says how it was made.
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_check"
  CHECK ("refunded_at" IS NULL OR ("kind" = 'deposit' AND "refund_method" IS NOT NULL));
