-- CreateTable
CREATE TABLE "report_notes" (
    "id" SERIAL NOT NULL,
    "report_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "photo_key" TEXT,
    "entered_by_member_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "report_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_notes_report_id_created_at_id_idx" ON "report_notes"("report_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "report_notes_entered_by_member_id_idx" ON "report_notes"("entered_by_member_id");

-- AddForeignKey
ALTER TABLE "report_notes" ADD CONSTRAINT "report_notes_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_notes" ADD CONSTRAINT "report_notes_entered_by_member_id_fkey" FOREIGN KEY ("entered_by_member_id") REFERENCES "team_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;
