-- AlterTable
ALTER TABLE "tenancies" ADD COLUMN     "on_payment_plan" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "property_billing_versions" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "effective_from" DATE NOT NULL,
    "rent_due_day" INTEGER NOT NULL,
    "grace_days" INTEGER NOT NULL,
    "late_fee_type" TEXT NOT NULL,
    "late_fee_amount" INTEGER,
    "late_fee_percent_bp" INTEGER,
    "late_fee_cap" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "property_billing_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_billing_charges" (
    "id" SERIAL NOT NULL,
    "version_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "amount" INTEGER,
    "unit" TEXT,
    "rate_cents" INTEGER,
    "minimum_charge" INTEGER,
    "position" INTEGER NOT NULL,

    CONSTRAINT "property_billing_charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meter_readings" (
    "id" SERIAL NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "charge_key" TEXT NOT NULL,
    "reading_milli" INTEGER NOT NULL,
    "read_on" DATE NOT NULL,
    "period" DATE NOT NULL,
    "replaced_meter" BOOLEAN NOT NULL DEFAULT false,
    "photo_url" TEXT,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "meter_readings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "property_billing_versions_created_by_id_idx" ON "property_billing_versions"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "property_billing_versions_property_id_effective_from_key" ON "property_billing_versions"("property_id", "effective_from");

-- CreateIndex
CREATE UNIQUE INDEX "property_billing_charges_version_id_name_key_key" ON "property_billing_charges"("version_id", "name_key");

-- CreateIndex
CREATE INDEX "meter_readings_unit_id_period_id_idx" ON "meter_readings"("unit_id", "period" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "meter_readings_created_by_id_idx" ON "meter_readings"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "meter_readings_unit_id_charge_key_period_key" ON "meter_readings"("unit_id", "charge_key", "period");

-- AddForeignKey
ALTER TABLE "property_billing_versions" ADD CONSTRAINT "property_billing_versions_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "property_billing_versions" ADD CONSTRAINT "property_billing_versions_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "property_billing_charges" ADD CONSTRAINT "property_billing_charges_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "property_billing_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CHECK constraints (docs/decisions/002, 023): what the shared schema allows, kept by the database.
ALTER TABLE "property_billing_versions" ADD CONSTRAINT "property_billing_versions_rules_check" CHECK (
  "rent_due_day" BETWEEN 1 AND 28
  AND "grace_days" BETWEEN 0 AND 28
  AND EXTRACT(DAY FROM "effective_from") = 1
  AND (
    ("late_fee_type" = 'none' AND "late_fee_amount" IS NULL AND "late_fee_percent_bp" IS NULL AND "late_fee_cap" IS NULL)
    OR ("late_fee_type" = 'fixed' AND "late_fee_amount" > 0 AND "late_fee_percent_bp" IS NULL AND "late_fee_cap" IS NULL)
    OR ("late_fee_type" = 'percent' AND "late_fee_amount" IS NULL AND "late_fee_percent_bp" BETWEEN 1 AND 10000
        AND ("late_fee_cap" IS NULL OR "late_fee_cap" > 0))
  )
);
ALTER TABLE "property_billing_charges" ADD CONSTRAINT "property_billing_charges_kind_check" CHECK (
  ("kind" = 'fixed' AND "amount" > 0 AND "unit" IS NULL AND "rate_cents" IS NULL AND "minimum_charge" IS NULL)
  OR ("kind" = 'metered' AND "amount" IS NULL AND "unit" IS NOT NULL AND "rate_cents" > 0
      AND ("minimum_charge" IS NULL OR "minimum_charge" > 0))
);
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_reading_check" CHECK (
  "reading_milli" >= 0 AND EXTRACT(DAY FROM "period") = 1
);
