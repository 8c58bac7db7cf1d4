ALTER TABLE "evaluations" ALTER COLUMN "order_position_id" DROP NOT NULL;--> statement-breakpoint
-- Schedule days for the dated schedules written before "attendance" (ADR 0059, addendum): the
-- catalogue import's default rule (attendance/default-days.ts) in SQL. Every day of a date up to
-- a week long, of a longer one the start's weekday and the next day each week; the course's hours
-- in quarter hours over the days (the earlier days take the remainder), from 09:00 Berlin time for
-- the net minutes plus a break (an hour beyond 6 hours, half an hour beyond 4); a check-in code
-- of 32 random bytes of two UUIDs v4, base64url. Schedules with days are left as they are.
INSERT INTO "schedule_days" ("schedule_id", "day", "starts_at", "ends_at", "net_minutes", "check_in_code")
SELECT "schedule_id", "day", "starts_at",
  "starts_at" + ("net_minutes" + CASE WHEN "net_minutes" > 360 THEN 60 WHEN "net_minutes" > 240 THEN 30 ELSE 0 END) * interval '1 minute',
  "net_minutes",
  translate(rtrim(encode(decode(replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '='), '+/', '-_')
FROM (
  SELECT "schedule_id", "day", ("day" + time '09:00') AT TIME ZONE 'Europe/Berlin' AS "starts_at",
    ("quarters" / "days" + CASE WHEN "index" < "quarters" % "days" THEN 1 ELSE 0 END) * 15 AS "net_minutes"
  FROM (
    SELECT "schedule_id", "day",
      (row_number() OVER (PARTITION BY "schedule_id" ORDER BY "day") - 1)::int AS "index",
      count(*) OVER (PARTITION BY "schedule_id")::int AS "days",
      greatest(count(*) OVER (PARTITION BY "schedule_id"), round("hours" * 4))::int AS "quarters"
    FROM (
      SELECT s."id" AS "schedule_id", c."duration_value" AS "hours", g."day"::date AS "day"
      FROM "course_schedules" s
      JOIN "courses" c ON c."id" = s."course_id"
      CROSS JOIN LATERAL generate_series(s."start_date"::timestamp, s."end_date"::timestamp, interval '1 day') AS g("day")
      WHERE c."course_type" <> 'SELF'
        AND NOT EXISTS (SELECT 1 FROM "schedule_days" d WHERE d."schedule_id" = s."id")
        AND (s."end_date" - s."start_date" < 7
          OR extract(dow FROM g."day")::int IN (extract(dow FROM s."start_date")::int, (extract(dow FROM s."start_date")::int + 1) % 7))
    ) "dated"
  ) "counted"
) "split";
