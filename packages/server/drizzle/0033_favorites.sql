CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"search" jsonb NOT NULL,
	"alerts" boolean DEFAULT false NOT NULL,
	"alert_token" text NOT NULL,
	"checked_schedule_id" integer DEFAULT 0 NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_alert_token_unique" UNIQUE("alert_token")
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "list_unsubscribe" text;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_customer_domain_idx" ON "favorites" USING btree ("customer_id","domain");