-- A course's search text holds its speakers' names (see 0003_course_search.sql). Written after
-- the course, each course_speakers row makes the trigger rewrite the course row it names: an
-- import of a catalogue wrote every course twice, leaving half its table dead. With this
-- constraint deferrable, an import sets it DEFERRED in its transaction and writes the speakers
-- of a course first, so that the course row is written once, with its speakers' names. Drizzle
-- cannot express DEFERRABLE: this migration is the constraint's definition.
ALTER TABLE "course_speakers" ALTER CONSTRAINT "course_speakers_course_id_courses_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
