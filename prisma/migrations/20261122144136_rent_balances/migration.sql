-- CreateTable
CREATE TABLE "rent_balances" (
    "tenant_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rent_balances_pkey" PRIMARY KEY ("tenant_id","unit_id")
);

-- CreateIndex
CREATE INDEX "rent_balances_landlord_id_balance_idx" ON "rent_balances"("landlord_id", "balance");

-- CreateIndex
CREATE INDEX "rent_balances_unit_id_idx" ON "rent_balances"("unit_id");

-- CreateIndex
CREATE INDEX "payments_landlord_id_status_completed_at_idx" ON "payments"("landlord_id", "status", "completed_at");

-- AddForeignKey
ALTER TABLE "rent_balances" ADD CONSTRAINT "rent_balances_tenant_id_fkey" FOREIGN KEY ("tenant_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_balances" ADD CONSTRAINT "rent_balances_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rent_balances" ADD CONSTRAINT "rent_balances_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Kept by the database itself (issue 12): every insert, update or delete of a ledger entry moves
-- its (tenant, unit) balance in the same transaction, so the balance can never disagree with the
-- entries whatever path wrote them. SET search_path FROM CURRENT pins the schema the migration
-- ran in (tests migrate into schemas of their own; the app's connections use the default path).
CREATE FUNCTION "rent_balances_apply"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "rent_balances" SET "balance" = "balance" - OLD."amount"
     WHERE "tenant_id" = OLD."tenant_id" AND "unit_id" = OLD."unit_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "rent_balances" ("tenant_id", "unit_id", "landlord_id", "balance")
    VALUES (NEW."tenant_id", NEW."unit_id", NEW."landlord_id", NEW."amount")
    ON CONFLICT ("tenant_id", "unit_id")
    DO UPDATE SET "balance" = "rent_balances"."balance" + EXCLUDED."balance";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "rent_balances_apply"
AFTER INSERT OR DELETE OR UPDATE OF "amount", "tenant_id", "unit_id" ON "rent_ledger_entries"
FOR EACH ROW EXECUTE FUNCTION "rent_balances_apply"();

-- The balances of the entries already there.
INSERT INTO "rent_balances" ("tenant_id", "unit_id", "landlord_id", "balance")
SELECT "tenant_id", "unit_id", min("landlord_id"), sum("amount")::int
  FROM "rent_ledger_entries" GROUP BY "tenant_id", "unit_id";
