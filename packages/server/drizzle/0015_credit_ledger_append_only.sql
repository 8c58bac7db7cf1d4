-- Written by hand (drizzle-kit cannot express triggers); its snapshot is 0014's.
--
-- Package credits are an append-only ledger (docs/booking.md, data): a change is a new row, so the
-- history of every package stays as it happened. UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION credit_ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER credit_ledger_no_truncate BEFORE TRUNCATE ON credit_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION credit_ledger_refuse_change();
--> statement-breakpoint
-- No package is used beyond its credits: after an entry, the package's sum must not be below 0.
-- The last guard; the order transaction locks the customer package row before it books credits.
CREATE FUNCTION credit_ledger_check_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(delta) FROM credit_ledger WHERE customer_package_id = NEW.customer_package_id) < 0 THEN
    RAISE EXCEPTION 'customer package % has too few credits left', NEW.customer_package_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_balance AFTER INSERT ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_check_balance();
