// What a caller knows of Jan's support tickets and repairs, for the access matrix and the fuzzer
// (decision 025): their ids are not in the installation rows, so they are read from his lists, open
// tickets first (ticket types are left out: `typeId` names the entity 'type', which the upsell's
// `type` and the print `type` use for other values); and since the demo tickets carry no photos (the seed writes no files), one is
// uploaded first, so that the photo routes have a file of Jan's to be refused to the others.
import type { LightMyRequestResponse } from 'fastify';
import type { KnownValues } from './route-examples.ts';
import { jpegWithLocation, photoForm } from './support-fixtures.ts';

type Send = (request: {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: Buffer | object;
}) => Promise<LightMyRequestResponse>;

const idsOf = (response: LightMyRequestResponse): { id: number; final?: boolean }[] =>
  response.statusCode === 200 ? response.json().data : [];

export async function withSupportValues(
  contexts: readonly KnownValues[],
  send: Send,
): Promise<KnownValues[]> {
  const openFirst = (tickets: { id: number; final?: boolean }[]) =>
    [...tickets].sort((a, b) => Number(a.final) - Number(b.final));
  const [open] = openFirst(idsOf(await send({ url: '/api/issues/' })));
  if (open) {
    const form = photoForm([
      { name: 'display.jpg', type: 'image/jpeg', bytes: await jpegWithLocation() },
    ]);
    await send({
      method: 'POST',
      url: `/api/issues/${open.id}/file`,
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
  }
  const tickets = openFirst(idsOf(await send({ url: '/api/issues/' })));
  const files = tickets.flatMap((ticket) => (ticket as { files?: { id: number }[] }).files ?? []);
  const support: Record<string, number[]> = {
    ticket: tickets.map((ticket) => ticket.id),
    photo: files.map((file) => file.id),
    repair: idsOf(await send({ url: '/api/repairs/list' })).map((repair) => repair.id),
  };
  return contexts.map((known) => ({ ...known, ...support }));
}
