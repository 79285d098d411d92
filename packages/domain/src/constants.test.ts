import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

describe('constants of spec §9', () => {
  it('has the storage lifetimes and keys', () => {
    expect(c.STORED_VALUE_LIFETIME_MS).toBe(86_400_000);
    expect(c.ROUTE_HISTORY_LIFETIME_MS).toBe(86_400_000);
    expect(c.STORAGE_KEYS).toEqual(['User', 'Installations', 'prospects', 'monitoring']);
    expect(c.SESSION_HISTORY_KEY).toBe('history');
    expect(c.HISTORY_STOP_LIST).toEqual([
      '/installations',
      '/dashboard',
      '/login',
      '/aftersale',
      '/support',
      '/register',
      '/monitoring',
    ]);
  });

  it('has the session and identity limits', () => {
    expect(c.TOKEN_REFRESH_MARGIN_S).toBe(900);
    expect(c.LOGIN_STATE_LIFETIME_MS).toBe(3_600_000);
    expect(c.LOGIN_STATE_COOKIE_FALLBACK_MINUTES).toBe(60);
    expect(c.PKCE_VERIFIER_LENGTH).toBe(96);
    expect(c.MESSAGE_RECEIVE_TIMEOUT_MS).toBe(10_000);
    expect(c.LOGIN_IFRAME_CHECK_INTERVAL_S).toBe(5);
  });

  it('has the interface values', () => {
    expect(c.SNACKBAR_TIMEOUT_MS).toBe(5000);
    expect(c.DESKTOP_COLUMN_MIN_WIDTH_PX).toBe(800);
    expect(c.PROMPT_DECLINE_MEMORY_DAYS).toBe(90);
    expect(c.PROMPT_DECLINE_MEMORY_MS).toBe(90 * 86_400_000);
  });

  it('has the cache sizes and durations', () => {
    expect(Object.values(c.STATUS_CACHE_SIZE)).toEqual([10, 10, 10, 10, 10]);
    expect(c.TAG_ID_CACHE_SIZE).toBe(999);
    expect(c.DEVICE_LIST_CACHE_MS).toBe(1_800_000);
  });

  it('has the live monitoring timings', () => {
    expect(c.BROADCAST_RENEWAL_MS).toBe(180_000);
    expect(c.INACTIVITY_LIMIT_MS).toBe(900_000);
    expect(c.INITIAL_DATA_WAIT_MS).toBe(15_000);
    expect(c.SOCKET_RECONNECT).toEqual({ maxAttempts: 5, delayMs: 5000 });
  });

  it('has the languages and formats', () => {
    expect(c.SUPPORTED_LOCALES).toEqual(['nl', 'fr', 'en']);
    expect(c.DEFAULT_LOCALE).toBe('nl');
    expect(c.FALLBACK_LOCALE).toBe('en');
    expect(c.STATUS_LOOKUP_LANG).toBe('nl-BE');
    expect(c.NUMBER_FRACTION_DIGITS).toBe(2);
    expect(Object.values(c.Unit)).toEqual(['kWh', 'kg', 'kWp', 'kW', 'weeks', 'days']);
  });

  it('has the business rules', () => {
    expect(c.DELIVERED_AFTER_DAYS).toBe(1);
    expect(c.LOYALTY_VOUCHER).toEqual({ amount: 100, currency: 'EUR' });
    expect(c.GRID_BALANCING_PAYMENT_DELAY_MONTHS).toBe(3);
    expect(c.ORDER_PAYMENT_STAGES).toEqual(['prepayment', 'afterDelivery', 'finalInvoice']);
    expect(c.DECLARATION_AND_PICTURES_OPERATORS).toEqual(['RESA', 'AIESH', 'REW']);
    expect(c.INSTALLATION_HELP_OPERATORS).toEqual(['ORES', 'INFRAX', 'EANDIS']);
    expect(c.OPERATORS_WITH_INSTRUCTIONS).toEqual([
      'Fluvius',
      'Sibelga',
      'ORES',
      'RESA',
      'REW',
      'AIEG',
      'AIESH',
    ]);
  });

  it('has the signature pad settings', () => {
    expect(c.SIGNATURE_PAD).toEqual({
      minWidth: 0.5,
      maxWidth: 2.5,
      throttle: 16,
      minDistance: 5,
      velocityFilterWeight: 0.7,
      penColor: 'black',
      backgroundColor: 'transparent',
      format: 'image/png',
    });
    expect(c.SIGNATURE_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg', 'image/svg+xml']);
  });
});
