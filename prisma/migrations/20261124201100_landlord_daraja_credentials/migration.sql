-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "collected_by_landlord" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "mpesa_c2b_settings" ADD COLUMN     "allowed_ips" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "credentials_set_at" TIMESTAMP(3),
ADD COLUMN     "daraja_consumer_key" TEXT,
ADD COLUMN     "daraja_consumer_secret" TEXT,
ADD COLUMN     "daraja_key_hint" VARCHAR(4),
ADD COLUMN     "daraja_passkey" TEXT,
ADD COLUMN     "last_reconciled_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "mpesa_c2b_settings_credentials_set_at_idx" ON "mpesa_c2b_settings"("credentials_set_at");

-- The three secrets are set and removed together (ADR 025).
ALTER TABLE "mpesa_c2b_settings" ADD CONSTRAINT "mpesa_c2b_settings_daraja_all_or_none"
  CHECK (("daraja_consumer_key" IS NULL) = ("daraja_consumer_secret" IS NULL)
     AND ("daraja_consumer_key" IS NULL) = ("daraja_passkey" IS NULL)
     AND ("daraja_consumer_key" IS NULL) = ("daraja_key_hint" IS NULL)
     AND ("daraja_consumer_key" IS NULL) = ("credentials_set_at" IS NULL));
ALTER TABLE "mpesa_c2b_settings" ADD CONSTRAINT "mpesa_c2b_settings_allowed_ips_count"
  CHECK (cardinality("allowed_ips") <= 50);
