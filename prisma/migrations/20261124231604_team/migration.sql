-- CreateEnum
CREATE TYPE "TeamRole" AS ENUM ('property_manager', 'caretaker', 'accountant');

-- CreateEnum
CREATE TYPE "TeamMemberStatus" AS ENUM ('invited', 'active', 'suspended', 'removed');

-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'team_invitation';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "entered_by_member_id" INTEGER;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "entered_by_member_id" INTEGER;

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "member_id" INTEGER;

-- AlterTable
ALTER TABLE "meter_readings" ADD COLUMN     "entered_by_member_id" INTEGER;

-- CreateTable
CREATE TABLE "team_members" (
    "id" SERIAL NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_number" TEXT NOT NULL,
    "role" "TeamRole" NOT NULL,
    "status" "TeamMemberStatus" NOT NULL DEFAULT 'invited',
    "invitation_token_hash" TEXT,
    "invitation_expires_at" TIMESTAMP(3),
    "invitation_used_at" TIMESTAMP(3),
    "invited_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removed_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "team_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_member_properties" (
    "member_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,

    CONSTRAINT "team_member_properties_pkey" PRIMARY KEY ("member_id","property_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "team_members_user_id_key" ON "team_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_members_invitation_token_hash_key" ON "team_members"("invitation_token_hash");

-- CreateIndex
CREATE INDEX "team_members_landlord_id_status_id_idx" ON "team_members"("landlord_id", "status", "id");

-- CreateIndex
CREATE INDEX "team_members_landlord_id_email_idx" ON "team_members"("landlord_id", "email");

-- CreateIndex
CREATE INDEX "team_member_properties_property_id_idx" ON "team_member_properties"("property_id");

-- CreateIndex
CREATE INDEX "payments_entered_by_member_id_idx" ON "payments"("entered_by_member_id");

-- CreateIndex
CREATE INDEX "reports_entered_by_member_id_idx" ON "reports"("entered_by_member_id");

-- CreateIndex
CREATE INDEX "audit_logs_member_id_id_idx" ON "audit_logs"("member_id", "id");

-- CreateIndex
CREATE INDEX "meter_readings_entered_by_member_id_idx" ON "meter_readings"("entered_by_member_id");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_member_properties" ADD CONSTRAINT "team_member_properties_member_id_fkey" FOREIGN KEY ("member_id") REFERENCES "team_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_member_properties" ADD CONSTRAINT "team_member_properties_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A member has their own users row from the moment the invitation is accepted, and not before; a
-- removed member may let go of it (the same person invited again takes it over, ADR 037).
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_check"
  CHECK (("status" = 'invited' AND "user_id" IS NULL)
      OR ("status" IN ('active', 'suspended') AND "user_id" IS NOT NULL)
      OR "status" = 'removed');
-- A pending invitation always has a hashed token and an expiry.
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_invitation_check"
  CHECK ("status" <> 'invited' OR ("invitation_token_hash" IS NOT NULL AND "invitation_expires_at" IS NOT NULL));
-- Compared with users.email, which is lower-case.
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_email_lowercase_check"
  CHECK ("email" = lower("email"));
