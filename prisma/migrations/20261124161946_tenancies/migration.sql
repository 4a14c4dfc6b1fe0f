-- CreateEnum
CREATE TYPE "TenancyStatus" AS ENUM ('active', 'notice', 'ended');

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "notice_period_days" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "prorate_move_out" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "tenancy_id" INTEGER;

-- AlterTable (NOT NULL and the new key once the rows are backfilled, below)
ALTER TABLE "rent_ledger_entries" ADD COLUMN     "tenancy_id" INTEGER;

-- AlterTable
ALTER TABLE "rent_balances" ADD COLUMN     "tenancy_id" INTEGER;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "tenancy_id" INTEGER;

-- AlterTable
ALTER TABLE "rent_reminders" ADD COLUMN     "tenancy_id" INTEGER;

-- CreateTable
CREATE TABLE "tenancies" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "tenant_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "status" "TenancyStatus" NOT NULL DEFAULT 'active',
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "monthly_rent" INTEGER NOT NULL,
    "deposit" INTEGER NOT NULL,
    "rent_due_day" INTEGER NOT NULL,
    "open_unit_id" INTEGER,
    "open_tenant_id" INTEGER,
    "notice_move_out_date" DATE,
    "notice_given_at" TIMESTAMP(3),
    "notice_given_by_id" INTEGER,
    "deposit_held" INTEGER,
    "unpaid_rent" INTEGER,
    "deductions_total" INTEGER,
    "refund_due" INTEGER,
    "balance_after" INTEGER,
    "moved_out_at" TIMESTAMP(3),
    "refund_amount" INTEGER,
    "refund_method" TEXT,
    "refund_reference" TEXT,
    "refund_paid_on" DATE,
    "refund_recorded_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "tenancies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenancy_deductions" (
    "id" SERIAL NOT NULL,
    "tenancy_id" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tenancy_deductions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tenancy_photos" (
    "id" SERIAL NOT NULL,
    "tenancy_id" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tenancy_photos_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "tenancies_open_unit_id_key" ON "tenancies"("open_unit_id");

-- CreateIndex
CREATE UNIQUE INDEX "tenancies_open_tenant_id_key" ON "tenancies"("open_tenant_id");

-- CreateIndex
CREATE INDEX "tenancies_tenant_id_start_date_idx" ON "tenancies"("tenant_id", "start_date");

-- CreateIndex
CREATE INDEX "tenancies_unit_id_start_date_idx" ON "tenancies"("unit_id", "start_date");

-- CreateIndex
CREATE INDEX "tenancies_landlord_id_status_id_idx" ON "tenancies"("landlord_id", "status", "id");

-- CreateIndex
CREATE INDEX "tenancy_deductions_tenancy_id_id_idx" ON "tenancy_deductions"("tenancy_id", "id");

-- CreateIndex
CREATE INDEX "tenancy_photos_tenancy_id_id_idx" ON "tenancy_photos"("tenancy_id", "id");

-- CreateIndex
CREATE INDEX "payments_tenancy_id_kind_status_idx" ON "payments"("tenancy_id", "kind", "status");

-- ---------------------------------------------------------------------------------------------
-- Hand-written (docs/decisions/021): the tenancy's life kept by the database, then the backfill.
-- ---------------------------------------------------------------------------------------------

ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_amounts_check"
  CHECK ("monthly_rent" >= 0 AND "deposit" >= 0 AND "rent_due_day" BETWEEN 1 AND 31
     AND ("deposit_held" IS NULL OR "deposit_held" >= 0)
     AND ("refund_due" IS NULL OR "refund_due" >= 0)
     AND ("refund_amount" IS NULL OR "refund_amount" > 0)
     AND ("end_date" IS NULL OR "end_date" >= "start_date"));
ALTER TABLE "tenancy_deductions" ADD CONSTRAINT "tenancy_deductions_amount_check" CHECK ("amount" > 0);
ALTER TABLE "tenancy_photos" ADD CONSTRAINT "tenancy_photos_size_check" CHECK ("size" > 0);
ALTER TABLE "properties" ADD CONSTRAINT "properties_notice_period_days_check"
  CHECK ("notice_period_days" BETWEEN 0 AND 365);

