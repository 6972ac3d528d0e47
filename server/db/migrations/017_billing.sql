-- Billing with the built-in provider (issue 25; server/lib/billing/README.md): products, prices,
-- subscriptions and invoices kept in our own database. Money is integer minor units (bigint),
-- never numeric or floating point. Spec §9: currencies GBP, USD, CAD, NZD; intervals day, week,
-- month, year, interval count at least 1.

CREATE TABLE billing_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('licence', 'reporting')),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- PUT product is idempotent: the same name and kind is the same product.
  UNIQUE (kind, name)
);

-- A price never changes once made (an invoice names the price it billed); a new price replaces it.
CREATE TABLE billing_prices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES billing_products(id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'USD', 'CAD', 'NZD')),
  unit_amount bigint NOT NULL CHECK (unit_amount >= 0 AND unit_amount <= 100000000),
  interval text NOT NULL CHECK (interval IN ('day', 'week', 'month', 'year')),
  interval_count integer NOT NULL CHECK (interval_count >= 1 AND interval_count <= 365),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A retried POST price answers the same price rather than a second, equal one.
CREATE UNIQUE INDEX billing_prices_same ON billing_prices (product_id, currency, unit_amount, interval, interval_count);

-- next_period: the index of the next period to invoice, counted from anchor_date (the end of the
-- free trial); periods start at anchor + index * interval (src/domain/billing/periods.ts).
CREATE TABLE billing_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('licence', 'reporting')),
  price_id uuid NOT NULL REFERENCES billing_prices(id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  status text NOT NULL CHECK (status IN ('active', 'paused', 'cancelled')),
  anchor_date date NOT NULL,
  next_period integer NOT NULL DEFAULT 0 CHECK (next_period >= 0),
  -- The start of period next_period, kept with it, so the invoice run finds due rows by index.
  next_invoice_on date NOT NULL,
  billing_email text NOT NULL,
  card_holder_name text,
  paused_on date,
  cancelled_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One running subscription of each kind per club: a retried subscribe can never make a second.
CREATE UNIQUE INDEX billing_subscriptions_one_running ON billing_subscriptions (club_id, kind) WHERE status <> 'cancelled';
CREATE INDEX billing_subscriptions_due ON billing_subscriptions (next_invoice_on) WHERE status = 'active';

-- The last invoice number per club, taken with a row lock in the invoice's own transaction, so
-- numbers run 1, 2, 3, ... without gaps even when two runs overlap (a rolled-back invoice
-- returns its number with the rollback).
CREATE TABLE billing_invoice_numbers (
  club_id uuid PRIMARY KEY REFERENCES clubs(id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

CREATE TABLE billing_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  club_id uuid NOT NULL REFERENCES clubs(id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES billing_subscriptions(id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  period_index integer NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  currency text NOT NULL CHECK (currency IN ('GBP', 'USD', 'CAD', 'NZD')),
  lines jsonb NOT NULL,
  total bigint NOT NULL CHECK (total >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'void')),
  issued_on date NOT NULL,
  due_on date NOT NULL,
  paid_on date,
  payment_method text CHECK (payment_method IS NULL OR payment_method IN ('bank_transfer', 'cash')),
  payment_reference text,
  recorded_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (club_id, number),
  -- Once per period, however often the run runs.
  UNIQUE (subscription_id, period_index)
);
CREATE INDEX billing_invoices_club ON billing_invoices (club_id, number DESC);
