/**
 * The OpenAPI document at `/api/docs`. @fastify/swagger builds it from the registered routes,
 * their zod schemas turned into JSON Schema 2020-12 by fastify-type-provider-zod (OpenAPI 3.1);
 * `completeDocument` then adds what the contract says beside the schemas: who may call
 * (security schemes from `auth`), the error answers of the error catalogue (errors.ts), each
 * call's group as its tag, the multipart body of an upload, and the binary answer of a call that
 * `produces` a file. The handler of `/api/docs` names the request's own origin as the
 * server: each domain's document is for that domain.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  endpoints,
  routeGroups,
  type Endpoint,
  type RouteGroup,
} from '@kursmarkt/schemas';
import { errorCodes, type ErrorCode } from '../errors.ts';

type Auth = NonNullable<Endpoint['auth']>;
type Definition = Endpoint;
type SecurityRequirement = Record<string, string[]>;
type ResponseObject = { description: string; content?: Record<string, { schema: object }> };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  requestBody?: object;
  responses?: Record<string, ResponseObject>;
};
type OpenApiObject = {
  info?: object;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, object>;
  tags?: object[];
};

/** How a customer, a guest and an operator show who they are. */
const securitySchemes = {
  customer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A signed-in customer's access token from the domain's identity provider (OpenID Connect). An operator of the seller is an account with the provider's realm role `operator`, listed as the requirement's role.",
  },
  guestOrder: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Order',
    description:
      "A guest's checkout or order id, as the checkout's first call (`PUT /api/guest-order/guest`) answered it in the header of the same name; always sent together with `X-Auth`.",
  },
  guestToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Auth',
    description:
      "The guest's token for that checkout and the order placed from it, answered beside `X-Order`.",
  },
} as const;

const guest: SecurityRequirement = { guestOrder: [], guestToken: [] };

/** The security requirements of each kind of access (`[]`: anyone may call). */
const securityOf: Record<Auth, SecurityRequirement[]> = {
  public: [],
  customer: [{ customer: [] }],
  guest: [guest],
  customerOrGuest: [{ customer: [] }, guest],
  operator: [{ customer: ['operator'] }],
  staff: [{ customer: ['operator'] }, { customer: ['organizer-staff'] }],
};

/** Each group of calls (schemas/src/api/routes-<group>.ts) is a tag. */
const tags: Record<RouteGroup, { name: string; description: string }> = {
  content: {
    name: 'Content',
    description: "The domain's configuration, texts, content pages, FAQ, banner and contact form",
  },
  search: { name: 'Search', description: 'Course search and the cities it suggests' },
  catalogue: {
    name: 'Catalogue',
    description:
      'Courses and their dates, packages, organizers, speakers, waiting list, newsletter',
  },
  customer: { name: 'Customer', description: "The signed-in customer's data, and countries" },
  customerOrders: {
    name: 'Customer orders',
    description: "The signed-in customer's bookings, upcoming and by year",
  },
  manualOrders: {
    name: 'Manual orders',
    description: "The signed-in customer's courses booked elsewhere, with their certificates",
  },
  cart: { name: 'Cart', description: "The signed-in customer's cart" },
  guestCart: { name: 'Guest cart', description: "A guest's cart, kept by the browser" },
  order: {
    name: 'Order',
    description: 'The checkout and orders of a customer, and of a guest by X-Order and X-Auth',
  },
  payment: { name: 'Payment', description: "Payments at the provider, and the provider's webhook" },
  invoice: { name: 'Invoice', description: "An order's invoice documents, and order status" },
  afterOrder: {
    name: 'After the order',
    description: 'Cancellation, withdrawal, and the links of waiting-list offers',
  },
  bookmarks: {
    name: 'Bookmarks',
    description: "The signed-in customer's Merkzettel: courses kept for later",
  },
  orderPositions: {
    name: 'Order positions',
    description:
      "A course position of the signed-in customer's orders: its participant and a substitute",
  },
  learningChecks: {
    name: 'Learning checks',
    description:
      "The learning check of the signed-in customer's booked self-study courses: attempts and results",
  },
  favorites: {
    name: 'Saved searches',
    description:
      "The signed-in customer's Suchfavoriten with their alert mails, and the mails' unsubscribe link",
  },
  evaluations: {
    name: 'Evaluations',
    description:
      "Participants' evaluations of booked course dates, and their sums for operators (Teilnehmer-Feedback)",
  },
  attendance: {
    name: 'Attendance',
    description:
      "Attendance as evidence: the operator's door scan and a date's days, a booked course's ticket",
  },
  certificates: {
    name: 'Certificates',
    description:
      "Certificates of attendance: the customer's and a guest's PDFs, the public verification by the certificate's id, and an operator's revocation and reissue",
  },
  furtherTraining: {
    name: 'Further-training status',
    description:
      "The signed-in customer's specialist titles, the hours per title and calendar year (§ 15 FAO), and the letter to a chamber",
  },
  backOffice: {
    name: 'Back office',
    description:
      "The back office's operators and organizer staff: who may do what, operator sessions and the audit trail",
  },
  dates: {
    name: 'Dates',
    description:
      'An organizer cancels a date (every order on it settled) or moves it (its participants told)',
  },
  bankPayments: {
    name: 'Bank payments',
    description:
      "Payments by transfer: bank statements imported and matched to orders, open bank rows assigned, money booked by hand on an order's ledger, and dunning stopped",
  },
  backOfficeOrders: {
    name: 'Back office: orders',
    description:
      "An organizer's orders for its staff: search, saved filters, one order with its documents, and the door's participant list and check-in",
  },
};

