-- Rent received per landlord, Nairobi month, property and tenant, kept by triggers (issue 24 item
-- 5 at agency scale, ADR 048): the KRA Monthly Rental Income report reads these few rows instead of
-- grouping every rent payment of the month per request. A completed rent payment counts in the
-- month of the day it was received (paid_on for a hand-recorded payment, else the Nairobi day it
-- completed), on its unit's property; a payment with a withholding certificate counts apart.

-- CreateTable
CREATE TABLE "rent_received_months" (
    "landlord_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "property_id" INTEGER NOT NULL,
    "tenant_key" INTEGER NOT NULL,
    "has_certificate" BOOLEAN NOT NULL,
    "gross" BIGINT NOT NULL DEFAULT 0,
    "withheld" BIGINT NOT NULL DEFAULT 0,
    "payments" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rent_received_months_pkey" PRIMARY KEY ("landlord_id","month","property_id","tenant_key","has_certificate")
);

-- One payment's share: `sign` 1 adds it, -1 takes it out; `cert` is its certificate's amount
-- (NULL: none), given because a certificate's own trigger sees the table already changed.
CREATE FUNCTION "rent_received_apply"(p "payments", sign INTEGER, cert INTEGER) RETURNS void
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
END;
$$;

CREATE FUNCTION "payments_rent_received"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  cert INTEGER;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT wc."amount" INTO cert FROM "withholding_certificates" wc WHERE wc."payment_id" = OLD."id";
    PERFORM "rent_received_apply"(OLD, -1, cert);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT wc."amount" INTO cert FROM "withholding_certificates" wc WHERE wc."payment_id" = NEW."id";
    PERFORM "rent_received_apply"(NEW, 1, cert);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "payments_rent_received"
AFTER INSERT OR DELETE OR UPDATE OF "status", "kind", "amount", "paid_on", "completed_at", "unit_id",
  "tenancy_id", "tenant_id", "landlord_id" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "payments_rent_received"();

-- A certificate moves its payment's share between "received" and "withheld".
CREATE FUNCTION "withholding_rent_received"() RETURNS trigger
LANGUAGE plpgsql
SET search_path FROM CURRENT
AS $$
DECLARE
  p "payments";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO p FROM "payments" WHERE "id" = OLD."payment_id";
    IF FOUND THEN
      PERFORM "rent_received_apply"(p, -1, OLD."amount");
      PERFORM "rent_received_apply"(p, 1, NULL);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO p FROM "payments" WHERE "id" = NEW."payment_id";
    IF FOUND THEN
      PERFORM "rent_received_apply"(p, -1, NULL);
      PERFORM "rent_received_apply"(p, 1, NEW."amount");
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "withholding_rent_received"
AFTER INSERT OR DELETE OR UPDATE OF "amount", "payment_id" ON "withholding_certificates"
FOR EACH ROW EXECUTE FUNCTION "withholding_rent_received"();

-- What has been received so far.
INSERT INTO "rent_received_months"
       ("landlord_id", "month", "property_id", "tenant_key", "has_certificate", "gross", "withheld", "payments")
SELECT pay."landlord_id", date_trunc('month', d."received")::date, u."property_id", COALESCE(pay."tenant_id", 0),
       wc."id" IS NOT NULL, sum(pay."amount"), coalesce(sum(wc."amount"), 0), count(*)
  FROM "payments" pay
  LEFT JOIN "tenancies" ten ON ten."id" = pay."tenancy_id"
  JOIN "units" u ON u."id" = COALESCE(pay."unit_id", ten."unit_id")
  LEFT JOIN "withholding_certificates" wc ON wc."payment_id" = pay."id"
 CROSS JOIN LATERAL (SELECT COALESCE(pay."paid_on",
         ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date) AS "received") d
 WHERE pay."status" = 'completed' AND pay."kind" = 'rent' AND d."received" IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5
 -- Written in the order the report reads them: a landlord's month lies in a few pages.
 ORDER BY 1, 2, 3, 4, 5;
