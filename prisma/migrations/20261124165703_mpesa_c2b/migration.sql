-- AlterTable
ALTER TABLE "tenancies" ADD COLUMN     "open_account_key" TEXT,
ADD COLUMN     "payment_account_number" VARCHAR(12);

-- CreateTable
CREATE TABLE "mpesa_c2b_settings" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "shortcode" VARCHAR(10) NOT NULL,
    "shortcode_type" VARCHAR(10) NOT NULL,
    "reject_unknown_accounts" BOOLEAN NOT NULL DEFAULT false,
    "url_token" VARCHAR(64) NOT NULL,
    "token_rotated_at" TIMESTAMP(3),
    "registered_at" TIMESTAMP(3),
    "register_result" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "mpesa_c2b_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "c2b_transactions" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "shortcode" VARCHAR(20) NOT NULL,
    "trans_id" VARCHAR(40) NOT NULL,
    "status" VARCHAR(12) NOT NULL DEFAULT 'received',
    "amount" INTEGER,
    "bill_ref_number" VARCHAR(100),
    "msisdn" VARCHAR(100),
    "first_name" VARCHAR(100),
    "trans_time" VARCHAR(20),
    "raw" JSONB NOT NULL,
    "payment_id" INTEGER,
    "tenancy_id" INTEGER,
    "suggested_tenancy_ids" INTEGER[],
    "note" TEXT,
    "resolved_by_id" INTEGER,
    "resolved_at" TIMESTAMP(3),
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "c2b_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "mpesa_c2b_settings_landlord_id_key" ON "mpesa_c2b_settings"("landlord_id");

-- CreateIndex
CREATE UNIQUE INDEX "mpesa_c2b_settings_shortcode_key" ON "mpesa_c2b_settings"("shortcode");

-- CreateIndex
CREATE UNIQUE INDEX "mpesa_c2b_settings_url_token_key" ON "mpesa_c2b_settings"("url_token");

-- CreateIndex
CREATE UNIQUE INDEX "c2b_transactions_payment_id_key" ON "c2b_transactions"("payment_id");

-- CreateIndex
CREATE INDEX "c2b_transactions_landlord_id_status_received_at_id_idx" ON "c2b_transactions"("landlord_id", "status", "received_at", "id");

-- CreateIndex
CREATE INDEX "c2b_transactions_tenancy_id_idx" ON "c2b_transactions"("tenancy_id");

-- CreateIndex
CREATE UNIQUE INDEX "c2b_transactions_shortcode_trans_id_key" ON "c2b_transactions"("shortcode", "trans_id");

-- CreateIndex
CREATE UNIQUE INDEX "tenancies_open_account_key_key" ON "tenancies"("open_account_key");

-- AddForeignKey
ALTER TABLE "mpesa_c2b_settings" ADD CONSTRAINT "mpesa_c2b_settings_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written below (docs/decisions/002).
ALTER TABLE "mpesa_c2b_settings" ADD CONSTRAINT "mpesa_c2b_settings_shortcode_type_check"
  CHECK ("shortcode_type" IN ('paybill', 'till'));
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_status_check"
  CHECK ("status" IN ('received', 'confirming', 'credited', 'unmatched', 'rejected', 'dismissed'));
ALTER TABLE "c2b_transactions" ADD CONSTRAINT "c2b_transactions_amount_check"
  CHECK ("amount" IS NULL OR "amount" > 0);
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_payment_account_number_check"
  CHECK ("payment_account_number" ~ '^[A-Z0-9]{1,12}$');

