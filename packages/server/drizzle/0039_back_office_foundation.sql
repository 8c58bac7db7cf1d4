CREATE TYPE "public"."audit_actor_role" AS ENUM('OPERATOR', 'STAFF');--> statement-breakpoint
CREATE TYPE "public"."back_office_level" AS ENUM('NONE', 'CHECK_IN', 'VIEW', 'CHANGE');--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_email" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_role" "audit_actor_role" NOT NULL,
	"operator_session_id" uuid,
	"organizer_id" integer,
	"area" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"organizer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_memberships" (
	"email" text NOT NULL,
	"organizer_id" integer NOT NULL,
	"orders" "back_office_level" DEFAULT 'NONE' NOT NULL,
	"payments" "back_office_level" DEFAULT 'NONE' NOT NULL,
	"catalogue" "back_office_level" DEFAULT 'NONE' NOT NULL,
	"dates" "back_office_level" DEFAULT 'NONE' NOT NULL,
	"exports" "back_office_level" DEFAULT 'NONE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_memberships_email_organizer_id_pk" PRIMARY KEY("email","organizer_id"),
	CONSTRAINT "staff_memberships_payments_check" CHECK ("staff_memberships"."payments" in ('NONE', 'VIEW', 'CHANGE')),
	CONSTRAINT "staff_memberships_catalogue_check" CHECK ("staff_memberships"."catalogue" in ('NONE', 'VIEW', 'CHANGE')),
	CONSTRAINT "staff_memberships_dates_check" CHECK ("staff_memberships"."dates" in ('NONE', 'CHANGE')),
	CONSTRAINT "staff_memberships_exports_check" CHECK ("staff_memberships"."exports" in ('NONE', 'VIEW'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_operator_session_id_operator_sessions_id_fk" FOREIGN KEY ("operator_session_id") REFERENCES "public"."operator_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_memberships" ADD CONSTRAINT "staff_memberships_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_organizer_at_idx" ON "audit_entries" USING btree ("organizer_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_object_idx" ON "audit_entries" USING btree ("object_type","object_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "operator_sessions_email_idx" ON "operator_sessions" USING btree ("email","started_at");--> statement-breakpoint
CREATE INDEX "staff_memberships_organizer_idx" ON "staff_memberships" USING btree ("organizer_id");