ALTER TABLE "trips" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
