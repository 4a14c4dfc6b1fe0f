-- CreateTable
CREATE TABLE "rent_collected_totals" (
    "landlord_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "gross" BIGINT NOT NULL DEFAULT 0,
    "payments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rent_collected_totals_pkey" PRIMARY KEY ("landlord_id","property_id")
);

-- The payments summary's Total Collected summed the landlord's completed rent payments on every
-- request (942,902 for the reference agency). rent_received_apply already runs once per change of
-- a completed rent payment (payments and withholding-certificate triggers) and resolves its
-- property: it now also keeps the running total per landlord and property. A certificate moving a
-- payment between "received" and "withheld" applies -1 then +1: the total does not move.
CREATE OR REPLACE FUNCTION "rent_received_apply"(p "payments", sign INTEGER, cert INTEGER) RETURNS void
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  received DATE;
  property INTEGER;
BEGIN
  IF p."status" <> 'completed' OR p."kind" <> 'rent' THEN RETURN; END IF;
  received := COALESCE(p."paid_on", ((p."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date);
  IF received IS NULL THEN RETURN; END IF;
  SELECT u."property_id" INTO property FROM "units" u
   WHERE u."id" = COALESCE(p."unit_id", (SELECT t."unit_id" FROM "tenancies" t WHERE t."id" = p."tenancy_id"));
  IF property IS NULL THEN RETURN; END IF;
  INSERT INTO "rent_received_months" AS m
         ("landlord_id", "month", "property_id", "tenant_key", "has_certificate", "gross", "withheld", "payments")
  VALUES (p."landlord_id", date_trunc('month', received)::date, property, COALESCE(p."tenant_id", 0),
          cert IS NOT NULL, sign * p."amount", sign * COALESCE(cert, 0), sign)
  ON CONFLICT ("landlord_id", "month", "property_id", "tenant_key", "has_certificate")
  DO UPDATE SET "gross" = m."gross" + EXCLUDED."gross", "withheld" = m."withheld" + EXCLUDED."withheld",
                "payments" = m."payments" + EXCLUDED."payments";
  INSERT INTO "rent_collected_totals" AS c ("landlord_id", "property_id", "gross", "payments")
  VALUES (p."landlord_id", property, sign * p."amount", sign)
  ON CONFLICT ("landlord_id", "property_id")
  DO UPDATE SET "gross" = c."gross" + EXCLUDED."gross", "payments" = c."payments" + EXCLUDED."payments";
END;
$$;

-- What has been collected so far: the months already hold every completed rent payment.
INSERT INTO "rent_collected_totals" ("landlord_id", "property_id", "gross", "payments")
SELECT "landlord_id", "property_id", sum("gross"), sum("payments")
  FROM "rent_received_months" GROUP BY "landlord_id", "property_id";
