// The demo data is declared as scenarios: people and the story of each installation in days
// relative to the moment of seeding (negative = in the past). The inserters turn them into rows.
import type { NotificationRoute } from '@portal/contract/notification-routes';
import type { NotificationKey } from '@portal/contract/notifications';
import type { Language } from '@portal/contract/portal';
import type { OrderPaymentStage } from '@portal/domain/constants';
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { ArticleCode } from './article-catalog.ts';
import type { TicketType } from './status-texts.ts';

/** [article code, quantity]. */
export type ArticleLine = readonly [ArticleCode, number];

export interface OfferVersionScenario {
  /** OfferStatusId of the version. */
  status: number;
  day: number;
  /** Days the version can be signed, counted from `day`. */
  validForDays: number;
  /** A newer version replaced it (on that day). */
  supersededDay?: number;
  seenDay?: number;
  signedDay?: number;
  lines: readonly ArticleLine[];
}

export interface InspectionScenario {
  on: 'order' | 'invoice';
  day: number;
  state: 'requested' | 'planned' | 'approved' | 'rejected';
  /** Appointment (planned, approved, rejected). */
  appointmentDay?: number;
  certificateNumber?: string;
}

export interface InstallationScenario {
  key: string;
  day: number;
  site?: { streetAndNumber: string; postalCode: string; city: string };
  gridOperator: string;
  offerTypeId: number;
  externalPrepayment?: boolean;
  qrFilledIn?: boolean;
  opleveringDone?: boolean;
  surveyed?: boolean;
  keuringCertificate?: string;
  wiringDiagramKeuring?: string;
  /** OfferStatusId of the offer. */
  offerStatus: number;
  versions: readonly OfferVersionScenario[];
  upsell?: { type: string; name: string; day: number };
  order?: { status: number; day: number; paymentStage: OrderPaymentStage };
  /** Prepayment invoice: a share of the total, issued on `day`. */
  prepayment?: { day: number; paidDay?: number };
  delivery?: {
    status: number;
    /** Installation day at 8:00, or undefined while not planned. */
    installationDay?: number;
    documentSignedDay?: number;
    sepaLoan?: boolean;
    remarks?: string;
  };
  /** Final invoice; `credited` tickets a first invoice, credits it and reissues this one. */
  invoice?: { day: number; paidDay?: number; credited?: { day: number } };
  inspections?: readonly InspectionScenario[];
  gridRequest?: {
    status: GridOperatorRequestStatus;
    day: number;
    sentDay?: number;
    doneDay?: number;
    ean: string;
  };
}

export interface TicketScenario {
  installation?: string;
  type: TicketType;
  /** IssueStatusId. */
  status: number;
  day: number;
  title: string;
  description: string;
  messages: readonly { author: 'customer' | 'installer'; day: number; body: string }[];
}

export interface RepairScenario {
  installation: string;
  /** RepairStatusId. */
  status: number;
  day: number;
  description: string;
  plannedDay?: number;
  resolvedDay?: number;
  /** What the technician wrote after the visit. */
  technicianReport?: string;
}

export interface NotificationScenario {
  key: NotificationKey;
  route: NotificationRoute | null;
  /** The installation whose record the route opens (its offer, order, invoice, delivery…). */
  installation?: string;
  params?: Record<string, string | number>;
  /** The day the text names (a delivery's moment), at 09:00. */
  dateDay?: number;
  day: number;
  seenDay?: number;
}

export interface CustomerScenario {
  firstName: string;
  name: string;
  email: string;
  phone: string;
  language: Language;
  streetAndNumber: string;
  postalCode: string;
  city: string;
  birthDate: string;
  birthSequence: number;
  day: number;
  installations: readonly InstallationScenario[];
  tickets?: readonly TicketScenario[];
  repairs?: readonly RepairScenario[];
  notifications?: readonly NotificationScenario[];
  /** Quiet hours for pushes (Brussels "HH:MM"), as the customer chose on the account page. */
  quietHours?: { from: string; until: string };
  surveys?: readonly {
    installation: string;
    day: number;
    submittedDay?: number;
    scores?: Readonly<Record<string, number>>;
    comment?: string;
  }[];
  /** A fixed referral code (else one is drawn on first use). */
  referralCode?: string;
  referrals?: readonly {
    name: string;
    email: string;
    phone: string;
    postalCode: string;
    day: number;
    /** The company made the friend an offer. */
    offerDay?: number;
    /** The friend ordered: the voucher is earned and notified then. */
    orderedDay?: number;
    /** The customer read the voucher notification. */
    voucherSeenDay?: number;
  }[];
  devices?: readonly {
    installation: string | null;
    deviceId: string;
    name: string;
    integration: string;
    /** The day it was connected: its history starts there, at most a year back. */
    day: number;
    /** Where its history starts instead, when it read out an older meter once connected. */
    historyFromDay?: number;
    /** The days a battery or an EV charger joined the home it measures, when after its history
     * starts: before that day its history has none. */
    fittedDay?: { battery?: number; ev?: number };
  }[];
}
