import { describe, expect, it } from 'vitest';
import {
  defaultNotificationPreferences,
  notificationKindOf,
  notificationPreferencesSchema,
} from './notification-preferences.ts';
import { NotificationKey } from './notifications.ts';

describe('notification preferences', () => {
  it('gives every notification key a kind', () => {
    expect(NotificationKey.filter((key) => notificationKindOf(key) === undefined)).toEqual([]);
  });

  it('accepts the defaults and refuses a time that is not HH:MM', () => {
    const defaults = defaultNotificationPreferences();
    expect(notificationPreferencesSchema.safeParse(defaults).success).toBe(true);
    const night = { ...defaults, quietHours: { from: '22:00', until: '7:00' } };
    expect(notificationPreferencesSchema.safeParse(night).success).toBe(false);
    const unknownKind = {
      ...defaults,
      kinds: { ...defaults.kinds, weather: { push: true, email: true } },
    };
    expect(notificationPreferencesSchema.safeParse(unknownKind).success).toBe(false);
  });
});
