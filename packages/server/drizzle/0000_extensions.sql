-- Extensions used by search: pg_trgm (city suggestions via similarity()), cube and
-- earthdistance (great-circle distance for the city radius filter). On PGlite the server loads
-- them from @electric-sql/pglite/contrib (see src/db/client.ts) before this runs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
