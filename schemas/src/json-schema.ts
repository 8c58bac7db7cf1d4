import { z } from 'zod';
import { domainConfigSchema } from './domain/config.ts';
import { domainMessagesSchema } from './domain/messages.ts';

/** The JSON Schemas operators' editors use for completion and inline errors. */
export function domainJsonSchemas() {
  const options = { io: 'input', unrepresentable: 'any' } as const;
  return {
    'domain-config.schema.json': {
      title: 'Kursmarkt domain configuration',
      ...z.toJSONSchema(domainConfigSchema, options),
    },
    'domain-messages.schema.json': {
      title: 'Kursmarkt domain messages (one language)',
      ...z.toJSONSchema(domainMessagesSchema, options),
    },
  };
}
