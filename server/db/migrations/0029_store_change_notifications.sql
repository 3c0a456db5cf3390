-- Issue 20, decision 0051: every instance's page cache hears what changed, when it is committed. An admin change
-- writes its audit entry in its own transaction, so its action is announced on commit (never for a rollback); a
-- variant that sells out or comes back in stock is announced by its own trigger (orders change stock unaudited).
CREATE FUNCTION "announce_audited_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('store_changes', NEW."action");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_log_announce" AFTER INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "announce_audited_change"();--> statement-breakpoint
CREATE FUNCTION "announce_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (coalesce(OLD."stock_quantity", 1) > 0) IS DISTINCT FROM (coalesce(NEW."stock_quantity", 1) > 0) THEN
    PERFORM pg_notify('store_changes', 'product.stock');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_announce_stock" AFTER UPDATE OF "stock_quantity" ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "announce_stock_change"();
--> statement-breakpoint
CREATE FUNCTION "announce_published_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A review published as it is written (the owner asks no approval) is nobody's audited action.
  IF NEW."status" = 'published' THEN
    PERFORM pg_notify('store_changes', 'review.written');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_announce_published" AFTER INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION "announce_published_review"();
