ALTER TABLE "price_levels" ADD COLUMN "bookable_until" date;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "condition_de" text;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "condition_en" text;