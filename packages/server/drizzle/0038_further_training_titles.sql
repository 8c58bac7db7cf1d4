CREATE TABLE "further_training_reminders" (
	"customer_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_quarter" text,
	CONSTRAINT "further_training_reminders_customer_id_domain_pk" PRIMARY KEY("customer_id","domain")
);
--> statement-breakpoint
CREATE TABLE "specialist_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"scope_id" integer NOT NULL,
	"since_year" integer NOT NULL,
	"candidate" boolean DEFAULT false NOT NULL,
	"chamber_id" integer,
	"member_number" text DEFAULT '' NOT NULL,
	"excused_years" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_positions" ADD COLUMN "title_scope_id" integer;--> statement-breakpoint
ALTER TABLE "further_training_reminders" ADD CONSTRAINT "further_training_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_titles" ADD CONSTRAINT "specialist_titles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_titles" ADD CONSTRAINT "specialist_titles_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_titles" ADD CONSTRAINT "specialist_titles_chamber_id_chambers_id_fk" FOREIGN KEY ("chamber_id") REFERENCES "public"."chambers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "specialist_titles_customer_scope_key" ON "specialist_titles" USING btree ("customer_id","domain","scope_id");--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_title_scope_id_scopes_id_fk" FOREIGN KEY ("title_scope_id") REFERENCES "public"."scopes"("id") ON DELETE set null ON UPDATE no action;