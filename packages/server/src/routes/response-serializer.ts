import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The formats zod names for string checks that it also writes as a pattern (`starts_with` for
 * `.startsWith('/')`), which ajv does not know: the pattern checks what they say.
 */
const patternFormats = ['starts_with', 'ends_with', 'includes', 'lowercase', 'uppercase'];

/**
 * Fastify's own serializer compiler (fast-json-stringify), as fastify builds it by default, told
 * to take zod's pattern formats as known: it checks a value with ajv where it must choose
 * between the branches of a part (a nullable object), and ajv warns of a format it does not know.
 */
const compileFromJsonSchema = SerializerSelector()(undefined, {
  ajv: { formats: Object.fromEntries(patternFormats.map((format) => [format, true])) },
});

/**
 * The JSON Schema of what a contract response schema outputs, which fastify's serializer writes
 * from. A part JSON Schema cannot describe (a transform, a date object, a custom check) throws:
 * what a response sends must be plain JSON the contract names, not something the serializer
 * would have to guess how to write.
 */
export function responseJsonSchema(schema: z.ZodType): object {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
}

/**
 * Fastify's serializer for contract responses: the response's zod schema turned into JSON
 * Schema (`responseJsonSchema`) and compiled by fastify's own serializer, as for any route with a
 * JSON Schema. That serializer writes the properties the schema names and does not check the
 * values, so with `checkResponses` each answer is first checked against the zod schema, and one
 * that does not match is refused (`ResponseSerializationError`, answered as a bare 500): the
 * tests run so, and so catch a handler that answers other than the contract says.
 */
export function contractSerializerCompiler({
  checkResponses,
}: {
  checkResponses: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    let jsonSchema: object;
    try {
      jsonSchema = responseJsonSchema(schema);
    } catch (error) {
      throw new Error(`The response ${httpStatus} of ${method} ${url} is not plain JSON`, {
        cause: error,
      });
    }
    const write = compileFromJsonSchema({
      schema: jsonSchema,
      method,
      url,
      httpStatus: String(httpStatus),
    });
    if (!checkResponses) return write;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (!checked.success) {
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      return write(data);
    };
  };
}
