-- AlterEnum
ALTER TYPE "EmailKind" ADD VALUE 'tenant_invitation';

-- CreateTable
CREATE TABLE "portfolio_imports" (
    "id" UUID NOT NULL,
    "landlord_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "rows" JSONB NOT NULL,
    "has_errors" BOOLEAN NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "committed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "portfolio_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "portfolio_imports_landlord_id_created_at_idx" ON "portfolio_imports"("landlord_id", "created_at");

-- CreateIndex
CREATE INDEX "portfolio_imports_expires_at_idx" ON "portfolio_imports"("expires_at");

-- AddForeignKey
ALTER TABLE "portfolio_imports" ADD CONSTRAINT "portfolio_imports_landlord_id_fkey" FOREIGN KEY ("landlord_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
