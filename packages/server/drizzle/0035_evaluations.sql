CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_position_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"course_id" integer,
	"schedule_id" integer,
	"organizer_id" integer NOT NULL,
	"module_id" text,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evaluations_order_position_id_unique" UNIQUE("order_position_id")
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_position_id_order_positions_id_fk" FOREIGN KEY ("order_position_id") REFERENCES "public"."order_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_schedule_id_course_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."course_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_domain_course_idx" ON "evaluations" USING btree ("domain","course_id");--> statement-breakpoint
CREATE INDEX "evaluations_domain_organizer_idx" ON "evaluations" USING btree ("domain","organizer_id");