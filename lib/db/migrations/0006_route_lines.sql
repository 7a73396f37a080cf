CREATE TABLE "route_lines" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"polyline" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_lines_origin_destination_pk" PRIMARY KEY("origin","destination")
);
--> statement-breakpoint
CREATE INDEX "route_lines_fetched_idx" ON "route_lines" USING btree ("fetched_at");