-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'enquiry_new';

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "vacancy_page_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "vacancy_page_token" VARCHAR(16);

-- CreateTable
CREATE TABLE "enquiries" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "unit_id" INTEGER,
    "name" VARCHAR(100) NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "email" VARCHAR(254),
    "message" VARCHAR(1000) NOT NULL,
    "handled_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enquiries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "enquiries_landlord_id_created_at_id_idx" ON "enquiries"("landlord_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "enquiries_property_id_idx" ON "enquiries"("property_id");

-- CreateIndex
CREATE INDEX "enquiries_unit_id_idx" ON "enquiries"("unit_id");

-- CreateIndex
CREATE UNIQUE INDEX "properties_vacancy_page_token_key" ON "properties"("vacancy_page_token");

-- AddForeignKey
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A page that is on always has its address (ADR 032).
ALTER TABLE "properties" ADD CONSTRAINT "properties_vacancy_page_token_check"
  CHECK (NOT "vacancy_page_enabled" OR "vacancy_page_token" IS NOT NULL);
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_text_check"
  CHECK (length(trim("name")) > 0 AND length(trim("message")) > 0);
