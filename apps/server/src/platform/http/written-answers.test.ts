import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createWrittenAnswers } from './written-answers.ts';

// A route whose serializer leaves out undeclared fields, as every route's schema does.
async function appWith(answers: ReturnType<typeof createWrittenAnswers>) {
  const built: string[] = [];
  const app = Fastify();
  app.get<{ Querystring: { key?: string; value: string } }>(
    '/answer',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { value: { type: 'string' } }, required: ['value'] },
        },
      },
    },
    async (request, reply) =>
      answers.send(reply, request.query.key, async () => {
        built.push(request.query.value);
        return { value: request.query.value, secret: 'not declared' };
      }),
  );
  await app.ready();
  const get = (query: string) => app.inject({ url: `/answer?${query}` });
  return { app, built, get };
}

describe('written answers', () => {
  it('writes an answer once per key with the route serializer and sends the kept bytes after', async () => {
    const { app, built, get } = await appWith(createWrittenAnswers({ maxBytes: 10_000 }));
    const first = await get('key=a&value=one');
    const kept = await get('key=a&value=two');
    expect(first.body).toBe('{"value":"one"}');
    expect(kept.body).toBe('{"value":"one"}');
    expect(kept.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('key=b&value=three')).body).toBe('{"value":"three"}');
    expect(built).toEqual(['one', 'three']);
    await app.close();
  });

  it('keeps nothing without a key', async () => {
    const { app, built, get } = await appWith(createWrittenAnswers({ maxBytes: 10_000 }));
    expect((await get('value=one')).body).toBe('{"value":"one"}');
    expect((await get('value=two')).body).toBe('{"value":"two"}');
    expect(built).toEqual(['one', 'two']);
    await app.close();
  });

  it('forgets the least recent answers beyond its byte bound', async () => {
    // Each entry weighs its bytes plus about 200 for its key: two fit in 500, not three.
    const { app, built, get } = await appWith(createWrittenAnswers({ maxBytes: 500 }));
    await get('key=a&value=one');
    await get('key=b&value=two');
    await get('key=c&value=three');
    await get('key=a&value=again');
    expect(built).toEqual(['one', 'two', 'three', 'again']);
    await app.close();
  });
});
