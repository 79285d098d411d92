// Socket messages "may be text or binary blobs, parsed as JSON" (spec §4). The server sends text;
// a Blob or an ArrayBuffer (the socket's binaryType decides which) is decoded as UTF-8 first.
// Whatever does not parse or does not match the contract's shape is undefined: one bad message
// must not end a live view.
import { type LiveMessage, liveMessageSchema } from '@portal/contract/monitoring';

async function textOf(data: unknown): Promise<string | undefined> {
  if (typeof data === 'string') return data;
  if (data instanceof Blob) return data.text();
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  return undefined;
}

export async function parseLiveMessage(data: unknown): Promise<LiveMessage | undefined> {
  const text = await textOf(data);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = liveMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
