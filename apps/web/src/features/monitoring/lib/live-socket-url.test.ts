import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-socket-url';

describe('liveSocketUrl', () => {
  const query = { subdomain: 'demo', accessToken: 'a.b.c', deviceId: 'dev 1' };

  it('uses wss: beside https: and ws: beside http:, on the page origin', () => {
    expect(liveSocketUrl('https://demo.portal.be', query)).toBe(
      'wss://demo.portal.be/websockets/monitoring?subdomain=demo&accessToken=a.b.c&deviceId=dev+1',
    );
    expect(liveSocketUrl('http://demo.localhost:3000', query)).toMatch(
      /^ws:\/\/demo\.localhost:3000\/websockets\/monitoring\?/,
    );
  });
});