-- Account numbers (issue 19) are stored normalised: upper-case letters and digits only, so a
-- tenant's "hse a-1" and the stored "A1" compare after the same normalisation.
CREATE FUNCTION "normalize_account_number"(raw text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$ SELECT upper(regexp_replace(coalesce(raw, ''), '[^A-Za-z0-9]', '', 'g')) $$;

-- open_account_key mirrors "<landlord>:<account number>" while the tenancy is not ended (like
-- open_unit_id): its unique index keeps account numbers unique among a landlord's current
-- tenancies, whatever the writer. An open tenancy without a number gets one here: the unit number
-- when no other current tenancy of the landlord holds it, else the first three letters of the
-- property's name before it, else "T" and the tenancy id (always free).
CREATE OR REPLACE FUNCTION "tenancies_open_keys"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  unit_key text;
  prefix text;
  candidate text;
BEGIN
  IF NEW."status" = 'ended' THEN
    NEW."open_unit_id" := NULL;
    NEW."open_tenant_id" := NULL;
    NEW."open_account_key" := NULL;
    RETURN NEW;
  END IF;
  NEW."open_unit_id" := NEW."unit_id";
  NEW."open_tenant_id" := NEW."tenant_id";
  IF NEW."payment_account_number" IS NULL THEN
    SELECT left(normalize_account_number(u."unit_number"), 12),
           left(regexp_replace(upper(p."name"), '[^A-Z]', '', 'g'), 3)
      INTO unit_key, prefix
      FROM "units" u JOIN "properties" p ON p."id" = u."property_id"
     WHERE u."id" = NEW."unit_id";
    candidate := nullif(unit_key, '');
    IF candidate IS NULL OR EXISTS (
         SELECT 1 FROM "tenancies" t
          WHERE t."open_account_key" = NEW."landlord_id" || ':' || candidate AND t."id" <> NEW."id") THEN
      candidate := nullif(left(coalesce(prefix, '') || coalesce(unit_key, ''), 12), '');
      IF candidate IS NULL OR coalesce(prefix, '') = '' OR EXISTS (
           SELECT 1 FROM "tenancies" t
            WHERE t."open_account_key" = NEW."landlord_id" || ':' || candidate AND t."id" <> NEW."id") THEN
        candidate := 'T' || NEW."id";
      END IF;
    END IF;
    NEW."payment_account_number" := candidate;
  END IF;
  NEW."open_account_key" := NEW."landlord_id" || ':' || NEW."payment_account_number";
  RETURN NEW;
END;
$$;

DROP TRIGGER "tenancies_open_keys" ON "tenancies";
CREATE TRIGGER "tenancies_open_keys"
BEFORE INSERT OR UPDATE OF "status", "unit_id", "tenant_id", "open_unit_id", "open_tenant_id",
  "payment_account_number", "open_account_key" ON "tenancies"
FOR EACH ROW EXECUTE FUNCTION "tenancies_open_keys"();

-- Backfill the current tenancies with the rule the issue states: the unit number where it is
-- unique among the landlord's current tenancies, else the property prefix with it. The trigger
-- then fills the key (and any still-colliding number falls back to "T<id>").
WITH open_units AS (
  SELECT t."id", t."landlord_id",
         left(normalize_account_number(u."unit_number"), 12) AS unit_key,
         left(regexp_replace(upper(p."name"), '[^A-Z]', '', 'g'), 3) AS prefix
    FROM "tenancies" t
    JOIN "units" u ON u."id" = t."unit_id"
    JOIN "properties" p ON p."id" = u."property_id"
   WHERE t."status" <> 'ended'
), chosen AS (
  SELECT o."id",
         CASE WHEN o.unit_key <> ''
                   AND count(*) OVER (PARTITION BY o."landlord_id", o.unit_key) = 1
              THEN o.unit_key
              ELSE nullif(left(o.prefix || o.unit_key, 12), '')
         END AS number
    FROM open_units o
), ranked AS (
  -- Two properties with the same prefix and unit number: the first keeps it, the others get T<id>.
  SELECT c."id", c.number,
         row_number() OVER (PARTITION BY t."landlord_id", c.number ORDER BY c."id") AS nth
    FROM chosen c JOIN "tenancies" t ON t."id" = c."id"
)
UPDATE "tenancies" t
   SET "payment_account_number" = CASE WHEN r.number IS NOT NULL AND r.nth = 1 THEN r.number
                                       ELSE 'T' || t."id" END
  FROM ranked r
 WHERE r."id" = t."id";
