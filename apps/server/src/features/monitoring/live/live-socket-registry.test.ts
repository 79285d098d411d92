import { MonitoringCloseCode } from '@portal/contract/monitoring';
import { describe, expect, it } from 'vitest';
import { createLocalSessionEndings } from '../../../platform/cache/session-endings.ts';
import { createLiveSocketRegistry, type HeldSocket } from './live-socket-registry.ts';

function registry(perCustomer = 5, perTenant = 100) {
  const endings = createLocalSessionEndings((error) => {
    throw error;
  });
  const closes: [string, number][] = [];
  const sockets = createLiveSocketRegistry({ perCustomer, perTenant }, endings);
  const open = (name: string, held: Omit<HeldSocket, 'close'>) => {
    const release = sockets.hold({ ...held, close: (code) => closes.push([name, code]) });
    return release;
  };
  return { endings, closes, open };
}

describe('the live socket registry', () => {
  it('closes the sockets of an ended grant, session or customer with 4401, and no other', () => {
    const { endings, closes, open } = registry();
    open('grant', { tenantId: 1, customerId: 7, grantId: 'g1', sessionId: 's1' });
    open('session', { tenantId: 1, customerId: 7, grantId: 'g2', sessionId: 's2' });
    open('customer', { tenantId: 1, customerId: 8, grantId: 'g3' });
    open('other tenant', { tenantId: 2, customerId: 8, grantId: 'g1', sessionId: 's2' });
    endings.publish({ tenantId: 1, grantId: 'g1' });
    endings.publish({ tenantId: 1, sessionId: 's2' });
    endings.publish({ tenantId: 1, customerId: 8 });
    const ended = MonitoringCloseCode.Unauthenticated;
    expect(closes).toEqual([
      ['grant', ended],
      ['session', ended],
      ['customer', ended],
    ]);
    endings.publish({ tenantId: 1, customerId: 7 });
    expect(closes).toHaveLength(3);
  });

  it('closes the oldest socket beyond a customer’s cap, then beyond the tenant’s, with 4429', () => {
    const { closes, open } = registry(2, 3);
    open('jan 1', { tenantId: 1, customerId: 7 });
    open('jan 2', { tenantId: 1, customerId: 7 });
    open('jan 3', { tenantId: 1, customerId: 7 });
    expect(closes).toEqual([['jan 1', MonitoringCloseCode.TooManySockets]]);
    open('marie 1', { tenantId: 1, customerId: 8 });
    open('camille 1', { tenantId: 2, customerId: 8 });
    expect(closes).toHaveLength(1);
    open('marie 2', { tenantId: 1, customerId: 8 });
    expect(closes.at(-1)).toEqual(['jan 2', MonitoringCloseCode.TooManySockets]);
  });

  it('forgets a released socket: it counts no more and no ending closes it', () => {
    const { endings, closes, open } = registry(1, 100);
    const release = open('first', { tenantId: 1, customerId: 7, grantId: 'g' });
    release();
    open('second', { tenantId: 1, customerId: 7, grantId: 'g' });
    expect(closes).toEqual([]);
    endings.publish({ tenantId: 1, grantId: 'g' });
    expect(closes).toEqual([['second', MonitoringCloseCode.Unauthenticated]]);
  });
});
