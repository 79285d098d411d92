import { describe, expect, it, vi } from 'vitest';
import { documentTopBarActions } from './document-top-bar-actions';
import { hubTopBarActions } from './hub-top-bar-actions';

const offer = { path: 'offers/7/files/2?type=print&versionNumber=1', fileName: 'Offer7.pdf' };

describe('document top bar actions', () => {
  it('offers nothing while the page has no document', () => {
    expect(documentTopBarActions(null, true, vi.fn())).toEqual([]);
  });

  it('offers download alone where the browser cannot share files', () => {
    const run = vi.fn();
    const actions = documentTopBarActions(offer, false, run);
    expect(actions.map((action) => action.kind)).toEqual(['download']);
    const [download] = actions;
    if (download?.kind === 'download') download.onClick();
    expect(run).toHaveBeenCalledWith(offer.path, 'Offer7.pdf', 'download');
  });

  it('offers share-download before download where files can be shared', () => {
    const run = vi.fn();
    const actions = documentTopBarActions(offer, true, run);
    expect(actions.map((action) => action.kind)).toEqual(['share-download', 'download']);
    const [share] = actions;
    if (share?.kind === 'share-download') share.onClick();
    expect(run).toHaveBeenCalledWith(offer.path, 'Offer7.pdf', 'share');
  });
});

describe('hub top bar actions', () => {
  it('has loyalty only with the loyalty feature, and always home', () => {
    expect(hubTopBarActions(['support'])).toEqual([{ kind: 'home' }]);
    expect(hubTopBarActions(['loyalty', 'support'])).toEqual([
      { kind: 'loyalty' },
      { kind: 'home' },
    ]);
  });
});
