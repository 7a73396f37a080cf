ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");
--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'sent', "sent_at" = "created_at";
