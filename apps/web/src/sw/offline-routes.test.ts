// Which requests the worker answers offline: client routes (not the API, the identity pages,
// /login or files), the two kept lists, PDF downloads and only PDF answers.
import { describe, expect, it } from 'vitest';
import {
  isDocumentRequest,
  isKeptListRequest,
  isPdfAnswer,
  isShellNavigation,
  shellKeyOf,
} from './offline-routes';

const at = (path: string) => new URL(path, 'https://demo.portal.example.be');

describe('the worker routes', () => {
  it('answer client routes with the shell, never the API, identity, /login or a file', () => {
    for (const path of ['/', '/installations', '/installations/documents/0', '/support/3']) {
      expect(isShellNavigation(at(path))).toBe(true);
    }
    for (const path of ['/api/installations/', '/auth/realms/demo/x', '/login', '/sw.js']) {
      expect(isShellNavigation(at(path))).toBe(false);
    }
  });

  it("keep each client route's page under its path, whatever its query", () => {
    expect(shellKeyOf(at('/installations?lang=fr'))).toBe(
      'https://demo.portal.example.be/installations',
    );
    expect(shellKeyOf(at('/support/3#top'))).toBe('https://demo.portal.example.be/support/3');
  });

  it('keep the installations and article documents lists, GET only', () => {
    expect(isKeptListRequest(at('/api/installations/'), 'GET')).toBe(true);
    expect(isKeptListRequest(at('/api/articleDocuments'), 'GET')).toBe(true);
    expect(isKeptListRequest(at('/api/installations/'), 'POST')).toBe(false);
    expect(isKeptListRequest(at('/api/notifications'), 'GET')).toBe(false);
  });

  it('keep the tickets, their threads and the monitoring pages last shown, GET only', () => {
    for (const path of [
      '/api/issues/',
      '/api/issues/issuesTypes',
      '/api/issues/12/messages',
      '/api/monitoring/getDevices',
      '/api/monitoring/history/FLX-7A31C0?period=day&date=2026-11-27',
      '/api/monitoring/insights/FLX-7A31C0',
    ]) {
      expect(isKeptListRequest(at(path), 'GET'), path).toBe(true);
    }
    expect(isKeptListRequest(at('/api/issues/12/messages'), 'POST')).toBe(false);
    expect(isKeptListRequest(at('/api/issues/12/photos/3'), 'GET')).toBe(false);
  });

  it('keep PDF downloads of the API and only their PDF answers', () => {
    const pdf = 'application/pdf, application/octet-stream, */*';
    expect(isDocumentRequest(at('/api/invoices/22/files/1?type=print'), 'GET', pdf)).toBe(true);
    expect(isDocumentRequest(at('/api/installations/'), 'GET', 'application/json')).toBe(false);
    expect(isDocumentRequest(at('/tenants/demo/logo.svg'), 'GET', pdf)).toBe(false);
    expect(isPdfAnswer(200, 'application/pdf')).toBe(true);
    expect(isPdfAnswer(200, 'image/jpeg')).toBe(false);
    expect(isPdfAnswer(401, 'application/pdf')).toBe(false);
  });
});
