DROP INDEX "course_schedules_course_id_idx";--> statement-breakpoint
DROP INDEX "course_schedules_city_id_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, "name"), 'A') || setweight(to_tsvector('german'::regconfig, "description_de"), 'B') || setweight(to_tsvector('german'::regconfig, "search_text"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description_en"), 'B') || setweight(to_tsvector('german'::regconfig, "search_text"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "course_schedules_course_id_start_date_idx" ON "course_schedules" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "course_schedules_city_id_start_date_idx" ON "course_schedules" USING btree ("city_id","start_date") WHERE "course_schedules"."city_id" is not null;--> statement-breakpoint
CREATE INDEX "courses_search_de_idx" ON "courses" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX "courses_search_en_idx" ON "courses" USING gin ("search_en");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written below (drizzle cannot express functions, triggers or these functional indexes).
--
-- courses.search_text holds the organizer's name and the speakers' names, which live in other
-- tables, so that the generated search_de/search_en documents can weight them (C). Triggers keep
-- it current: a new course gets its organizer's name, a change of course_speakers (insert, update,
-- delete; statement-level with transition tables, so a batch insert of 500 rows runs one UPDATE),
-- of a course's organizer, of an organizer's name or of a speaker's name refreshes the courses
-- concerned. Seeding and imports therefore need no extra step.
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION course_search_text(p_course_id integer, p_organizer_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT o.name FROM organizers o WHERE o.id = p_organizer_id),
    (SELECT string_agg(s.first_name || ' ' || s.last_name, ' ' ORDER BY cs.position, s.id)
       FROM course_speakers cs JOIN speakers s ON s.id = cs.speaker_id
      WHERE cs.course_id = p_course_id))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courses_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := course_search_text(NEW.id, NEW.organizer_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE OF organizer_id ON courses
  FOR EACH ROW EXECUTE FUNCTION courses_set_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_speakers_refresh_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET search_text = fresh.value
      FROM (SELECT x.id, course_search_text(x.id, x.organizer_id) AS value FROM courses x
             WHERE x.id IN (SELECT course_id FROM new_rows)) fresh
     WHERE c.id = fresh.id AND c.search_text IS DISTINCT FROM fresh.value;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE courses c SET search_text = fresh.value
      FROM (SELECT x.id, course_search_text(x.id, x.organizer_id) AS value FROM courses x
             WHERE x.id IN (SELECT course_id FROM old_rows)) fresh
     WHERE c.id = fresh.id AND c.search_text IS DISTINCT FROM fresh.value;
  ELSE
    UPDATE courses c SET search_text = fresh.value
      FROM (SELECT x.id, course_search_text(x.id, x.organizer_id) AS value FROM courses x
             WHERE x.id IN (SELECT course_id FROM new_rows UNION SELECT course_id FROM old_rows)) fresh
     WHERE c.id = fresh.id AND c.search_text IS DISTINCT FROM fresh.value;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_speakers_search_text_insert AFTER INSERT ON course_speakers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_speakers_refresh_search_text();
--> statement-breakpoint
CREATE TRIGGER course_speakers_search_text_update AFTER UPDATE ON course_speakers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_speakers_refresh_search_text();
--> statement-breakpoint
CREATE TRIGGER course_speakers_search_text_delete AFTER DELETE ON course_speakers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_speakers_refresh_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizers_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET search_text = course_search_text(c.id, c.organizer_id)
   WHERE c.organizer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizers_search_text AFTER UPDATE OF name ON organizers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION organizers_refresh_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION speakers_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET search_text = course_search_text(c.id, c.organizer_id)
   WHERE c.id IN (SELECT cs.course_id FROM course_speakers cs WHERE cs.speaker_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER speakers_search_text AFTER UPDATE OF first_name, last_name ON speakers
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION speakers_refresh_search_text();
--> statement-breakpoint
-- Databases seeded before this migration: fill search_text (and so search_de/search_en) now.
UPDATE courses SET search_text = course_search_text(id, organizer_id);
--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- City suggestions: case and umlaut folding without the unaccent extension (PGlite lacks it).
-- Two foldings, both compared: 'Köln' -> 'koeln' (ae) and 'koln' (plain), so 'koel', 'Köln' and
-- 'koln' all find Köln; ß -> ss in both. Upper-case umlauts are mapped first because lower() of
-- a C-collation database only folds ASCII.
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION city_fold_ae(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(
    lower(translate(value, 'ÄÖÜẞ', 'äöüß')), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION city_fold_plain(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(translate(lower(translate(value, 'ÄÖÜẞ', 'äöüß')), 'äöü', 'aou'), 'ß', 'ss')
$$;
--> statement-breakpoint
CREATE INDEX cities_name_fold_ae_trgm_idx ON cities USING gin (city_fold_ae(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX cities_name_fold_plain_trgm_idx ON cities USING gin (city_fold_plain(name) gin_trgm_ops);
