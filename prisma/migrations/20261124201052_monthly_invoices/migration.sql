-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'monthly_invoice';

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "tenancy_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "period_start" DATE NOT NULL,
    "number" INTEGER NOT NULL,
    "previous_balance" INTEGER NOT NULL,
    "charges_total" INTEGER NOT NULL,
    "payments_total" INTEGER NOT NULL,
    "amount_due" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "emailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_counters" (
    "landlord_id" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("landlord_id")
);

-- CreateIndex
CREATE INDEX "invoices_landlord_id_period_start_id_idx" ON "invoices"("landlord_id", "period_start", "id");

-- CreateIndex
CREATE INDEX "invoices_property_id_period_start_id_idx" ON "invoices"("property_id", "period_start", "id");

-- CreateIndex
CREATE INDEX "invoices_tenant_id_period_start_id_idx" ON "invoices"("tenant_id", "period_start", "id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_tenancy_id_period_start_key" ON "invoices"("tenancy_id", "period_start");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_landlord_id_number_key" ON "invoices"("landlord_id", "number");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- By hand (ADR 002, 030): a period is a month's first day; numbers start at 1.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_start_check" CHECK (EXTRACT(DAY FROM "period_start") = 1);
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_check" CHECK ("number" > 0);
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_last_number_check" CHECK ("last_number" >= 0);
