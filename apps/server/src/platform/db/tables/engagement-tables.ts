// Satisfaction surveys, the loyalty programme and energy monitoring.
import type { ReferralState, VoucherStatus } from '@portal/domain/loyalty';
import type { Cents, DateText, Id, Optional, Timestamp, WithDefault } from './column-types.ts';

export interface SurveysTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  installation_id: number;
  order_id: number;
  comment: Optional<string>;
  created_at: Timestamp;
  submitted_at: Optional<Timestamp>;
}

export interface SurveyAnswersTable {
  id: Id;
  tenant_id: number;
  survey_id: number;
  question_key: string;
  /** 1 to 5. */
  score: number;
}

export type LoyaltyReferralStatus = ReferralState;

/** A friend referred by a customer: a lead of the company (migration 0014). */
export interface LoyaltyReferralsTable {
  id: Id;
  tenant_id: number;
  /** The referring customer. */
  customer_id: number;
  friend_name: string;
  /** Lower case; one referral per friend and tenant. */
  friend_email: string;
  friend_phone: Optional<string>;
  friend_postal_code: Optional<string>;
  /** When the friend agreed to be contacted (null for referrals made before the form). */
  consent_at: Optional<Timestamp>;
  status: LoyaltyReferralStatus;
  /** 100 euro once the friend orders (spec §9), 0 before; kept as earned. */
  voucher_amount_cents: WithDefault<Cents>;
  created_at: Timestamp;
  offer_at: Optional<Timestamp>;
  ordered_at: Optional<Timestamp>;
}

/** A customer's personal referral code, made on first use; unique per tenant. */
export interface LoyaltyCodesTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  code: string;
  created_at: Timestamp;
}

/**
 * A voucher the back office sent (migration 0020): for one of the customer's referrals (then it
 * is that referral's voucher, not the derived one) or a goodwill voucher (referral_id null).
 */
export interface LoyaltyVouchersTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  /** The back office's own id, unique per tenant. */
  external_id: string;
  /** The customer's referral it rewards; unique per tenant when set. */
  referral_id: Optional<number>;
  amount_cents: Cents;
  currency: 'EUR';
  status: VoucherStatus;
  code: Optional<string>;
  /** The last day it can be used, if any. */
  valid_until: Optional<DateText>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MonitoringDevicesTable {
  id: Id;
  /** The back office's own id, unique per tenant (migration 0017); null for the portal's own. */
  external_id: Optional<string>;
  tenant_id: number;
  customer_id: number;
  installation_id: Optional<number>;
  /** The device's own id at its integration; unique per tenant. */
  device_id: string;
  name: string;
  /** e.g. 'flexio' (insights), 'smappee'. */
  monitoring_integration: string;
  /** The installation's solar peak power and grid connection, W (migration 0027); null: unknown. */
  solar_peak_w: Optional<number>;
  grid_connection_w: Optional<number>;
  created_at: Timestamp;
}

/** Energy totals of one device over one period, for history and insights. */
export interface MonitoringEnergyTable {
  id: Id;
  tenant_id: number;
  monitoring_device_id: number;
  period_start: Timestamp;
  period_minutes: number;
  home_kwh: number;
  solar_kwh: number;
  grid_consume_kwh: number;
  grid_inject_kwh: number;
  battery_charge_kwh: number;
  battery_discharge_kwh: number;
  ev_kwh: number;
  battery_charge_state_percent: Optional<number>;
  price_consumption_eur_per_kwh: Optional<number>;
  price_injection_eur_per_kwh: Optional<number>;
  /** Highest quarter-hour average grid import in the period, W (migration 0015). */
  peak_import_w: Optional<number>;
  /** Start of that quarter-hour. */
  peak_at: Optional<Timestamp>;
  /** Highest quarter-hour average of home + EV, W: the peak without the installation. */
  peak_load_w: Optional<number>;
}

/** Day-ahead prices per quarter-hour of a bidding zone, €/MWh (migration 0015). */
export interface DayAheadPricesTable {
  id: Id;
  /** The EIC code, e.g. "10YBE----------2" for Belgium. */
  bidding_zone: string;
  period_start: Timestamp;
  price_eur_per_mwh: number;
  /** The resolution of the source document, 15 or 60 minutes. */
  source_minutes: number;
  imported_at: Timestamp;
}

/** Grid-balancing earnings of a month, paid three months later with an e-mail notice. */
export interface BalancingEarningsTable {
  id: Id;
  tenant_id: number;
  customer_id: number;
  monitoring_device_id: number;
  /** "2026-08". */
  period_month: string;
  amount_cents: Cents;
  payable_on: DateText;
  paid_at: Optional<Timestamp>;
  notice_sent_at: Optional<Timestamp>;
  created_at: Timestamp;
}
