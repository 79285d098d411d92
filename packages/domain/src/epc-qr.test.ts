import { describe, expect, it } from 'vitest';
import { epcQrPayload } from './epc-qr.ts';
import { formatIban, isValidIban } from './iban.ts';
import { isValidStructuredCommunication } from './structured-communication.ts';

describe('IBAN', () => {
  it.each([
    'BE68 5390 0754 7034',
    'BE71096123456769',
    'NL91ABNA0417164300',
    'DE89370400440532013000',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each(['BE68 5390 0754 7035', 'BE6853900754703', 'XX00', '', 'BE68-5390-0754-7034'])(
    'refuses %j',
    (iban) => expect(isValidIban(iban)).toBe(false),
  );
  it('prints in groups of four', () => {
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('EPC QR payload', () => {
  const transfer = {
    beneficiaryName: 'Zonnewende Energie BV',
    iban: 'BE68 5390 0754 7034',
    bic: 'gkccbebb',
    amountCents: 123_456,
    structuredCommunication: '+++090/9337/55493+++',
  };

  it('builds version 002 with the structured communication in the structured field', () => {
    expect(isValidStructuredCommunication(transfer.structuredCommunication)).toBe(true);
    expect(epcQrPayload(transfer)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'GKCCBEBB',
        'Zonnewende Energie BV',
        'BE68539007547034',
        'EUR1234.56',
        '',
        '090933755493',
      ].join('\n'),
    );
  });

  it('uses the free text only without a structured communication', () => {
    const payload = epcQrPayload({
      ...transfer,
      structuredCommunication: undefined,
      text: 'Factuur VF2026/42',
    });
    expect(payload.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'GKCCBEBB',
      'Zonnewende Energie BV',
      'BE68539007547034',
      'EUR1234.56',
      '',
      '',
      'Factuur VF2026/42',
    ]);
  });

  it('allows an empty BIC (version 002 within the EEA)', () => {
    expect(epcQrPayload({ ...transfer, bic: undefined }).split('\n')[4]).toBe('');
  });

  it('formats cents exactly', () => {
    expect(epcQrPayload({ ...transfer, amountCents: 1 }).split('\n')[7]).toBe('EUR0.01');
    expect(epcQrPayload({ ...transfer, amountCents: 100_000 }).split('\n')[7]).toBe('EUR1000.00');
  });

  it.each([
    [{ iban: 'BE00 0000 0000 0000' }, 'invalid IBAN'],
    [{ amountCents: 0 }, 'amount out of range'],
    [{ amountCents: 12.5 }, 'amount out of range'],
    [{ structuredCommunication: '+++090/9337/55494+++' }, 'invalid structured communication'],
  ])('refuses %j', (change, message) => {
    expect(() => epcQrPayload({ ...transfer, ...change })).toThrow(message);
  });
});
