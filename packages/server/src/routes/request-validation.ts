import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withoutNulCharacters } from '@kursmarkt/schemas';

/**
 * Fastify's validator for contract requests (query, path parameters, body): zod's, with any text
 * holding the character U+0000 rejected first at its path, which PostgreSQL text cannot store.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, ...route }) =>
  validatorCompiler({ ...route, schema: withoutNulCharacters(schema) });