const groupOf = new Map(
  (Object.entries(routeGroups) as [RouteGroup, object][]).flatMap(([group, calls]) =>
    Object.keys(calls).map((name) => [name, group] as const),
  ),
);

const errorReference = { $ref: '#/components/schemas/ApiError' };

/** A refusal: the codes of the catalogue it answers with, all of one status. */
function refusal(codes: ErrorCode[], text: string): [string, ResponseObject] {
  const status = errorCodes[codes[0]!];
  if (codes.some((code) => errorCodes[code] !== status)) {
    throw new Error(`The codes ${codes.join(', ')} do not share one status.`);
  }
  const listed = codes.map((code) => `\`${code}\``).join(', ');
  return [
    String(status),
    {
      description: `${text} Code: ${listed}.`,
      content: { 'application/json': { schema: errorReference } },
    },
  ];
}

/**
 * The error answers of a call, from what its contract declares: its input's refusals, its
 * access's, and the rest of the catalogue's 4xx codes under `4XX` (conflicts of state, limits
 * and the like, which the call's summary names where they are expected).
 */
function refusalsOf(definition: Definition): Record<string, ResponseObject> {
  const auth = definition.auth ?? 'public';
  const upload = Boolean(definition.upload);
  const listed = [
    ...(definition.params || definition.query
      ? [
          refusal(
            ['BAD_REQUEST'],
            'A path parameter or query value is not valid; `details` names each by its path (`params.id`, `query.language`) and code.',
          ),
        ]
      : []),
    ...(auth !== 'public'
      ? [refusal(['UNAUTHORIZED'], 'Without credentials, or with ones that are not valid.')]
      : []),
    ...(auth === 'customer' || auth === 'operator' || auth === 'customerOrGuest'
      ? [
          refusal(
            ['FORBIDDEN', 'EMAIL_NOT_VERIFIED'],
            auth === 'operator'
              ? 'The account is not an operator of the seller, or has not confirmed its e-mail address.'
              : 'The account has not confirmed its e-mail address, or the call is for another customer.',
          ),
        ]
      : []),
    ...(auth === 'staff'
      ? [
          refusal(
            ['FORBIDDEN', 'EMAIL_NOT_VERIFIED', 'RIGHT_MISSING', 'OPERATOR_SESSION_REQUIRED'],
            "The account is no back-office staff, lacks the call's right in the organizer's data, is an operator without an open operator session there, or has not confirmed its e-mail address.",
          ),
        ]
      : []),
    ...(definition.params || auth === 'guest' || auth === 'customerOrGuest'
      ? [
          refusal(
            ['NOT_FOUND'],
            "Nothing the caller's credentials open by that id (another's is not told apart from none).",
          ),
        ]
      : []),
    ...(definition.body
      ? [
          refusal(
            upload ? ['PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE'] : ['PAYLOAD_TOO_LARGE'],
            upload
              ? 'The body, or its file (at `body.file`), is larger than the call takes.'
              : 'The body is larger than the call takes.',
          ),
          refusal(
            upload
              ? ['UNSUPPORTED_MEDIA_TYPE', 'FILE_TYPE_NOT_ALLOWED']
              : ['UNSUPPORTED_MEDIA_TYPE'],
            upload
              ? 'The body is not multipart/form-data, or its file (at `body.file`) is not of a type the call takes, by its content.'
              : 'The body is not JSON.',
          ),
        ]
      : []),
    ...(definition.body || definition.idempotent
      ? [
          refusal(
            [
              ...(definition.body ? (['VALIDATION_FAILED'] as const) : []),
              ...(definition.idempotent ? (['IDEMPOTENCY_KEY_REUSED'] as const) : []),
            ],
            [
              definition.body
                ? 'A field of the body is not valid; `details` names each by its path (`body.email`) and code.'
                : '',
              definition.idempotent
                ? 'The Idempotency-Key was used before with another request.'
                : '',
            ]
              .filter(Boolean)
              .join(' '),
          ),
        ]
      : []),
  ];
  const statuses = new Set(listed.map(([status]) => status));
  const others = (Object.keys(errorCodes) as ErrorCode[]).filter(
    (code) =>
      errorCodes[code] >= 400 && errorCodes[code] < 500 && !statuses.has(String(errorCodes[code])),
  );
  return {
    ...Object.fromEntries(listed),
    '4XX': {
      description: `Any other refusal of the error catalogue, by its code: ${others.map((code) => `\`${code}\``).join(', ')}.`,
      content: { 'application/json': { schema: errorReference } },
    },
  };
}

/** JSON Schema 2020-12 of a contract schema, as the document's other schemas are made. */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
};

/** What the contract adds to one call's operation. */
function completeOperation(operation: Operation) {
  // @fastify/swagger names a HEAD route's operation `<operationId>-head`.
  const name = operation.operationId?.replace(/-head$/, '');
  const definition =
    name && Object.hasOwn(endpoints, name)
      ? (endpoints[name as keyof typeof endpoints] as Definition)
      : undefined;
  if (!definition) return operation;
  const group = groupOf.get(name!);
  const responses = { ...operation.responses };
  const success = String(definition.status ?? 200);
  // A call that answers bytes without media types of its own: its type, from the contract.
  if (definition.produces && !responses[success]?.content) {
    responses[success] = {
      description: responses[success]?.description ?? 'The file',
      content: { [definition.produces]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return {
    ...operation,
    operationId: name,
    summary: operation.summary ?? definition.summary,
    ...(group ? { tags: [tags[group].name] } : {}),
    security: securityOf[definition.auth ?? 'public'],
    ...(definition.upload && definition.body
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: jsonSchemaOf(definition.body, 'input'),
                encoding: { file: { contentType: definition.upload.mediaTypes.join(', ') } },
              },
            },
          },
        }
      : {}),
    ...(definition.consumes && definition.body
      ? {
          requestBody: {
            required: true,
            content: { [definition.consumes]: { schema: jsonSchemaOf(definition.body, 'input') } },
          },
        }
      : {}),
    responses: { ...responses, ...refusalsOf(definition) },
  };
}

/** The document @fastify/swagger made, with what the contract adds (see the file's comment). */
function completeDocument<T extends OpenApiObject>(document: T): T {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [method, completeOperation(operation)]),
      ),
    ]),
  );
  return {
    ...document,
    tags: Object.values(tags),
    paths,
    components: {
      ...document.components,
      securitySchemes,
      schemas: {
        ...(document.components?.schemas as object | undefined),
        ApiError: jsonSchemaOf(apiErrorSchema, 'output'),
      },
    },
  };
}

/** The options of @fastify/swagger for the document. */
export const openapiOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Kursmarkt API',
      version: '0.1.0',
      summary: 'The storefront API of a course marketplace',
      description:
        'The storefront API; the contract lives in schemas/. Every error is JSON `{ code, message, details? }` with a stable code; `details` lists refused fields as `{ path, code, message }`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
  },
  transform: jsonSchemaTransform,
  transformObject: (document) =>
    'openapiObject' in document
      ? (completeDocument(
          document.openapiObject as unknown as OpenApiObject,
        ) as unknown as typeof document.openapiObject)
      : document.swaggerObject,
};
