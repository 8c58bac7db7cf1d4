DROP INDEX "course_schedules_start_date_idx";--> statement-breakpoint
CREATE INDEX "course_schedules_start_date_course_id_idx" ON "course_schedules" USING btree ("start_date","course_id");