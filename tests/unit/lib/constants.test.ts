import { describe, expect, test } from '@jest/globals';
import {
  ALERT_AUTO_CLOSE_MS,
  API_TIMEOUT_MS,
  BREAKPOINTS,
  CONFIRM_DEFAULTS,
  COOKIES,
  COUNTDOWN_REFRESH_MS,
  FRIEND_REQUEST_EXPIRY_DAYS,
  IMAGE_API_TIMEOUT_MS,
  LINK_TEXT_MAX,
  MESSAGES,
  PARTICIPANTS_SHOWN,
  PRODUCT_SLUG,
  QUERY_CACHE,
  SCOUT_KEEPS_RECRUITS_MONTHS,
  SHADOW_CANCELLED_MESSAGE,
  SHADOW_CONFIRM_MESSAGE,
  TOAST_DURATION_MS,
  UNAUTHORIZED_EXEMPT_PATHS,
  UNAUTHORIZED_LOGOUT_DELAY_MS,
  WEB_VERSION,
} from '@/lib/constants';

const DAY = 86_400;

describe('spec 1 §9 constants', () => {
  test('version and timeouts', () => {
    expect(WEB_VERSION).toBe('3.206.0');
    expect(API_TIMEOUT_MS).toBe(70000);
    expect(IMAGE_API_TIMEOUT_MS).toBe(50000);
    expect(PRODUCT_SLUG).toBe('nervus');
  });

  test('cookie names and ages in seconds', () => {
    expect(COOKIES.session).toEqual({ name: 'bn_auth', maxAgeSeconds: 7 * DAY });
    expect(COOKIES.session.maxAgeSeconds).toBe(604800);
    expect(COOKIES.shadow.name).toBe('bn_auth_shadow');
    expect(COOKIES.fingerprint.name).toBe('fingerprint');
    expect(COOKIES.fingerprint).not.toHaveProperty('maxAgeSeconds');
    expect(COOKIES.scoutId).toEqual({ name: 'scout_id', maxAgeSeconds: 270 * DAY });
    expect(COOKIES.scoutId.maxAgeSeconds).toBe(23328000);
    expect(COOKIES.notificationToken).toEqual({ name: 'notification_token', maxAgeSeconds: 30 * DAY });
    expect(COOKIES.notificationToken.maxAgeSeconds).toBe(2592000);
  });

  test('breakpoints', () => {
    expect(BREAKPOINTS).toEqual({ xs: 390, sm: 768, md: 960, lg: 1200, xl: 1280 });
  });

  test('cache', () => {
    expect(QUERY_CACHE).toEqual({ gcTimeMs: 86_400_000, staleTimeMs: 5000, retries: 3, persisterRetryDelayMs: 1000 });
  });

  test('toast, alert, countdown, lists', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(ALERT_AUTO_CLOSE_MS).toBe(10000);
    expect(COUNTDOWN_REFRESH_MS).toBe(30000);
    expect(PARTICIPANTS_SHOWN).toBe(3);
    expect(LINK_TEXT_MAX).toBe(80);
    expect(FRIEND_REQUEST_EXPIRY_DAYS).toBe(30);
    expect(SCOUT_KEEPS_RECRUITS_MONTHS).toBe(9);
  });

  test('confirm dialog defaults', () => {
    expect(CONFIRM_DEFAULTS).toEqual({
      title: 'Confirm?',
      message: 'Do you want to continue with this action?',
      cancel: 'Cancel',
      confirm: 'Continue',
    });
  });

  test('shadow mode messages, exact text', () => {
    expect(SHADOW_CONFIRM_MESSAGE).toBe(
      'You are sending a change request in shadow mode. These changes will normally be sent as the user you are accessing.',
    );
    expect(SHADOW_CANCELLED_MESSAGE).toBe('Request canceled by user in shadow mode');
  });

  test('401 handling', () => {
    expect(UNAUTHORIZED_LOGOUT_DELAY_MS).toBe(2000);
    expect([...UNAUTHORIZED_EXEMPT_PATHS]).toEqual(['/me/detailed', '/me/preferences']);
  });

  test('generic messages', () => {
    expect(MESSAGES).toEqual({
      generic: 'Something went wrong, please try again later.',
      processing: 'Error processing!',
      noIdeas: 'No ideas!',
      noTournaments: 'No tournaments!',
      userNotFound: 'User not found!',
      pageNotFound: 'Page not found',
    });
  });
});
