-- CreateTable
CREATE TABLE "tenant_profile_counts" (
    "landlord_id" INTEGER NOT NULL,
    "profiles" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "tenant_profile_counts_pkey" PRIMARY KEY ("landlord_id")
);

-- Every landlord's profiles as they stand.
INSERT INTO "tenant_profile_counts" ("landlord_id", "profiles")
SELECT "landlord_id", count(*) FROM "tenant_profiles" GROUP BY "landlord_id";

-- Kept per statement (transition tables), not per row: a portfolio import or a bulk load of
-- thousands of profiles updates each landlord's row once. A trigger with transition tables takes
-- one event, hence three triggers on one function. Landlords in id order, so two statements
-- touching the same landlords lock their rows in the same order.
CREATE FUNCTION "tenant_profile_counts_apply"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "tenant_profile_counts" ("landlord_id", "profiles")
    SELECT "landlord_id", count(*) FROM "new_rows" GROUP BY "landlord_id" ORDER BY "landlord_id"
    ON CONFLICT ("landlord_id")
    DO UPDATE SET "profiles" = "tenant_profile_counts"."profiles" + EXCLUDED."profiles";
  ELSIF TG_OP = 'DELETE' THEN
    -- An UPDATE, never an insert: a landlord deleted with their profiles leaves nothing behind.
    UPDATE "tenant_profile_counts" c SET "profiles" = c."profiles" - d."n"
      FROM (SELECT "landlord_id", count(*) AS "n" FROM "old_rows" GROUP BY "landlord_id"
             ORDER BY "landlord_id") d
     WHERE c."landlord_id" = d."landlord_id";
  ELSE
    -- A profile moved to another landlord; any other change nets to nothing and writes nothing.
    INSERT INTO "tenant_profile_counts" ("landlord_id", "profiles")
    SELECT "landlord_id", sum("n") FROM (
             SELECT "landlord_id", 1 AS "n" FROM "new_rows"
             UNION ALL SELECT "landlord_id", -1 FROM "old_rows") moved
     GROUP BY "landlord_id" HAVING sum("n") <> 0 ORDER BY "landlord_id"
    ON CONFLICT ("landlord_id")
    DO UPDATE SET "profiles" = "tenant_profile_counts"."profiles" + EXCLUDED."profiles";
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "tenant_profile_counts_insert"
AFTER INSERT ON "tenant_profiles" REFERENCING NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_profile_counts_apply"();

CREATE TRIGGER "tenant_profile_counts_delete"
AFTER DELETE ON "tenant_profiles" REFERENCING OLD TABLE AS "old_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_profile_counts_apply"();

CREATE TRIGGER "tenant_profile_counts_update"
AFTER UPDATE ON "tenant_profiles" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "tenant_profile_counts_apply"();
