-- Written by hand (drizzle-kit cannot express triggers); its snapshot is 0016's.
--
-- An issued invoice does not change (docs/booking.md, sellers and invoices; § 14 UStG): its number,
-- issuer, kind, order, date and amount stay as issued, and its document, once stored, is not
-- replaced. A correction is a cancellation invoice. DELETE and TRUNCATE are refused as well.
CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.id = OLD.id
    AND NEW.seller_id = OLD.seller_id
    AND NEW.number = OLD.number
    AND NEW.kind = OLD.kind
    AND NEW.order_id = OLD.order_id
    AND NEW.refers_to IS NOT DISTINCT FROM OLD.refers_to
    AND NEW.issued_at = OLD.issued_at
    AND NEW.total_cents = OLD.total_cents
    AND (OLD.document_key IS NULL OR NEW.document_key IS NOT DISTINCT FROM OLD.document_key)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued invoice does not change: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_refuse_change();
