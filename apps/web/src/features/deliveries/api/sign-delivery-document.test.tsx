// Crash-safe signing (decision 031): the iChoosr delivery document is signed with an
// Idempotency-Key, the same for every retry of the same form (after a 503, or an answer that never
// came: the server then answers the first result instead of "already signed"), a new one when the
// form changed or after a success.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, serveSigning, unavailable } from '../../../testing/signing-calls';
import { useSignDeliveryDocument } from './sign-delivery-document';

const signed = { orderId: 7, deliveryId: 3, signedAt: '2026-11-21T10:00:00Z', handoverDone: true };
const form = { remarks: 'In de garage', sepaLoan: false, signature: 'data:image/png;base64,AAAA' };
const renderSigning = () => renderWithQueries(() => useSignDeliveryDocument(7, 3, () => undefined));

describe('the Idempotency-Key of a delivery document signing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the same for every retry of one form, and new for the next signing', async () => {
    const keys = serveSigning([unavailable, unavailable], signed);
    const signing = renderSigning();
    const sends = [form, { ...form }, { ...form }];
    for (const sent of sends) {
      await act(() => signing.current.mutateAsync(sent).catch(() => undefined));
    }
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => signing.current.mutateAsync(form));
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('takes a new key once the form changed', async () => {
    const keys = serveSigning([unavailable], signed);
    const signing = renderSigning();
    await act(() => signing.current.mutateAsync(form).catch(() => undefined));
    await act(() => signing.current.mutateAsync({ ...form, sepaLoan: true }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
