-- Arrears ageing kept per tenancy (issue 24 item 2 at agency scale, ADR 047): what is left unpaid
-- of each debit, with its due date, as the ledger's allocation leaves it. It depends only on the
-- tenancy's ledger entries and its anchor (rent due day, open or not, the unit's due and billing
-- anchor dates), so the triggers below bump the row's `version` whenever one of those changes, and
-- the row is fresh while `computed_version` (the version its figures were computed at) equals it;
-- `stale` says the same in an indexed column, so a request finds the few stale rows by index.
-- The buckets of `aged_on` are kept beside the unpaid parts and moved when the day changes.

-- CreateTable
CREATE TABLE "arrears_ageing" (
    "tenancy_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "computed_version" INTEGER NOT NULL DEFAULT 0,
    "stale" BOOLEAN NOT NULL DEFAULT true,
    "unpaid_due" DATE[],
    "unpaid_amount" INTEGER[],
    "last_payment_at" TIMESTAMP(3),
    "last_payment_amount" INTEGER,
    "aged_on" DATE,
    "current" INTEGER NOT NULL DEFAULT 0,
    "days_1_30" INTEGER NOT NULL DEFAULT 0,
    "days_31_60" INTEGER NOT NULL DEFAULT 0,
    "days_61_90" INTEGER NOT NULL DEFAULT 0,
    "days_90_plus" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "arrears_ageing_pkey" PRIMARY KEY ("tenancy_id")
);

-- CreateIndex
CREATE INDEX "arrears_ageing_landlord_id_stale_idx" ON "arrears_ageing"("landlord_id", "stale");

-- CreateIndex
CREATE INDEX "arrears_ageing_landlord_id_aged_on_total_idx" ON "arrears_ageing"("landlord_id", "aged_on", "total");

-- AddForeignKey
ALTER TABLE "arrears_ageing" ADD CONSTRAINT "arrears_ageing_tenancy_id_fkey" FOREIGN KEY ("tenancy_id") REFERENCES "tenancies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every tenancy with ledger entries starts stale: its first reader (or the worker) computes it.
INSERT INTO "arrears_ageing" ("tenancy_id", "landlord_id", "property_id")
SELECT b."tenancy_id", b."landlord_id", u."property_id"
  FROM "rent_balances" b JOIN "units" u ON u."id" = b."unit_id";

-- Any change to a ledger entry makes its tenancy's ageing stale (a row is made for a new tenancy).
CREATE FUNCTION "arrears_ageing_touch_entry"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "arrears_ageing" SET "version" = "version" + 1, "stale" = true
     WHERE "tenancy_id" = OLD."tenancy_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "arrears_ageing" ("tenancy_id", "landlord_id", "property_id")
    SELECT NEW."tenancy_id", NEW."landlord_id", u."property_id" FROM "units" u WHERE u."id" = NEW."unit_id"
    ON CONFLICT ("tenancy_id")
    DO UPDATE SET "version" = "arrears_ageing"."version" + 1, "stale" = true;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "arrears_ageing_touch_entry"
AFTER INSERT OR DELETE OR UPDATE ON "rent_ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "arrears_ageing_touch_entry"();

-- A tenancy's due day, its open flag or its unit decide its debits' due dates.
CREATE FUNCTION "arrears_ageing_touch_tenancy"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  UPDATE "arrears_ageing" SET "version" = "version" + 1, "stale" = true
   WHERE "tenancy_id" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "arrears_ageing_touch_tenancy"
AFTER UPDATE OF "rent_due_day", "open_unit_id", "unit_id" ON "tenancies"
FOR EACH ROW
WHEN (OLD."rent_due_day" IS DISTINCT FROM NEW."rent_due_day"
   OR OLD."open_unit_id" IS DISTINCT FROM NEW."open_unit_id"
   OR OLD."unit_id" IS DISTINCT FROM NEW."unit_id")
EXECUTE FUNCTION "arrears_ageing_touch_tenancy"();

-- So do the unit's rent due date and billing anchor, for every tenancy of the unit (and the
-- report filters by the unit's property).
CREATE FUNCTION "arrears_ageing_touch_unit"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  UPDATE "arrears_ageing" a
     SET "version" = a."version" + 1, "stale" = true, "property_id" = NEW."property_id"
    FROM "tenancies" t WHERE t."unit_id" = NEW."id" AND a."tenancy_id" = t."id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "arrears_ageing_touch_unit"
AFTER UPDATE OF "rent_due_date", "billing_anchor_date", "property_id" ON "units"
FOR EACH ROW
WHEN (OLD."rent_due_date" IS DISTINCT FROM NEW."rent_due_date"
   OR OLD."billing_anchor_date" IS DISTINCT FROM NEW."billing_anchor_date"
   OR OLD."property_id" IS DISTINCT FROM NEW."property_id")
EXECUTE FUNCTION "arrears_ageing_touch_unit"();
