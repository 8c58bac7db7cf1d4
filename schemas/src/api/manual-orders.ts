import { z } from 'zod';
import {
  manualOrderFormats,
  manualOrderLimits as limits,
  maxEvidenceBytes,
  maxId,
  minutesOfHours,
} from '../rules/index.ts';
import { endpoint, fieldErrorParams } from './common.ts';
import { manualOrderRoutes as routes } from './routes-manual-orders.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
/** A day from 2000 to 2100 (a day in another format is refused for its format only). */
const day = z.iso.date().refine(
  (value) => {
    const year = Number(value.slice(0, 4));
    return Number.isNaN(year) || (year >= limits.firstYear && year <= limits.lastYear);
  },
  { message: 'a day from 2000 to 2100', params: fieldErrorParams('NOT_ALLOWED') },
);

/**
 * What the customer enters of a course booked elsewhere: its organizer and title, its first and
 * last day (the same for one day), its net hours in whole quarter hours ("7.5", 7.25), how it was
 * held and the scope (Fachgebiet) it counts for. The hours are kept as the engine's net minutes.
 */
export const manualOrderInputSchema = z.strictObject({
  organizer: text(limits.organizer),
  title: text(limits.title),
  startDate: day,
  /** Checked against the first day by the server (`manualOrderDaysProblem`), as the form does. */
  endDate: day,
  hours: z.union([z.number(), z.string()]).transform((hours, context) => {
    const minutes = minutesOfHours(hours);
    const code =
      minutes === null
        ? 'INVALID_FORMAT'
        : minutes === 0
          ? 'TOO_SMALL'
          : minutes > limits.maxMinutes
            ? 'TOO_LARGE'
            : null;
    if (code !== null || minutes === null) {
      context.addIssue({
        code: 'custom',
        message: `whole quarter hours, more than 0 and at most ${limits.maxMinutes / 60}, e.g. 7.5`,
        params: fieldErrorParams(code ?? 'INVALID_FORMAT'),
      });
      return z.NEVER;
    }
    return minutes / 60;
  }),
  format: z.enum(manualOrderFormats),
  scopeId: z.coerce.number().int().positive().max(maxId),
});
export type ManualOrderInput = z.input<typeof manualOrderInputSchema>;
/** The input as the server takes it: the hours checked, as a number. */
export type ManualOrderFields = z.output<typeof manualOrderInputSchema>;

/** A certificate: a PDF, JPEG or PNG (by its content) of at most `maxEvidenceBytes`. */
const evidenceUpload = {
  maxBytes: maxEvidenceBytes,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
} as const;

/**
 * A course booked elsewhere as the customer entered it, with its certificate: the file's name,
 * type, size and SHA-256, so that the customer (and a chamber) can tell it is the same file.
 */
export const manualOrderSchema = z.strictObject({
  id: z.uuid(),
  organizer: z.string(),
  title: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Net minutes, whole quarter hours (the further-training engine's unit). */
  minutes: z.number().int(),
  format: z.enum(manualOrderFormats),
  scopeId: z.number().int(),
  /** The scope's name in the request's language. */
  scopeName: z.string(),
  evidence: z.strictObject({
    id: z.uuid(),
    originalName: z.string(),
    mediaType: z.string(),
    size: z.number().int(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ManualOrder = z.infer<typeof manualOrderSchema>;

const idParams = z.strictObject({ id: z.uuid() });
const languageQuery = z.strictObject({ language: z.string().max(10).optional() });

/** The calls of courses booked elsewhere, by name. */
export const manualOrderEndpoints = {
  getManualOrders: endpoint({
    ...routes.getManualOrders,
    summary: "The signed-in customer's courses booked elsewhere on this domain, the latest first",
    query: languageQuery,
    response: z.array(manualOrderSchema),
  }),
  postManualOrder: endpoint({
    ...routes.postManualOrder,
    summary:
      'Enters a course booked elsewhere with its certificate (multipart: the fields and file; PDF, JPEG or PNG up to 10 MB)',
    status: 201,
    query: languageQuery,
    body: z.strictObject({
      ...manualOrderInputSchema.shape,
      file: z
        .file()
        .max(evidenceUpload.maxBytes)
        .mime([...evidenceUpload.mediaTypes])
        .describe('The certificate: a PDF, JPEG or PNG of at most 10 MB'),
    }),
    upload: evidenceUpload,
    bodyLimit: maxEvidenceBytes + 64 * 1024,
    response: manualOrderSchema,
  }),
  getManualOrder: endpoint({
    ...routes.getManualOrder,
    summary: "One of the signed-in customer's courses booked elsewhere; 404 for anyone else's",
    params: idParams,
    query: languageQuery,
    response: manualOrderSchema,
  }),
  putManualOrder: endpoint({
    ...routes.putManualOrder,
    summary:
      "Changes one of the signed-in customer's courses booked elsewhere (its certificate stays); 404 for anyone else's",
    params: idParams,
    query: languageQuery,
    body: manualOrderInputSchema,
    bodyLimit: 4 * 1024,
    response: manualOrderSchema,
  }),
  deleteManualOrder: endpoint({
    ...routes.deleteManualOrder,
    summary:
      "Deletes one of the signed-in customer's courses booked elsewhere with its certificate and answers the rest; 404 for anyone else's",
    params: idParams,
    query: languageQuery,
    response: z.array(manualOrderSchema),
  }),
} as const;
