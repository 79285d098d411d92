// Answers of hot customer reads kept as the bytes the route's serializer wrote, under a key that
// changes whenever the answer could: the service names everything its answer depends on (the
// customer's data version from the database, their language, the Brussels day, the tenant's
// flags), so a kept answer is never stale and no write has to remember to evict it
// (decision 022). Bounded by bytes; each instance keeps its own, correct across instances
// because the version lives in the database.
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

export interface WrittenAnswers {
  /**
   * Sends the answer kept under `key`; else builds the payload, writes it with the route's own
   * serializer, keeps the bytes and sends them. Without a key it builds and sends, keeping nothing.
   */
  send(
    reply: FastifyReply,
    key: string | undefined,
    build: () => Promise<Payload>,
  ): Promise<FastifyReply>;
}

/** A JSON object answer (the envelope), as Fastify's serialization functions take it. */
type Payload = { [key: string]: unknown };

const json = 'application/json; charset=utf-8';
/** What an entry costs beyond its bytes (the key, the map entry), so tiny answers count too. */
const entryOverhead = 200;

export function createWrittenAnswers(options: { maxBytes: number }): WrittenAnswers {
  // An answer alone larger than the bound is not kept (maxEntrySize defaults to maxSize).
  const answers = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes,
    sizeCalculation: (bytes) => bytes.byteLength + entryOverhead,
  });
  return {
    async send(reply, key, build) {
      const kept = key === undefined ? undefined : answers.get(key);
      if (kept) return reply.type(json).send(kept);
      const payload = await build();
      const write = reply.getSerializationFunction('200');
      if (key === undefined || write === undefined || reply.statusCode !== 200) {
        return reply.send(payload);
      }
      // Fastify's own path (its preSerialization hooks included) with the route's serializer,
      // keeping what it wrote on the way.
      reply.serializer((data: Payload) => {
        const written = write(data);
        answers.set(key, Buffer.from(written));
        return written;
      });
      // A reply with its own serializer gets no content type from Fastify.
      return reply.type(json).send(payload);
    },
  };
}
