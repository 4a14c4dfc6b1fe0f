-- Phones are canonical once, at input (issue 25 item 4): the shared phone rule (PhoneSchema /
-- EmergencyContactSchema, packages/shared/src/validation.ts) now stores 2547XXXXXXXX / 2541XXXXXXXX,
-- the MSISDN form M-Pesa, the SMS gateway and C2B matching use. This rewrites the phones stored as
-- typed before (0712345678, +254 712 345 678, 712-345-678 …) into that form. A value that is not a
-- Kenyan mobile number by the same rule (spaces and dashes removed, then an optional +254, 254 or
-- 0, then 7 or 1 and eight digits), an erased '' or NULL, is left untouched. Audit entries and
-- c2b_transactions.msisdn keep what was recorded or received.
--
-- No phone column has a unique constraint or unique index (users.phone_number,
-- tenant_profiles.phone_number and emergency_contact, payments.payer_phone, enquiries.phone,
-- team_members.phone_number): two people may share a number, so no rewrite can collide and none
-- needs a NOT EXISTS guard. Should one of them ever become unique, a rewrite that would collide
-- must be left as typed (NOT EXISTS on the canonical value) rather than fail the migration.
--
-- The migration runner applies this file in one transaction (scripts/lib/migrate.mjs): every
-- table is rewritten or none is.

CREATE FUNCTION pg_temp.canonical_phone(value TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN regexp_replace(value, '[[:space:]-]', '', 'g') ~ '^(\+?254|0)?[71][0-9]{8}$'
      THEN '254' || right(regexp_replace(value, '[[:space:]-]', '', 'g'), 9)
  END
$$;

UPDATE "users"
SET "phone_number" = pg_temp.canonical_phone("phone_number")
WHERE pg_temp.canonical_phone("phone_number") IS NOT NULL
  AND "phone_number" <> pg_temp.canonical_phone("phone_number");

UPDATE "tenant_profiles"
SET "phone_number" = COALESCE(pg_temp.canonical_phone("phone_number"), "phone_number"),
    "emergency_contact" = COALESCE(pg_temp.canonical_phone("emergency_contact"), "emergency_contact")
WHERE "phone_number" <> COALESCE(pg_temp.canonical_phone("phone_number"), "phone_number")
   OR "emergency_contact" <> COALESCE(pg_temp.canonical_phone("emergency_contact"), "emergency_contact");

UPDATE "payments"
SET "payer_phone" = pg_temp.canonical_phone("payer_phone")
WHERE pg_temp.canonical_phone("payer_phone") IS NOT NULL
  AND "payer_phone" <> pg_temp.canonical_phone("payer_phone");

UPDATE "enquiries"
SET "phone" = pg_temp.canonical_phone("phone")
WHERE pg_temp.canonical_phone("phone") IS NOT NULL
  AND "phone" <> pg_temp.canonical_phone("phone");

UPDATE "team_members"
SET "phone_number" = pg_temp.canonical_phone("phone_number")
WHERE pg_temp.canonical_phone("phone_number") IS NOT NULL
  AND "phone_number" <> pg_temp.canonical_phone("phone_number");

DROP FUNCTION pg_temp.canonical_phone(TEXT);
