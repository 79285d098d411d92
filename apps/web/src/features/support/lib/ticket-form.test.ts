import { TICKET_TITLE_MAX } from '@portal/contract/support';
import { describe, expect, it } from 'vitest';
import { type InstallationChoice, ticketBody } from './ticket-form';

const installations: InstallationChoice[] = [
  { value: 0, label: 'Zonnepanelen', orderId: 3, offerId: 4 },
  { value: 1, label: 'Batterij', orderId: null, offerId: 9 },
];
const filled = {
  problemTitle: ' Lek ',
  problem: 'Water onder de boiler',
  typeId: '2',
  installation: '',
};

describe('ticketBody', () => {
  it('makes the body of POST issues/create, trimmed, without an installation', () => {
    expect(ticketBody(filled, installations)).toEqual({
      ok: true,
      body: {
        problemTitle: 'Lek',
        problem: 'Water onder de boiler',
        typeId: 2,
        orderId: null,
        offerId: null,
      },
    });
  });

  it('sets orderId and offerId from the installation chosen', () => {
    const result = ticketBody({ ...filled, installation: '0' }, installations);
    expect(result).toMatchObject({ ok: true, body: { orderId: 3, offerId: 4 } });
    const offerOnly = ticketBody({ ...filled, installation: '1' }, installations);
    expect(offerOnly).toMatchObject({ ok: true, body: { orderId: null, offerId: 9 } });
  });

  it("names every empty mandatory field (spec §5: 'This field is mandatory')", () => {
    const result = ticketBody(
      { problemTitle: '  ', problem: '', typeId: '', installation: '' },
      [],
    );
    expect(result).toEqual({
      ok: false,
      problems: {
        problemTitle: { kind: 'mandatory' },
        problem: { kind: 'mandatory' },
        typeId: { kind: 'mandatory' },
      },
    });
  });

  it('says how long a title may be', () => {
    const result = ticketBody({ ...filled, problemTitle: 'x'.repeat(TICKET_TITLE_MAX + 1) }, []);
    expect(result).toEqual({
      ok: false,
      problems: { problemTitle: { kind: 'tooLong', max: TICKET_TITLE_MAX } },
    });
  });
});
