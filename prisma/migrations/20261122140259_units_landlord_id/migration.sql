-- DropForeignKey
ALTER TABLE "units" DROP CONSTRAINT "units_property_id_fkey";

-- AlterTable
-- Existing units take their property's landlord, then the column is required.
ALTER TABLE "units" ADD COLUMN     "landlord_id" INTEGER;
UPDATE "units" u SET "landlord_id" = p."landlord_id" FROM "properties" p WHERE p."id" = u."property_id";
ALTER TABLE "units" ALTER COLUMN "landlord_id" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "properties_landlord_id_id_key" ON "properties"("landlord_id", "id");

-- CreateIndex
CREATE INDEX "units_landlord_id_property_id_unit_number_idx" ON "units"("landlord_id", "property_id", "unit_number");

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_landlord_id_property_id_fkey" FOREIGN KEY ("landlord_id", "property_id") REFERENCES "properties"("landlord_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
