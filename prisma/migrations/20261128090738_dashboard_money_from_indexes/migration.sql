-- DropIndex
DROP INDEX "payments_landlord_id_status_completed_at_idx";

-- AlterTable
ALTER TABLE "rent_balances" ADD COLUMN     "tenancy_open" BOOLEAN NOT NULL DEFAULT true;

-- What current tenancies owe (the dashboard's Rent Due, issue 26) was every owing balance of the
-- landlord, each probing tenancies for "is this still the tenant's open tenancy" (3,321 probes
-- for the reference agency, 1,257 of them current). The flag keeps that answer on the balance,
-- so the sum is one range of the (landlord_id, tenancy_open, balance) index.
UPDATE "rent_balances" b SET "tenancy_open" = false
  FROM "tenancies" t WHERE t."id" = b."tenancy_id" AND t."open_tenant_id" IS NULL;

-- A new balance row (the ledger trigger's first entry of a tenancy, or a bulk load) takes its
-- tenancy's state.
CREATE FUNCTION "rent_balances_tenancy_open"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  NEW."tenancy_open" := EXISTS (SELECT 1 FROM "tenancies" t
                                 WHERE t."id" = NEW."tenancy_id" AND t."open_tenant_id" IS NOT NULL);
  RETURN NEW;
END;
$$;

CREATE TRIGGER "rent_balances_tenancy_open"
BEFORE INSERT OR UPDATE OF "tenancy_id" ON "rent_balances"
FOR EACH ROW EXECUTE FUNCTION "rent_balances_tenancy_open"();

-- A tenancy that ends (or is reopened) moves its balance in or out of what current tenants owe.
-- open_tenant_id is set by the tenancies' BEFORE trigger from the status, so this is not
-- "UPDATE OF open_tenant_id" (a column trigger ignores what BEFORE triggers change): the WHEN
-- clause sees the final row, whichever way the tenancy ended.
CREATE FUNCTION "tenancies_balance_open"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  UPDATE "rent_balances" SET "tenancy_open" = (NEW."open_tenant_id" IS NOT NULL)
   WHERE "tenancy_id" = NEW."id" AND "tenancy_open" IS DISTINCT FROM (NEW."open_tenant_id" IS NOT NULL);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "tenancies_balance_open"
AFTER UPDATE ON "tenancies"
FOR EACH ROW WHEN (OLD."open_tenant_id" IS DISTINCT FROM NEW."open_tenant_id")
EXECUTE FUNCTION "tenancies_balance_open"();

-- CreateIndex
CREATE INDEX "payments_landlord_id_status_completed_at_kind_amount_idx" ON "payments"("landlord_id", "status", "completed_at", "kind", "amount");

-- CreateIndex
CREATE INDEX "rent_balances_landlord_id_tenancy_open_balance_idx" ON "rent_balances"("landlord_id", "tenancy_open", "balance");
