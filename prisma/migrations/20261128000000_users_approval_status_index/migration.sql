-- The tenant list's count leaves out applicants who never confirmed their email (ADR 019): with
-- this index it reads those few users instead of every user (issue 26: the agency's tenant list
-- spent 40-67 ms of each request counting).

-- CreateIndex
CREATE INDEX "users_approval_status_idx" ON "users"("approval_status");
