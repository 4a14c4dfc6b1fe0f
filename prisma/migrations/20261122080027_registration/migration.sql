-- CreateTable
CREATE TABLE "registration_drafts" (
    "session_id" UUID NOT NULL,
    "kind" "UserRole" NOT NULL,
    "step" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "registration_drafts_pkey" PRIMARY KEY ("session_id")
);

-- CreateTable
CREATE TABLE "trial_grants" (
    "email" TEXT NOT NULL,
    "granted_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "trial_grants_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "registration_drafts_expires_at_idx" ON "registration_drafts"("expires_at");

-- Constraints that schema.prisma cannot express (docs/decisions/002).
-- Emails are compared lower-case everywhere, as in "users".
ALTER TABLE "trial_grants" ADD CONSTRAINT "trial_grants_email_lowercase_check" CHECK ("email" = lower("email"));

-- A landlord signup has 4 steps and a tenant signup 6.
ALTER TABLE "registration_drafts" ADD CONSTRAINT "registration_drafts_step_check" CHECK ("step" BETWEEN 1 AND 6);
