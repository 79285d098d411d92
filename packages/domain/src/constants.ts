// Business constants and limits of spec §9 (and the few §2–§5 values that are constants too).
// Durations carry their unit in the name; every value is typed `as const` so it can be used as a
// literal type. Where the spec leaves a unit open, the comment says which one we chose.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// --- Storage -------------------------------------------------------------------------------

/** Default lifetime of a value kept in browser storage (wrapped with its expiry). */
export const STORED_VALUE_LIFETIME_MS = DAY_MS;
/** Lifetime of the route history kept in session storage. */
export const ROUTE_HISTORY_LIFETIME_MS = DAY_MS;

/** Local-storage keys (spec §3). "Clearing all storage removes the four keys." */
export const StorageKey = {
  User: 'User',
  Installations: 'Installations',
  Prospects: 'prospects',
  Monitoring: 'monitoring',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];
export const STORAGE_KEYS = [
  StorageKey.User,
  StorageKey.Installations,
  StorageKey.Prospects,
  StorageKey.Monitoring,
] as const;

/** Session-storage key of the route history. */
export const SESSION_HISTORY_KEY = 'history';
/** Looking back through the history for a return target stops at any of these paths. */
export const HISTORY_STOP_LIST = [
  '/installations',
  '/dashboard',
  '/login',
  '/aftersale',
  '/support',
  '/register',
  '/monitoring',
] as const;

// --- Session and identity ------------------------------------------------------------------

/** The token is refreshed when it expires within this many seconds. */
export const TOKEN_REFRESH_MARGIN_S = 900;
/** Stored login state (state, nonce, PKCE verifier) expires after one hour. */
export const LOGIN_STATE_LIFETIME_MS = HOUR_MS;
/** Same limit for the cookie fallback, which the spec gives in minutes. */
export const LOGIN_STATE_COOKIE_FALLBACK_MINUTES = 60;
export const PKCE_VERIFIER_LENGTH = 96;
export const PKCE_METHOD = 'S256';
/** Default wait for a message from the identity provider's iframes. */
export const MESSAGE_RECEIVE_TIMEOUT_MS = 10_000;
/** Default interval of the login-status iframe check. */
export const LOGIN_IFRAME_CHECK_INTERVAL_S = 5;

// --- Interface -----------------------------------------------------------------------------

export const SNACKBAR_TIMEOUT_MS = 5000;
export const SnackbarKind = { Success: 'success', Error: 'error', Info: 'info' } as const;
export type SnackbarKind = (typeof SnackbarKind)[keyof typeof SnackbarKind];
/** Desktop pages render in a centred column at least this wide. */
export const DESKTOP_COLUMN_MIN_WIDTH_PX = 800;
/** Start page of the installed app. */
export const APP_START_PATH = '/installations';
/**
 * Declined push and install prompts are remembered this long. The spec gives 90 without a unit;
 * days is our choice (90 minutes would nag, 90 months would never ask again).
 */
export const PROMPT_DECLINE_MEMORY_DAYS = 90;
export const PROMPT_DECLINE_MEMORY_MS = PROMPT_DECLINE_MEMORY_DAYS * DAY_MS;
/**
 * A tracking choice (accepted or refused) is remembered this long, then asked again (decision
 * 041). Not in the spec; six months is what the European data protection authorities accept as
 * the life of a consent answer before it must be asked anew.
 */
export const TRACKING_CONSENT_MEMORY_DAYS = 180;
export const TRACKING_CONSENT_MEMORY_MS = TRACKING_CONSENT_MEMORY_DAYS * DAY_MS;

// --- Languages and formats -----------------------------------------------------------------

