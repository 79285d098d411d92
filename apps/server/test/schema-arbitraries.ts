// fast-check arbitraries drawn from a route's own zod schema (through its JSON Schema, as zod
// writes it for the input side): values the schema accepts, and hostile ones that a client could
// send instead (wrong types, empty, huge, unicode, numbers beyond 2^31, negative, nested garbage).
// Used by the access matrix (one valid example per route) and the route fuzzer (decision 025).
import fc from 'fast-check';
import { type core, z } from 'zod/mini';

type JsonSchema = core.JSONSchema.JSONSchema;

/** A PNG data URL: the one string format a pattern alone cannot draw (its bytes are an image). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngDataUrl = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

/** The JSON Schema of what a zod schema accepts. Its output side: a pipe (`.pipe(z.email())`)
 * shows its last check there, and a value for a defaulted field is as valid as none. */
export function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object schema's properties, as schemas (a `true` property allows anything). */
export function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => [
    name,
    isSchema(property) ? property : {},
  ]);
}

/** Whether a property is a database id (the contract's recordId: 1..2^31-1). */
export function isRecordIdSchema(schema: JsonSchema): boolean {
  return (
    schema.type === 'integer' && schema.exclusiveMinimum === 0 && schema.maximum === 2 ** 31 - 1
  );
}

const lengths = (schema: JsonSchema, cap: number) => {
  const minLength = schema.minLength ?? 0;
  return { minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? cap, cap)) };
};

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern?.startsWith('^data:image\\/png;base64,')) return fc.constant(pngDataUrl);
  if (schema.format === 'email') return fc.emailAddress();
  const patterns = (schema.allOf ?? []).flatMap((part) => part.pattern ?? []);
  if (patterns.length > 0) {
    // Unanchored patterns (a letter, a digit): one match of each, padded to the minimum length.
    const { minLength, maxLength } = lengths(schema, 60);
    return fc
      .tuple(...patterns.map((pattern) => fc.stringMatching(new RegExp(pattern))))
      .map((parts) => parts.join('').padEnd(minLength, 'x').slice(0, maxLength));
  }
  if (schema.pattern !== undefined) {
    const { minLength, maxLength } = lengths(schema, Number.MAX_SAFE_INTEGER);
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string({ unit: 'grapheme', ...lengths(schema, 40) });
}

function bound(value: number | boolean | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = bound(schema.exclusiveMinimum);
  const high = bound(schema.exclusiveMaximum);
  const min = schema.minimum ?? (low === undefined ? undefined : low + (integer ? 1 : 0));
  const max = schema.maximum ?? (high === undefined ? undefined : high - (integer ? 1 : 0));
  if (integer) {
    return fc.integer({ min: min ?? -(2 ** 31), max: max ?? 2 ** 31 - 1 });
  }
  return fc.double({ noNaN: true, noDefaultInfinity: true, min: min ?? -1e9, max: max ?? 1e9 });
}

/** Values the schema accepts (checked against zod by the caller: refinements are not in JSON). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return fc.oneof(...alternatives.map(validValue));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = isSchema(schema.items) ? validValue(schema.items) : fc.jsonValue();
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      return fc.array(items, { minLength: schema.minItems ?? 0, maxLength });
    }
    case 'object':
      return validObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    propertiesOf(schema).map(([name, property]) => [name, validValue(property)]),
  );
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

/** Nested arrays deep enough to hurt a recursive walk (deeper ones go as raw text: a failing
 * value is printed, and printing is recursive too). */
const deeplyNested = fc
  .integer({ min: 50, max: 500 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown);

/** A value a client could send where the schema expects something else. */
/** Data URLs a PNG pattern accepts whose bytes are no image, or half of one. */
const brokenPngDataUrls = fc
  .oneof(
    fc.uint8Array({ minLength: 1, maxLength: 400 }),
    fc.integer({ min: 1, max: PNG_BYTES.length - 1 }).map((end) => PNG_BYTES.subarray(0, end)),
  )
  .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  brokenPngDataUrls,
  fc.constantFrom('', ' ', '\u0000', 'null', 'undefined', 'NaN', '-0', '1e400', '0x10', '1.5'),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53 + 2, -1, 0, -(2 ** 31) - 1, 1e308, 0.5),
  fc.constantFrom('9'.repeat(400), '-'.repeat(70), 'ä'.repeat(3000), '😀'.repeat(300)),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 200, maxLength: 3000 }),
  fc.double(),
  fc.bigInt().map(String),
  fc.boolean(),
  fc.constant(null),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"admin":true},"constructor":1}')) },
);

/** An object the schema describes, with one property made hostile, dropped, or one added. */
export function hostileObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const names = propertiesOf(schema).map(([name]) => name);
  const valid = validObject(schema);
  const broken = fc
    .tuple(valid, fc.constantFrom(...names, 'unexpected'), hostileValue, fc.boolean())
    .map(([object, name, value, drop]) => {
      const copy: Record<string, unknown> = { ...object };
      if (drop) delete copy[name];
      else copy[name] = value;
      return copy;
    });
  return fc.oneof(
    { weight: 1, arbitrary: valid },
    { weight: 4, arbitrary: broken },
    { weight: 1, arbitrary: hostileValue },
  );
}
