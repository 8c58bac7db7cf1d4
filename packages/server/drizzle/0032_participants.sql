ALTER TABLE "order_positions" ADD COLUMN "participant_first_name" text;--> statement-breakpoint
ALTER TABLE "order_positions" ADD COLUMN "participant_last_name" text;--> statement-breakpoint
ALTER TABLE "order_positions" ADD COLUMN "participant_email" text;--> statement-breakpoint
ALTER TABLE "order_positions" ADD CONSTRAINT "order_positions_participant_check" CHECK (("order_positions"."participant_first_name" is null) = ("order_positions"."participant_email" is null) and ("order_positions"."participant_last_name" is null) = ("order_positions"."participant_email" is null));