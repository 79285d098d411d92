// Every documented operation, sent to the real app on both databases, answers what the document
// says: a documented status, and a body that the document's schema for that status accepts,
// checked by Ajv (an independent JSON Schema 2020-12 validator, not the zod schemas the document
// was made from). Each operation is sent its valid call (the access walk's examples, in the order
// their records depend on each other), without a token, with a refused token, and — for those
// that name a record — for a record that does not exist, and a write with a bad body.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { type Example, useIntegrationAccess } from './integration-access-helpers.ts';
import { CLIENT_ID } from './integration-api.ts';

type Json = Record<string, unknown>;

describe.each(testDialects())(
  'the integration API answers as its document says on %s',
  (dialect) => {
    const access = useIntegrationAccess(dialect);
    const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
    const validators = new Map<string, ValidateFunction>();

    /** Where the answer breaks the document; undefined when it keeps to it. */
    function breach(example: Example, response: LightMyRequestResponse): string | undefined {
      const where = `${example.method.toUpperCase()} ${example.url} → ${response.statusCode}`;
      const operation = access.document.paths[example.path]?.[example.method];
      const documented = operation?.responses[String(response.statusCode)];
      if (!documented) return `${where}: status not documented`;
      if (response.statusCode === 401) {
        const challenge = String(response.headers['www-authenticate'] ?? '');
        if (!challenge.startsWith('Bearer')) return `${where}: no bearer challenge`;
      }
      const [type, content] = Object.entries(documented.content ?? {})[0] ?? [];
      if (!type || !content)
        return response.body === '' ? undefined : `${where}: undocumented body`;
      const answered = String(response.headers['content-type'] ?? '');
      if (!answered.startsWith(type)) return `${where}: ${answered}, documented ${type}`;
      if (type !== 'application/json') return undefined;
      const key = `${example.method} ${example.path} ${response.statusCode}`;
      const validate = validators.get(key) ?? ajv.compile(content.schema as Json);
      validators.set(key, validate);
      if (validate(response.json())) return undefined;
      return `${where}: ${ajv.errorsText(validate.errors)}`;
    }

    it('answers every operation’s valid call, and its refusals, as documented', async () => {
      const authorization = await access.api.bearer({ subdomain: 'demo', clientId: CLIENT_ID });
      const breaches: string[] = [];
      const statuses = new Set<number>();
      const check = (example: Example, response: LightMyRequestResponse) => {
        statuses.add(response.statusCode);
        const found = breach(example, response);
        if (found) breaches.push(found);
      };
      for (const example of access.examples) {
        const answer = await access.send(example, { 'x-subdomain': 'demo', authorization });
        expect(answer.statusCode, `${example.method} ${example.url}: ${answer.body}`).toBe(200);
        check(example, answer);
        check(example, await access.send(example, { 'x-subdomain': 'demo' }));
        check(
          example,
          await access.send(example, { 'x-subdomain': 'demo', authorization: 'Bearer forged' }),
        );
        if (example.method === 'put') {
          const bad = { ...example, payload: { unexpected: true } };
          check(bad, await access.send(bad, { 'x-subdomain': 'demo', authorization }));
        }
        if (example.method === 'get' && example.path.includes('{')) {
          const missing = { ...example, url: example.url.replace(/walk-[a-z]/g, 'nowhere') };
          if (missing.url !== example.url) {
            check(missing, await access.send(missing, { 'x-subdomain': 'demo', authorization }));
          }
        }
      }
      expect(access.examples.length).toBeGreaterThan(30);
      expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404]));
      // Answers were checked against schemas, not only their statuses.
      expect(validators.size).toBeGreaterThan(access.examples.length * 2);
      expect(breaches).toEqual([]);
    }, 120_000);
  },
);
