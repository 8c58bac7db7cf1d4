CREATE TABLE "search_schedules" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"city_id" integer,
	"search_type" "search_type" NOT NULL,
	"course_type" "course_type" NOT NULL,
	"category" "course_category" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_schedules" ADD CONSTRAINT "search_schedules_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_schedules_city_id_idx" ON "search_schedules" USING btree ("city_id","start_date");--> statement-breakpoint
-- Hand-written below (drizzle cannot express INCLUDE, functions or triggers).
--
-- search_schedules is the search's copy of each schedule with its course's filter columns. The
-- walk index gives the schedules of any filter in result order (start date, then course) and
-- answers the filter from the index alone; the second leads with the course's types for the
-- frequent searches by search type and course type; the third holds each course's schedules. Statement-level triggers with transition
-- tables keep the copy: a batch insert of schedules runs one INSERT here.
-- ---------------------------------------------------------------------------------------------
CREATE INDEX "search_schedules_walk_idx" ON "search_schedules" USING btree ("start_date", "course_id") INCLUDE ("end_date", "city_id", "search_type", "course_type", "category");
--> statement-breakpoint
CREATE INDEX "search_schedules_type_walk_idx" ON "search_schedules" USING btree ("search_type", "course_type", "start_date", "course_id") INCLUDE ("end_date", "city_id", "category");
--> statement-breakpoint
-- A course's schedules, in course order: the search counts courses by reading it in order and
-- stopping after the cap, and finds each course's next schedule.
CREATE INDEX "search_schedules_course_id_idx" ON "search_schedules" USING btree ("course_id", "start_date") INCLUDE ("end_date", "city_id", "search_type", "course_type", "category");
--> statement-breakpoint
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
    category = EXCLUDED.category;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_schedules_search_insert AFTER INSERT ON course_schedules
  REFERENCING NEW TABLE AS changed_schedules FOR EACH STATEMENT
  EXECUTE FUNCTION search_schedules_copy();
--> statement-breakpoint
CREATE TRIGGER course_schedules_search_update AFTER UPDATE ON course_schedules
  REFERENCING NEW TABLE AS changed_schedules FOR EACH STATEMENT
  EXECUTE FUNCTION search_schedules_copy();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_schedules_follow_courses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_schedules s
  SET search_type = c.search_type, course_type = c.course_type, category = c.category
  FROM changed_courses c
  WHERE s.course_id = c.id
    AND (s.search_type, s.course_type, s.category)
        IS DISTINCT FROM (c.search_type, c.course_type, c.category);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_schedules AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS changed_courses FOR EACH STATEMENT
  EXECUTE FUNCTION search_schedules_follow_courses();
--> statement-breakpoint
INSERT INTO search_schedules (schedule_id, course_id, start_date, end_date, city_id,
                              search_type, course_type, category)
SELECT s.id, s.course_id, s.start_date, s.end_date, s.city_id,
       c.search_type, c.course_type, c.category
FROM course_schedules s JOIN courses c ON c.id = s.course_id;
