ALTER TABLE "cities" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', coalesce(translations #>> '{es,name}', name, '')), 'A') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,description}', description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', coalesce(translations #>> '{es,name}', name, '')), 'A') || setweight(to_tsvector('spanish', coalesce(city, '') || ' ' || coalesce(translations #>> '{es,summary}', summary, '')), 'B') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,description}', description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', coalesce(translations #>> '{es,name}', name, '')), 'A') || setweight(to_tsvector('spanish', coalesce(city, '') || ' ' || coalesce(venue, '') || ' ' || coalesce(translations #>> '{es,summary}', summary, '')), 'B') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,description}', description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', coalesce(translations #>> '{es,name}', title, '')), 'A') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,summary}', summary, '')), 'B') || setweight(to_tsvector('spanish', regexp_replace(coalesce(translations #>> '{es,description}', body, ''), '<[^>]+>', ' ', 'g')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "makers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "road_trips" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "road_trips" ADD COLUMN "search_es" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish', coalesce(translations #>> '{es,name}', name, '')), 'A') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,summary}', summary, '')), 'B') || setweight(to_tsvector('spanish', coalesce(translations #>> '{es,description}', description, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "trails" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "welcome_centers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_search_es_idx" ON "cities" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "locations_search_es_idx" ON "locations" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "events_search_es_idx" ON "events" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "articles_search_es_idx" ON "articles" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "road_trips_search_es_idx" ON "road_trips" USING gin ("search_es");