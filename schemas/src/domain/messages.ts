import { z } from 'zod';
import { linkTargetSchema, messageKeySchema } from './enums.ts';

const menuLinkSchema = z.strictObject({
  name: z.string().min(1).max(80),
  url: linkTargetSchema,
  /** Opens another site in a new tab. @default false */
  external: z.boolean().optional(),
});

/** A main-navigation entry: a link, or a dropdown of sections (docs/entities-and-states.md, Menu entry). */
export const menuEntrySchema = z
  .strictObject({
    name: z.string().min(1).max(80),
    url: linkTargetSchema.optional(),
    external: z.boolean().optional(),
    sections: z
      .array(
        z.strictObject({
          head: menuLinkSchema.optional(),
          entries: z.array(menuLinkSchema).min(1),
        }),
      )
      .min(1)
      .optional(),
  })
  .refine((entry) => Boolean(entry.url) !== Boolean(entry.sections), {
    message: 'needs either url (a link) or sections (a dropdown), not both',
  });
export type MenuEntry = z.infer<typeof menuEntrySchema>;

/** A domain's texts in one language, as the operator writes them in `messages.<lang>.json`. */
export const domainMessagesSchema = z.strictObject({
  $schema: z.string().optional(),
  defaultSiteTitle: z.string().min(1).max(70),
  defaultMetaDescription: z.string().min(1).max(300),
  /** Overrides the configuration's main domain for this language. */
  mainDomain: z
    .string()
    .regex(/^https:\/\/[^\s]+$/, 'must be an https URL')
    .optional(),
  /** The start page's advert banner; the banner is hidden while this is empty. */
  advertMessage: z.string().max(300).default(''),
  navigation: z.array(menuEntrySchema).default([]),
  /** Texts by message id: module texts, footer link names, overrides of built-in texts. */
  labels: z.record(messageKeySchema, z.string().min(1)).default({}),
});
export type DomainMessagesInput = z.input<typeof domainMessagesSchema>;
export type DomainMessages = z.output<typeof domainMessagesSchema>;

/**
 * A scope of the catalogue. `top` marks the scopes searched most, which the start-page search box
 * offers as buttons ("top categories"); the others are its further scope entries.
 */
export const scopeEntrySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  top: z.boolean(),
});
export type ScopeEntry = z.infer<typeof scopeEntrySchema>;

/** What `GET /api/messages` answers: the domain's texts plus the catalogue's scope lists. */
export const messagesResponseSchema = domainMessagesSchema.omit({ $schema: true }).extend({
  language: z.enum(['de', 'en']),
  lawyerScopes: z.array(scopeEntrySchema),
  renoScopes: z.array(scopeEntrySchema),
  scopeCategories: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), scopeIds: z.array(z.number().int()) }),
  ),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export { messageKeySchema };
