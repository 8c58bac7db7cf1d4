ALTER TYPE "public"."cancellation_kind" ADD VALUE 'OPERATOR';--> statement-breakpoint
CREATE TABLE "saved_order_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"organizer_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_positions" ADD COLUMN "participant_search" text GENERATED ALWAYS AS (lower(coalesce("order_positions"."participant_first_name", '') || ' ' || coalesce("order_positions"."participant_last_name", '') || ' ' || coalesce("order_positions"."participant_email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("orders"."order_number" || ' ' || "orders"."billing_name" || ' ' || "orders"."billing_lastname" || ' ' || "orders"."billing_company" || ' ' || "orders"."billing_email")) STORED;--> statement-breakpoint
ALTER TABLE "saved_order_filters" ADD CONSTRAINT "saved_order_filters_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_order_filters_name_key" ON "saved_order_filters" USING btree ("email","organizer_id","name");--> statement-breakpoint
CREATE INDEX "order_positions_organizer_order_idx" ON "order_positions" USING btree ("organizer_id","order_id");--> statement-breakpoint
CREATE INDEX "order_positions_participant_search_trgm_idx" ON "order_positions" USING gin ("participant_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_placed_at_idx" ON "orders" USING btree ("placed_at","id");--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);