ALTER TABLE "alerts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crisis_alerts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;