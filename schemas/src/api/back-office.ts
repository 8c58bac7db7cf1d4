import { z } from 'zod';
import { areaLevels, backOfficeAreas } from '../rules/back-office.ts';
import { endpoint } from './common.ts';
import { backOfficeRoutes as routes } from './routes-back-office.ts';

/** A staff member's level in each area for one organizer (docs/decisions/0072). */
export const rightsSchema = z.strictObject({
  orders: z.enum(areaLevels.orders),
  payments: z.enum(areaLevels.payments),
  catalogue: z.enum(areaLevels.catalogue),
  dates: z.enum(areaLevels.dates),
  exports: z.enum(areaLevels.exports),
});

/** The areas, as the audit trail names them (`rights`: changes of the rights themselves). */
export const auditAreas = [...backOfficeAreas, 'rights'] as const;

const organizerIdParams = z.strictObject({ organizerId: z.coerce.number().int().positive() });

/** Who is signed in to the back office, and the organizers they work for with their rights. */
export const backOfficeMeSchema = z.strictObject({
  email: z.string(),
  name: z.string(),
  role: z.enum(['OPERATOR', 'STAFF']),
  organizers: z.array(
    z.strictObject({ id: z.number().int(), name: z.string(), rights: rightsSchema }),
  ),
});
export type BackOfficeMe = z.infer<typeof backOfficeMeSchema>;

/** An organizer's staff, each with their rights. */
export const organizerRightsSchema = z.array(
  z.strictObject({ email: z.string(), rights: rightsSchema }),
);
export type OrganizerRights = z.infer<typeof organizerRightsSchema>;

const reason = z.string().trim().min(3).max(500);

export const putOrganizerRightsBodySchema = z.strictObject({
  email: z.email().max(254),
  rights: rightsSchema,
  reason,
});
export type PutOrganizerRightsBody = z.infer<typeof putOrganizerRightsBodySchema>;

export const operatorSessionBodySchema = z.strictObject({
  organizerId: z.number().int().positive(),
  reason,
});
export type OperatorSessionBody = z.infer<typeof operatorSessionBodySchema>;

export const operatorSessionSchema = z.strictObject({
  id: z.uuid(),
  organizerId: z.number().int(),
  reason: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  /** When it closes by itself unless ended before. */
  expiresAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

export const auditEntrySchema = z.strictObject({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor: z.strictObject({
    email: z.string(),
    name: z.string(),
    role: z.enum(['OPERATOR', 'STAFF']),
  }),
  operatorSessionId: z.uuid().nullable(),
  organizerId: z.number().int().nullable(),
  area: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  objectType: z.string().max(40).optional(),
  objectId: z.string().max(80).optional(),
  actor: z.string().max(254).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  /** The next page: entries before this time. */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const backOfficeEndpoints = {
  getBackOfficeMe: endpoint({
    ...routes.getBackOfficeMe,
    summary:
      'The signed-in operator or staff member, and the organizers they work for with their level in each area (an operator: every organizer, every right, to be used inside an operator session); 403 for an account that is neither',
    response: backOfficeMeSchema,
  }),
  getOrganizerRights: endpoint({
    ...routes.getOrganizerRights,
    summary:
      'An organizer\'s staff with their level in each area, for the "who can do what" page; for the organizer\'s staff and operators, 404 for anyone else',
    params: organizerIdParams,
    response: organizerRightsSchema,
  }),
  putOrganizerRights: endpoint({
    ...routes.putOrganizerRights,
    summary:
      "An operator sets a staff member's levels for an organizer (all NONE removes the membership), with a reason; recorded in the audit trail. Answers the organizer's staff",
    params: organizerIdParams,
    body: putOrganizerRightsBodySchema,
    bodyLimit: 2048,
    response: organizerRightsSchema,
  }),
  postOperatorSession: endpoint({
    ...routes.postOperatorSession,
    summary:
      "An operator opens a session inside one organizer's data with a reason; its id goes in the X-Operator-Session header of the calls made in it, each recorded with it. It closes after 12 hours; 404 for an unknown organizer",
    status: 201,
    body: operatorSessionBodySchema,
    bodyLimit: 2048,
    response: operatorSessionSchema,
  }),
  postOperatorSessionEnd: endpoint({
    ...routes.postOperatorSessionEnd,
    summary:
      "Ends the operator's own session (again: as it ended); 404 for another's or an unknown one",
    params: z.strictObject({ sessionId: z.uuid() }),
    response: operatorSessionSchema,
  }),
  getAuditEntries: endpoint({
    ...routes.getAuditEntries,
    summary:
      'The audit trail, newest first: every change a person made (who, when, before and after, reason), of the organizers and areas the caller may see; filtered by object, person and period',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema),
  }),
} as const;
