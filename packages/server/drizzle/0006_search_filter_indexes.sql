DROP INDEX "courses_search_type_category_idx";--> statement-breakpoint
CREATE INDEX "courses_filter_idx" ON "courses" USING btree ("search_type","course_type","category","id");--> statement-breakpoint
-- Hand-written (drizzle cannot express INCLUDE): a course's filter columns by id, so that joining
-- schedules to their courses reads the index and not the wide course rows.
CREATE UNIQUE INDEX "courses_id_filter_idx" ON "courses" USING btree ("id") INCLUDE ("search_type", "course_type", "category");
