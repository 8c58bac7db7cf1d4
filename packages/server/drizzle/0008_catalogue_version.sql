CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
-- Hand-written below (drizzle cannot express functions or triggers).
--
-- The catalogue's version rises once per statement that changes a row a search reads or counts.
-- Transition tables let a statement that changed nothing (a schedule's booking count copied
-- unchanged to search_schedules) leave it alone; triggers with transition tables take one event
-- each, so every table gets one trigger per event.
-- ---------------------------------------------------------------------------------------------
INSERT INTO "catalogue_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalogue_version SET version = version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['courses', 'course_scopes', 'scopes', 'cities', 'search_schedules'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t || '_version_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t || '_version_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t || '_version_delete', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()', t || '_version_truncate', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A schedule's copy is rewritten only when a copied column changed, so that bookings (which
-- update course_schedules) do not change the catalogue's version.
CREATE OR REPLACE FUNCTION search_schedules_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_schedules (schedule_id, course_id, start_date, end_date, city_id,
                                search_type, course_type, category)
  SELECT s.id, s.course_id, s.start_date, s.end_date, s.city_id,
         c.search_type, c.course_type, c.category
  FROM changed_schedules s JOIN courses c ON c.id = s.course_id
  ON CONFLICT (schedule_id) DO UPDATE SET
    course_id = EXCLUDED.course_id, start_date = EXCLUDED.start_date,
    end_date = EXCLUDED.end_date, city_id = EXCLUDED.city_id,
    search_type = EXCLUDED.search_type, course_type = EXCLUDED.course_type,
    category = EXCLUDED.category
  WHERE (search_schedules.course_id, search_schedules.start_date, search_schedules.end_date,
         search_schedules.city_id, search_schedules.search_type, search_schedules.course_type,
         search_schedules.category)
        IS DISTINCT FROM
        (EXCLUDED.course_id, EXCLUDED.start_date, EXCLUDED.end_date, EXCLUDED.city_id,
         EXCLUDED.search_type, EXCLUDED.course_type, EXCLUDED.category);
  RETURN NULL;
END
$$;
