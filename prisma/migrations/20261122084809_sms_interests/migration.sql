-- CreateTable
CREATE TABLE "sms_interests" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "pack" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sms_interests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sms_interests_landlord_id_pack_key" ON "sms_interests"("landlord_id", "pack");

-- AddForeignKey
ALTER TABLE "sms_interests" ADD CONSTRAINT "sms_interests_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
