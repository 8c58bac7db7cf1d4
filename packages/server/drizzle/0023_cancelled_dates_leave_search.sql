-- Hand-written (drizzle cannot express functions or triggers).
--
-- A date its organizer cancelled (course_schedules.cancelled_at) cannot be booked, so the search
-- does not offer it: search_schedules holds the schedules that are not cancelled. A schedule that
-- is cancelled leaves the copy, one that is no longer cancelled comes back; the catalogue's
-- version rises with either (the triggers of migration 0008 on search_schedules). A course whose
-- coming dates are all cancelled has no matching schedule and is not found, like a course whose
-- dates have all ended (docs/decisions/0035-cancelled-dates.md).
-- ---------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION search_schedules_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_schedules ss
  USING changed_schedules s
  WHERE ss.schedule_id = s.id AND s.cancelled_at IS NOT NULL;
  INSERT INTO search_schedules (schedule_id, course_id, start_date, end_date, city_id,
                                search_type, course_type, category)
  SELECT s.id, s.course_id, s.start_date, s.end_date, s.city_id,
         c.search_type, c.course_type, c.category
  FROM changed_schedules s JOIN courses c ON c.id = s.course_id
  WHERE s.cancelled_at IS NULL
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
--> statement-breakpoint
DELETE FROM search_schedules ss
USING course_schedules s
WHERE ss.schedule_id = s.id AND s.cancelled_at IS NOT NULL;
