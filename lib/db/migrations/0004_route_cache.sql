CREATE TABLE "route_cache" (
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"meters" integer,
	"seconds" integer,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_cache_origin_destination_pk" PRIMARY KEY("origin","destination"),
	CONSTRAINT "route_cache_figures" CHECK (("route_cache"."meters" IS NULL AND "route_cache"."seconds" IS NULL) OR ("route_cache"."meters" >= 0 AND "route_cache"."seconds" >= 0))
);
--> statement-breakpoint
CREATE INDEX "route_cache_fetched_idx" ON "route_cache" USING btree ("fetched_at");