-- open_unit_id / open_tenant_id mirror unit_id / tenant_id while the tenancy is not ended; their
-- unique indexes make one open tenancy per unit and per tenant.
CREATE FUNCTION "tenancies_open_keys"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF NEW."status" = 'ended' THEN
    NEW."open_unit_id" := NULL;
    NEW."open_tenant_id" := NULL;
  ELSE
    NEW."open_unit_id" := NEW."unit_id";
    NEW."open_tenant_id" := NEW."tenant_id";
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "tenancies_open_keys"
BEFORE INSERT OR UPDATE OF "status", "unit_id", "tenant_id", "open_unit_id", "open_tenant_id" ON "tenancies"
FOR EACH ROW EXECUTE FUNCTION "tenancies_open_keys"();

-- A unit's current tenant and its open tenancy move together, whatever path sets the tenant (the
-- approval and assignment services, the seeds, the test fixtures): a tenant put in a unit opens a
-- tenancy with the unit's rent and deposit of that day; a tenant taken out ends it. The services
-- that end a tenancy (move-out) set its end date and settlement first; the trigger only closes
-- what is still open. Rent and deposit payments of the pair with no tenancy yet (a deposit paid at
-- signup, before approval) are attached to the new tenancy.
CREATE FUNCTION "units_tenancy_sync"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Africa/Nairobi')::date;
  start_on date;
  opened integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."current_tenant_id" IS NOT NULL
     AND OLD."current_tenant_id" IS DISTINCT FROM NEW."current_tenant_id" THEN
    UPDATE "tenancies"
       SET "status" = 'ended',
           "end_date" = coalesce("end_date", greatest("start_date", least(today, coalesce("notice_move_out_date", today)))),
           "updated_at" = now()
     WHERE "unit_id" = OLD."id" AND "tenant_id" = OLD."current_tenant_id" AND "status" <> 'ended';
  END IF;
  IF NEW."current_tenant_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD."current_tenant_id" IS DISTINCT FROM NEW."current_tenant_id") THEN
    start_on := coalesce(NEW."billing_anchor_date", today);
    INSERT INTO "tenancies" ("landlord_id", "tenant_id", "unit_id", "status", "start_date",
                             "monthly_rent", "deposit", "rent_due_day", "updated_at")
    VALUES (NEW."landlord_id", NEW."current_tenant_id", NEW."id", 'active', start_on,
            NEW."rent", NEW."deposit",
            extract(day FROM coalesce(NEW."rent_due_date", start_on))::int, now())
    RETURNING "id" INTO opened;
    UPDATE "payments" SET "tenancy_id" = opened
     WHERE "tenant_id" = NEW."current_tenant_id" AND "unit_id" = NEW."id"
       AND "kind" IN ('rent', 'deposit') AND "tenancy_id" IS NULL;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "units_tenancy_sync"
AFTER INSERT OR UPDATE OF "current_tenant_id" ON "units"
FOR EACH ROW EXECUTE FUNCTION "units_tenancy_sync"();

-- The tenancy a (tenant, unit) pair's new money row belongs to: the open one, else the latest.
-- A pair with none at all (rows written for a tenant who never lived there, e.g. a deposit
-- recorded for an applicant) gets an ended tenancy of its own, so no ledger row is ever orphaned.
CREATE FUNCTION "tenancy_of_pair"(p_tenant integer, p_unit integer, p_landlord integer, p_on date)
RETURNS integer
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  found integer;
BEGIN
  SELECT "id" INTO found FROM "tenancies"
   WHERE "tenant_id" = p_tenant AND "unit_id" = p_unit
   ORDER BY ("status" <> 'ended') DESC, "start_date" DESC, "id" DESC
   LIMIT 1;
  IF found IS NULL THEN
    INSERT INTO "tenancies" ("landlord_id", "tenant_id", "unit_id", "status", "start_date", "end_date",
                             "monthly_rent", "deposit", "rent_due_day", "updated_at")
    SELECT p_landlord, p_tenant, p_unit,
           CASE WHEN u."current_tenant_id" = p_tenant THEN 'active'::"TenancyStatus" ELSE 'ended' END,
           p_on, CASE WHEN u."current_tenant_id" = p_tenant THEN NULL ELSE p_on END,
           u."rent", u."deposit", extract(day FROM p_on)::int, now()
      FROM "units" u WHERE u."id" = p_unit
    RETURNING "id" INTO found;
  END IF;
  RETURN found;
