-- The KRA Monthly Rental Income deadline reminder by SMS to the landlord (issue 24 item 5 with
-- issue 25's SMS), on the landlord's choice beside the other SMS choices.

-- AlterEnum
ALTER TYPE "SmsKind" ADD VALUE 'tax_reminder';

-- AlterTable
ALTER TABLE "sms_settings" ADD COLUMN "tax_reminders" BOOLEAN NOT NULL DEFAULT false;
