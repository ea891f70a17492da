CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rate" double precision DEFAULT 0 NOT NULL,
	"rate_notification_active" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;