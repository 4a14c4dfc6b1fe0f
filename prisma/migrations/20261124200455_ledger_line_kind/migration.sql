-- CreateEnum
CREATE TYPE "LedgerLineKind" AS ENUM ('rent', 'late_fee', 'water', 'service', 'adjustment', 'waiver', 'opening_balance', 'payment');

-- AlterTable
ALTER TABLE "rent_ledger_entries" ADD COLUMN     "kind" "LedgerLineKind" NOT NULL DEFAULT 'rent';

-- Existing rows: payments are payments, adjustments adjustments, charges rent (the only charge so far).
UPDATE "rent_ledger_entries" SET "kind" = 'payment' WHERE "type" = 'payment';
UPDATE "rent_ledger_entries" SET "kind" = 'adjustment' WHERE "type" = 'adjustment';

-- Writers that predate the kind leave it at its default: a payment row is always kind 'payment',
-- and an adjustment left at 'rent' is an 'adjustment' (a waiver or credit names its own kind).
CREATE OR REPLACE FUNCTION rent_ledger_entries_kind() RETURNS trigger AS $$
BEGIN
  IF NEW."type" = 'payment' THEN
    NEW."kind" := 'payment';
  ELSIF NEW."type" = 'adjustment' AND NEW."kind" = 'rent' THEN
    NEW."kind" := 'adjustment';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER rent_ledger_entries_kind
  BEFORE INSERT ON "rent_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION rent_ledger_entries_kind();
