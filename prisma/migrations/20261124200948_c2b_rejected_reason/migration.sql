-- AlterTable
ALTER TABLE "c2b_transactions" ADD COLUMN     "reason" VARCHAR(200);

-- Rows rejected before this column existed kept their reason in "note".
UPDATE "c2b_transactions" SET "reason" = LEFT("note", 200) WHERE "status" = 'rejected';
