-- The change feed (src/db/change-feed.ts): a committed change to a row of these tables tells every listening
-- server process which table changed, so what a process remembers of them is forgotten (one notice per table
-- and transaction: PostgreSQL folds equal notices). Row triggers, so a statement that changes nothing says nothing.
CREATE FUNCTION "roost_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('roost_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "team_users" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaign_collaborators" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaign_contacts" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "campaign_sends" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "message_groups" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "messages" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "address_records" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();