END;
$$;

CREATE FUNCTION "rent_ledger_entries_tenancy"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF NEW."tenancy_id" IS NULL THEN
    NEW."tenancy_id" := "tenancy_of_pair"(NEW."tenant_id", NEW."unit_id", NEW."landlord_id",
      coalesce(NEW."period_start", (NEW."created_at" AT TIME ZONE 'UTC' AT TIME ZONE 'Africa/Nairobi')::date));
  END IF;
  RETURN NEW;
END;
$$;

CREATE FUNCTION "payments_tenancy"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF NEW."tenancy_id" IS NULL AND NEW."tenant_id" IS NOT NULL AND NEW."unit_id" IS NOT NULL
     AND NEW."kind" IN ('rent', 'deposit') THEN
    SELECT "id" INTO NEW."tenancy_id" FROM "tenancies"
     WHERE "tenant_id" = NEW."tenant_id" AND "unit_id" = NEW."unit_id"
     ORDER BY ("status" <> 'ended') DESC, "start_date" DESC, "id" DESC
     LIMIT 1;
  END IF;
  RETURN NEW;
END;
$$;

-- Backfill: one tenancy per (tenant, unit) pair the data knows, from the ledger, the units'
-- current tenants and the rent and deposit payments. Current tenants' tenancies are active and
-- start on the billing anchor (else their first charge); the others ended on their last entry.
WITH pairs AS (
  SELECT "tenant_id", "unit_id" FROM "rent_ledger_entries"
  UNION SELECT "current_tenant_id", "id" FROM "units" WHERE "current_tenant_id" IS NOT NULL
  UNION SELECT "tenant_id", "unit_id" FROM "payments"
         WHERE "tenant_id" IS NOT NULL AND "unit_id" IS NOT NULL AND "kind" IN ('rent', 'deposit')
), ledger AS (
  SELECT "tenant_id", "unit_id", min("period_start") AS first_period,
         min("created_at") AS first_at, max("created_at") AS last_at
    FROM "rent_ledger_entries" GROUP BY "tenant_id", "unit_id"
), paid AS (
  SELECT "tenant_id", "unit_id", max(coalesce("completed_at", "created_at")) AS last_at
    FROM "payments" WHERE "tenant_id" IS NOT NULL AND "unit_id" IS NOT NULL AND "kind" IN ('rent', 'deposit')
   GROUP BY "tenant_id", "unit_id"
), dated AS (
  SELECT p."tenant_id", p."unit_id", u."landlord_id", u."rent", u."deposit", u."rent_due_date",
         (u."current_tenant_id" IS NOT DISTINCT FROM p."tenant_id") AS is_current,
         coalesce(CASE WHEN u."current_tenant_id" = p."tenant_id" THEN u."billing_anchor_date" END,
                  l.first_period, l.first_at::date, tp."move_in_date", usr."created_at"::date) AS start_on,
         greatest(l.last_at, pd.last_at)::date AS last_on
    FROM pairs p
    JOIN "units" u ON u."id" = p."unit_id"
    JOIN "users" usr ON usr."id" = p."tenant_id"
    LEFT JOIN "tenant_profiles" tp ON tp."user_id" = p."tenant_id"
    LEFT JOIN ledger l ON l."tenant_id" = p."tenant_id" AND l."unit_id" = p."unit_id"
    LEFT JOIN paid pd ON pd."tenant_id" = p."tenant_id" AND pd."unit_id" = p."unit_id"
)
INSERT INTO "tenancies" ("landlord_id", "tenant_id", "unit_id", "status", "start_date", "end_date",
                         "monthly_rent", "deposit", "rent_due_day", "updated_at")
