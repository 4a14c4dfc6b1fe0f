-- Issue 18 item 3: the landlord is emailed when a tenant gives notice.
ALTER TYPE "EmailKind" ADD VALUE 'tenancy_notice';
