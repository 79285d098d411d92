// Taking a customer's name, e-mail and address out of an event's data: every string that holds
// one goes, case-insensitively, whatever its depth; ids, numbers and other texts stay.
import { describe, expect, it } from 'vitest';
import { ERASED, personalTexts, redactPersonalData } from './redact-personal-data.ts';

const texts = personalTexts({
  email: 'Jan.Peeters@example.be',
  firstName: 'Jan',
  name: 'Peeters',
  phone: null,
  streetAndNumber: 'Leopoldstraat 15',
  nationalRegistrationNumber: null,
});

describe('redacting personal data', () => {
  it('replaces each string holding a personal text, keeping the shape and the ids', () => {
    const data = {
      customerId: 12,
      email: 'jan.peeters@example.be',
      author: { name: 'JAN PEETERS', role: 'customer' },
      lines: ['Leopoldstraat 15, 2800 Mechelen', 'panel cleaning'],
      score: 4,
      comment: null,
    };
    expect(redactPersonalData(data, texts)).toEqual({
      customerId: 12,
      email: ERASED,
      author: { name: ERASED, role: 'customer' },
      lines: [ERASED, 'panel cleaning'],
      score: 4,
      comment: null,
    });
  });

  it('ignores empty and one-letter texts, which would match everything', () => {
    const short = personalTexts({
      email: 'x@example.be',
      firstName: 'J',
      name: '',
      phone: ' ',
      streetAndNumber: null,
      nationalRegistrationNumber: null,
    });
    expect(short).toEqual(['x@example.be']);
    expect(redactPersonalData({ note: 'Just a note' }, short)).toEqual({ note: 'Just a note' });
  });
});
