import { afterEach, describe, expect, it } from 'vitest';
import { currentTenant, subdomainOf } from './tenant-host';

describe('x-subdomain from the host name', () => {
  it('takes the label before the portal domain', () => {
    expect(subdomainOf('demo.localhost')).toBe('demo');
    expect(subdomainOf('helios.localhost')).toBe('helios');
    expect(subdomainOf('HELIOS.LocalHost.')).toBe('helios');
    expect(subdomainOf('helios.portal.example.be', 'portal.example.be')).toBe('helios');
    expect(subdomainOf('a.b.portal.example.be', 'portal.example.be')).toBe('a');
  });

  it('names no tenant for the bare portal domain or an IP address', () => {
    expect(subdomainOf('localhost')).toBeNull();
    expect(subdomainOf('portal.example.be', 'portal.example.be')).toBeNull();
    expect(subdomainOf('127.0.0.1')).toBeNull();
    expect(subdomainOf('[::1]')).toBeNull();
    expect(subdomainOf('')).toBeNull();
  });

  it('falls back to the first label of a host outside the portal domain', () => {
    expect(subdomainOf('demo.example.com')).toBe('demo');
    expect(subdomainOf('intranet')).toBeNull();
  });
});

describe('the tenant of this page', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll('meta[name="portal-default-tenant"]'))
      meta.remove();
  });

  it('uses the default tenant the server writes into index.html for a bare host', () => {
    // happy-dom serves the test page from localhost, a bare portal domain.
    expect(location.hostname).toBe('localhost');
    expect(currentTenant()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'portal-default-tenant';
    meta.content = 'demo';
    document.head.append(meta);
    expect(currentTenant()).toBe('demo');
  });
});
