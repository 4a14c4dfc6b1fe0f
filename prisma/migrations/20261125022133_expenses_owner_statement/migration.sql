-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'owner_statement';

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "owner_email" TEXT,
ADD COLUMN     "owner_name" TEXT;

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "attachment_data" BYTEA,
ADD COLUMN     "attachment_name" TEXT,
ADD COLUMN     "attachment_type" TEXT;

-- CreateTable
CREATE TABLE "expenses" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "unit_id" INTEGER,
    "category" VARCHAR(20) NOT NULL,
    "amount" INTEGER NOT NULL,
    "incurred_on" DATE NOT NULL,
    "note" TEXT,
    "receipt_key" TEXT,
    "receipt_content_type" TEXT,
    "report_id" INTEGER,
    "entered_by_member_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "expenses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "expenses_report_id_key" ON "expenses"("report_id");

-- CreateIndex
CREATE INDEX "expenses_landlord_id_incurred_on_id_idx" ON "expenses"("landlord_id", "incurred_on" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "expenses_property_id_incurred_on_id_idx" ON "expenses"("property_id", "incurred_on" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "expenses_unit_id_idx" ON "expenses"("unit_id");

-- CreateIndex
CREATE INDEX "expenses_entered_by_member_id_idx" ON "expenses"("entered_by_member_id");

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Checks (docs/decisions/002): whole shillings above zero, a known category (EXPENSE_CATEGORIES).
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_amount_check" CHECK ("amount" > 0);
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_check" CHECK ("category" IN ('repairs', 'water_bill', 'electricity', 'security', 'cleaning', 'agent_fee', 'land_rates', 'other'));
