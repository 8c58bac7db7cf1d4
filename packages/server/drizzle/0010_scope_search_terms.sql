ALTER TABLE "scopes" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written below (drizzle cannot express functions, triggers or DEFERRABLE).
--
-- A course's search text (0003_course_search.sql) now also holds the German names and search
-- terms of its scopes, so that the search finds a course by its specialist area: full-text
-- search does not split German compounds, and the coordinated name 'Miet- und
-- Wohnungseigentumsrecht' holds neither 'Mietrecht' nor 'WEG-Recht', the words searchers type.
-- Triggers keep it current as they do for speakers: a change of course_scopes (statement-level,
-- with transition tables) or of a scope's name or terms refreshes the courses concerned. The
-- speakers' trigger function refreshes the courses the changed rows name, whichever link table
-- they are in; it is renamed for that and serves both tables (triggers keep their function when
-- it is renamed).
-- ---------------------------------------------------------------------------------------------
ALTER FUNCTION course_speakers_refresh_search_text() RENAME TO course_links_refresh_search_text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_search_text(p_course_id integer, p_organizer_id integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT o.name FROM organizers o WHERE o.id = p_organizer_id),
    (SELECT string_agg(s.first_name || ' ' || s.last_name, ' ' ORDER BY cs.position, s.id)
       FROM course_speakers cs JOIN speakers s ON s.id = cs.speaker_id
      WHERE cs.course_id = p_course_id),
    (SELECT string_agg(concat_ws(' ', sc.name_de, nullif(sc.search_terms, '')), ' ' ORDER BY sc.id)
       FROM course_scopes cs JOIN scopes sc ON sc.id = cs.scope_id
      WHERE cs.course_id = p_course_id))
$$;
--> statement-breakpoint
CREATE TRIGGER course_scopes_search_text_insert AFTER INSERT ON course_scopes
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_links_refresh_search_text();
--> statement-breakpoint
CREATE TRIGGER course_scopes_search_text_update AFTER UPDATE ON course_scopes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_links_refresh_search_text();
--> statement-breakpoint
CREATE TRIGGER course_scopes_search_text_delete AFTER DELETE ON course_scopes
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_links_refresh_search_text();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION scopes_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET search_text = course_search_text(c.id, c.organizer_id)
   WHERE c.id IN (SELECT cs.course_id FROM course_scopes cs WHERE cs.scope_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER scopes_search_text AFTER UPDATE OF name_de, search_terms ON scopes
  FOR EACH ROW
  WHEN (OLD.name_de IS DISTINCT FROM NEW.name_de
        OR OLD.search_terms IS DISTINCT FROM NEW.search_terms)
  EXECUTE FUNCTION scopes_refresh_search_text();
--> statement-breakpoint
-- An import writes a course's scopes before the course (see 0009 for its speakers), so that the
-- course row is written once, with its scopes in its search text.
ALTER TABLE "course_scopes" ALTER CONSTRAINT "course_scopes_course_id_courses_id_fk"
  DEFERRABLE INITIALLY IMMEDIATE;
--> statement-breakpoint
-- Databases with courses: their search text gains their scopes now.
UPDATE courses SET search_text = course_search_text(id, organizer_id)
 WHERE search_text IS DISTINCT FROM course_search_text(id, organizer_id);
