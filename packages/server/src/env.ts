import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { formatIssue, issuesFromZod } from '@kursmarkt/schemas';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The server's settings from the environment, with the embedded defaults (README.md, configuration). */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /**
     * The port the browser reaches the server on, when another server in front on the same host
     * passes requests on (the dev server); absolute addresses of a domain without an `origin`
     * name it. Default: PORT.
     */
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** A PostgreSQL URL; without it the embedded PGlite stores data in DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().default(path.join(root, '.data', 'pglite')),
    DOMAINS_DIR: z.string().default(path.join(root, 'site', 'domains')),
    SITE_DIR: z.string().default(path.join(root, 'site', 'dist')),
    /** The built back office, served at /verwaltung (docs/decisions/0071-*). */
    BACKOFFICE_DIR: z.string().default(path.join(root, 'backoffice', 'dist')),
    OUTBOX_DIR: z.string().default(path.join(root, '.data', 'outbox')),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Kursmarkt <no-reply@kursmarkt.test>'),
    /** The folder for uploaded files, when no bucket is configured; outside the web root. */
    STORAGE_DIR: z.string().default(path.join(root, '.data', 'files')),
    /** An S3-compatible bucket for uploaded files instead of the folder: the bucket's URL. */
    STORAGE_S3_URL: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    STORAGE_S3_REGION: z.string().min(1).default('us-east-1'),
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Seconds between a background worker's looks for new jobs (mail leaves within about this). */
    JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(3600).default(2),
    /**
     * Which proxies in front are trusted to say the client's address, protocol and host: none
     * (`false`), how many there are (`1` for one TLS-terminating proxy; `true` means 1), or their
     * addresses (IPs or CIDR ranges, comma-separated). Trusting every X-Forwarded-For hop would let
     * a client choose its own address and so evade every rate limit.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): TrustedProxies => {
        const text = value.trim();
        if (text === 'false' || text === '0') return false;
        if (text === 'true') return 1;
        if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
        const addresses = text.split(',').map((address) => address.trim());
        if (addresses.every(isAddressOrRange)) return addresses;
        context.addIssue({
          code: 'custom',
          message:
            'must be false, the number of proxies in front (1 to 10) or their addresses (IPs or CIDR ranges, comma-separated)',
        });
        return z.NEVER;
      }),
    /** An external OpenID provider (Keycloak): issuers are `<OIDC_ISSUER_BASE>/realms/<realm>`. */
    OIDC_ISSUER_BASE: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    /**
     * Where this server reaches the external provider for its key set, when not at
     * OIDC_ISSUER_BASE (the address browsers use, which the tokens' issuer names): e.g. the
     * provider's service name inside a container network.
     */
    OIDC_INTERNAL_BASE: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    /** Lifetime of the embedded provider's access tokens in seconds. */
    OIDC_ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86400).default(300),
    /** Comma-separated keys for the embedded provider's cookies; generated and stored when absent. */
    OIDC_COOKIE_KEYS: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine((keys) => !keys || keys.every((key) => key.length >= 16), {
        message: 'each key must have at least 16 characters',
      }),
    /**
     * Have I Been Pwned's range API (`https://api.pwnedpasswords.com/range`) or a mirror: new
     * passwords of the embedded provider are refused when known from breaches.
     */
    PWNED_PASSWORDS_URL: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    /** Stripe's secret API key: card and SEPA Direct Debit are offered with it. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
    /** The signing secret of the Stripe webhook endpoint `/api/payments/webhook`. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /**
     * The EU's VIES service that confirms buyers' VAT ids (its REST `check-vat-number`
     * endpoint); without it no VAT id is confirmed and no order is charged under reverse charge.
     */
    VIES_URL: z
      .string()
      .regex(/^https?:\/\/[^/]/, 'must be an http:// or https:// URL')
      .optional(),
    /**
     * Seconds a stopping process (SIGTERM, SIGINT) has to finish the requests and job runs under
     * way; it exits 0 when done, and 1 when this passes first.
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(25),
    /** The bearer token that reads `/metrics` from beyond loopback; without, loopback only. */
    METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, context) => {
    if (env.STORAGE_S3_URL) {
      for (const name of ['STORAGE_S3_ACCESS_KEY_ID', 'STORAGE_S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message: 'is needed with STORAGE_S3_URL',
          });
        }
      }
    }
    // A payment the webhook could not report would wait for the customer's return alone.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'is needed with the other Stripe setting',
      });
    }
    // What lies in the built storefront is served as it is: no upload may land there.
    const relative = path.relative(path.resolve(env.SITE_DIR), path.resolve(env.STORAGE_DIR));
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) {
      context.addIssue({
        code: 'custom',
        path: ['STORAGE_DIR'],
        message: 'must lie outside SITE_DIR, which the server serves',
      });
    }
  });
export type Env = z.infer<typeof envSchema>;

/** The names of every variable the server reads (the deployment files' test checks against them). */
export const envNames: readonly string[] = Object.keys(envSchema.shape);

/** What `TRUST_PROXY` says: no proxy, how many proxies in front, or their addresses. */
type TrustedProxies = false | number | string[];

function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses the environment; a bad value is reported as `path: message` lines. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): {
  env?: Env;
  problems: string[];
} {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return { env: parsed.data, problems: [] };
  return { problems: issuesFromZod(parsed.error, 'env').map(formatIssue) };
}
