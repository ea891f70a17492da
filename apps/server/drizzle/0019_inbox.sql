CREATE TABLE "conversations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"scope" text NOT NULL,
	"phone" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_direction" text DEFAULT 'inbound' NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_by_name" text,
	"claimed_at" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_scope_phone_key" UNIQUE("scope","phone")
);
--> statement-breakpoint
CREATE TABLE "reply_notice_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_notices" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"pending_since" timestamp with time zone,
	"due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_groups" ADD COLUMN "conversation_id" text;--> statement-breakpoint
CREATE INDEX "conversations_activity_idx" ON "conversations" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "reply_notices_due_idx" ON "reply_notices" USING btree ("due_at") WHERE pending_since is not null;--> statement-breakpoint
CREATE INDEX "message_groups_conversation_idx" ON "message_groups" USING btree ("conversation_id","campaign_id");--> statement-breakpoint
CREATE INDEX "message_groups_campaign_new_idx" ON "message_groups" USING btree ("campaign_id") WHERE group_status = 'NewMessage';--> statement-breakpoint
-- The inbox caches its reads until a conversation changes (the change feed of 0018_change_feed.sql).
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "conversations" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();
