-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "active_purpose_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "payments_active_purpose_key_key" ON "payments"("active_purpose_key");

-- Kept by the database itself (issue 17): a payment holds its purpose key only while it is open,
-- whatever path ends it (crediting, a failed or cancelled answer, reconciliation, a failed
-- initiation), so the next payment for the same purpose can start once this one has ended.
CREATE FUNCTION "payments_release_purpose"() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NEW."status"::text NOT IN ('pending', 'processing') THEN
    NEW."active_purpose_key" := NULL;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "payments_release_purpose"
BEFORE INSERT OR UPDATE OF "status", "active_purpose_key" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_release_purpose"();
