CREATE TABLE "memberships" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	"team_user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_team_user_key" UNIQUE("team_user_id")
);
--> statement-breakpoint
CREATE TABLE "team_users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text,
	"parent_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"external_id" text,
	"can_text" boolean DEFAULT true NOT NULL,
	"meta" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_users_team_parent_email_key" UNIQUE NULLS NOT DISTINCT("team_id","parent_id","email")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"external_id" text,
	"parent_id" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_user_id_team_users_id_fk" FOREIGN KEY ("team_user_id") REFERENCES "public"."team_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_users" ADD CONSTRAINT "team_users_parent_id_team_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_parent_id_teams_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_team_idx" ON "memberships" USING btree ("user_id","team_id");--> statement-breakpoint
CREATE INDEX "team_users_user_idx" ON "team_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_users_parent_idx" ON "team_users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "teams_parent_idx" ON "teams" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "teams_type_created_idx" ON "teams" USING btree ("type","created_date");