SELECT "landlord_id", "tenant_id", "unit_id",
       CASE WHEN is_current THEN 'active'::"TenancyStatus" ELSE 'ended' END,
       start_on,
       CASE WHEN is_current THEN NULL ELSE greatest(start_on, coalesce(last_on, start_on)) END,
       "rent", "deposit", extract(day FROM coalesce("rent_due_date", start_on))::int, now()
  FROM dated
 ORDER BY start_on, "tenant_id", "unit_id";

UPDATE "rent_ledger_entries" e SET "tenancy_id" = t."id"
  FROM "tenancies" t WHERE t."tenant_id" = e."tenant_id" AND t."unit_id" = e."unit_id";
UPDATE "payments" p SET "tenancy_id" = t."id"
  FROM "tenancies" t
 WHERE t."tenant_id" = p."tenant_id" AND t."unit_id" = p."unit_id" AND p."kind" IN ('rent', 'deposit');
UPDATE "reports" r SET "tenancy_id" = t."id"
  FROM "tenancies" t WHERE t."tenant_id" = r."tenant_id" AND t."unit_id" = r."unit_id";
UPDATE "rent_reminders" rr SET "tenancy_id" = t."id"
  FROM "tenancies" t WHERE t."tenant_id" = rr."tenant_id" AND t."status" = 'active';
UPDATE "rent_balances" b SET "tenancy_id" = t."id"
  FROM "tenancies" t WHERE t."tenant_id" = b."tenant_id" AND t."unit_id" = b."unit_id";

ALTER TABLE "rent_ledger_entries" ALTER COLUMN "tenancy_id" SET NOT NULL;
ALTER TABLE "rent_balances" ALTER COLUMN "tenancy_id" SET NOT NULL;
ALTER TABLE "rent_balances" DROP CONSTRAINT "rent_balances_pkey",
  ADD CONSTRAINT "rent_balances_pkey" PRIMARY KEY ("tenancy_id");

-- The balance is now the tenancy's (was the pair's): same sums, keyed by tenancy.
CREATE OR REPLACE FUNCTION "rent_balances_apply"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "rent_balances" SET "balance" = "balance" - OLD."amount"
     WHERE "tenancy_id" = OLD."tenancy_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "rent_balances" ("tenancy_id", "tenant_id", "unit_id", "landlord_id", "balance")
    VALUES (NEW."tenancy_id", NEW."tenant_id", NEW."unit_id", NEW."landlord_id", NEW."amount")
    ON CONFLICT ("tenancy_id")
    DO UPDATE SET "balance" = "rent_balances"."balance" + EXCLUDED."balance";
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER "rent_balances_apply" ON "rent_ledger_entries";
CREATE TRIGGER "rent_balances_apply"
AFTER INSERT OR DELETE OR UPDATE OF "amount", "tenancy_id" ON "rent_ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "rent_balances_apply"();

CREATE TRIGGER "rent_ledger_entries_tenancy"
BEFORE INSERT OR UPDATE OF "tenancy_id" ON "rent_ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "rent_ledger_entries_tenancy"();

CREATE TRIGGER "payments_tenancy"
BEFORE INSERT OR UPDATE OF "tenant_id", "unit_id" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_tenancy"();

-- CreateIndex
CREATE INDEX "rent_ledger_entries_tenancy_id_id_idx" ON "rent_ledger_entries"("tenancy_id", "id");

-- CreateIndex
CREATE INDEX "rent_balances_tenant_id_unit_id_idx" ON "rent_balances"("tenant_id", "unit_id");

-- CreateIndex
CREATE INDEX "reports_tenancy_id_idx" ON "reports"("tenancy_id");

-- CreateIndex
CREATE INDEX "rent_reminders_tenancy_id_idx" ON "rent_reminders"("tenancy_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_ledger_entries" ADD CONSTRAINT "rent_ledger_entries_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_balances" ADD CONSTRAINT "rent_balances_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancies" ADD CONSTRAINT "tenancies_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancy_deductions" ADD CONSTRAINT "tenancy_deductions_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tenancy_photos" ADD CONSTRAINT "tenancy_photos_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_reminders" ADD CONSTRAINT "rent_reminders_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE SET NULL ON UPDATE CASCADE;