export const SUPPORTED_LOCALES = ['nl', 'fr', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE = 'nl';
export const FALLBACK_LOCALE = 'en';
/** Status lists are always looked up in this language (spec §7). */
export const STATUS_LOOKUP_LANG = 'nl-BE';
/** Default fraction digits of displayed numbers. */
export const NUMBER_FRACTION_DIGITS = 2;

export const Unit = {
  KWh: 'kWh',
  Kg: 'kg',
  KWp: 'kWp',
  KW: 'kW',
  Weeks: 'weeks',
  Days: 'days',
} as const;
export type Unit = (typeof Unit)[keyof typeof Unit];

// --- Caches --------------------------------------------------------------------------------

/** Entries kept per status-list cache (the spec gives no unit; we read it as entries). */
export const STATUS_CACHE_SIZE = {
  offer: 10,
  order: 10,
  delivery: 10,
  repair: 10,
  issue: 10,
} as const;
/** Entries kept in the tag-manager id cache. */
export const TAG_ID_CACHE_SIZE = 999;
/** The monitoring device list is not refetched within this time of the last fetch. */
export const DEVICE_LIST_CACHE_MS = 30 * MINUTE_MS;

// --- Live monitoring -----------------------------------------------------------------------

export const BROADCAST_RENEWAL_MS = 180_000;
/** A page last viewed longer ago than this closes its connection as inactive. */
export const INACTIVITY_LIMIT_MS = 15 * MINUTE_MS;
/** Without data this long after opening, the broadcast is stopped. */
export const INITIAL_DATA_WAIT_MS = 15 * SECOND_MS;
export const SOCKET_RECONNECT = { maxAttempts: 5, delayMs: 5 * SECOND_MS } as const;
/** Close code of a normal closure, which is never retried. */
export const SOCKET_NORMAL_CLOSURE = 1000;

// --- Business rules ------------------------------------------------------------------------

/** Installation treated as delivered this many (Brussels calendar) days after its date. */
export const DELIVERED_AFTER_DAYS = 1;
export const LOYALTY_VOUCHER = { amount: 100, currency: 'EUR' } as const;
/** Grid-balancing earnings are paid this many months later, with an e-mail notice. */
export const GRID_BALANCING_PAYMENT_DELAY_MONTHS = 3;

/**
 * Dashboard action priorities (spec §2 and §9), highest first. The grid registration is ours
 * (decision 070): a legal duty the spec's table leaves out, placed after the document it needs.
 */
export const ActionPriority = {
  ApproveOffer: 3,
  PayPrepayment: 2,
  PayFinalInvoice: 1,
  SignDeliveryDocument: 0.5,
  RegisterGridOperator: 0.25,
  GiveFeedback: 0,
} as const;
export type ActionPriority = (typeof ActionPriority)[keyof typeof ActionPriority];

/** Payment stages of an order, in the order they happen. */
export const ORDER_PAYMENT_STAGES = ['prepayment', 'afterDelivery', 'finalInvoice'] as const;
export type OrderPaymentStage = (typeof ORDER_PAYMENT_STAGES)[number];

// --- Grid operators ------------------------------------------------------------------------

/** These operators get the RGIE declaration and the pictures-reference documents. */
export const DECLARATION_AND_PICTURES_OPERATORS = ['RESA', 'AIESH', 'REW'] as const;
/** These operators get the installation-help (PV help by registration) document. */
export const INSTALLATION_HELP_OPERATORS = ['ORES', 'INFRAX', 'EANDIS'] as const;
/** Operators for which the registration screen shows specific instructions. */
export const OPERATORS_WITH_INSTRUCTIONS = [
  'Fluvius',
  'Sibelga',
  'ORES',
  'RESA',
  'REW',
  'AIEG',
  'AIESH',
] as const;

// --- Signature pad -------------------------------------------------------------------------

/** signature_pad options (its own option names), spec §9. */
export const SIGNATURE_PAD = {
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
  velocityFilterWeight: 0.7,
  penColor: 'black',
  backgroundColor: 'transparent',
  format: 'image/png',
} as const;
/** Image types the signature widget accepts (spec §5: png, jpeg and svg). */
export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
