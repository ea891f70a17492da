-- The opportunity list caches its reads until a table it reads changes (the change feed of 0018_change_feed.sql):
-- a new rate sheet or a week of the rate feed changes every homeowner's reasons.
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "rate_sheets" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();--> statement-breakpoint
CREATE TRIGGER "roost_changes" AFTER INSERT OR UPDATE OR DELETE ON "pmms_weeks" FOR EACH ROW EXECUTE FUNCTION "roost_notify_change"();
