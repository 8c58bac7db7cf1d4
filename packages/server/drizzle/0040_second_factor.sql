CREATE TABLE "second_factor_challenges" (
	"interaction_uid" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pending_secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "identity_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_user_id_identity_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."identity_users"("id") ON DELETE cascade ON UPDATE no action;