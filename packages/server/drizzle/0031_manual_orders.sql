CREATE TABLE "manual_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"organizer" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"format" "course_type" NOT NULL,
	"scope_id" integer NOT NULL,
	"evidence_upload_id" uuid NOT NULL,
	"evidence_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_orders_evidence_upload_id_unique" UNIQUE("evidence_upload_id"),
	CONSTRAINT "manual_orders_days" CHECK ("manual_orders"."end_date" >= "manual_orders"."start_date"),
	CONSTRAINT "manual_orders_minutes" CHECK ("manual_orders"."minutes" > 0 and "manual_orders"."minutes" % 15 = 0)
);
--> statement-breakpoint
ALTER TABLE "manual_orders" ADD CONSTRAINT "manual_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_orders" ADD CONSTRAINT "manual_orders_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_orders" ADD CONSTRAINT "manual_orders_evidence_upload_id_uploads_id_fk" FOREIGN KEY ("evidence_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_orders_customer_domain_idx" ON "manual_orders" USING btree ("customer_id","domain","start_date");