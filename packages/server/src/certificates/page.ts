/**
 * The public verification page of a certificate (docs/decisions/0062-certificates-anyone-can-verify.md):
 * server-rendered HTML in the domain's theme, like the sign-in pages, without sign-in or script.
 * It says whether the certificate is valid, revoked (with when and why) or reissued (with a link
 * to its successor), and shows what the paper must match: participant, course, dates, hours and
 * the PDF's SHA-256. An unknown id answers 404 with nothing but "not found".
 */
import { defineMessages } from '@formatjs/intl';
import type { FastifyInstance } from 'fastify';
import type { CertificateVerification, Locale } from '@kursmarkt/schemas';
import type { Db } from '../db/client.ts';
import { escapeHtml } from '../html.ts';
import { pagesStyleOf, renderPage, type PageContext } from '../identity/pages.ts';
import { languageOf, publicOriginOf } from '../plugins/domain.ts';
import { textsIn } from '../texts.ts';
import { certificateVerification } from './queries.ts';

const messages = defineMessages<{
  title: Record<string, never>;
  valid: Record<string, never>;
  revoked: { date: string; reason: string };
  reissued: { date: string; reason: string };
  successor: Record<string, never>;
  participant: Record<string, never>;
  course: Record<string, never>;
  organizer: Record<string, never>;
  period: Record<string, never>;
  periodValue: { start: string; end: string };
  hours: Record<string, never>;
  hoursValue: { hours: string };
  scope: Record<string, never>;
  issued: Record<string, never>;
  sha256: Record<string, never>;
  sha256Hint: Record<string, never>;
  notFoundTitle: Record<string, never>;
  notFound: Record<string, never>;
  home: Record<string, never>;
}>({
  title: { id: 'certificate.page.title', defaultMessage: 'Teilnahmebescheinigung prüfen' },
  valid: { id: 'certificate.page.valid', defaultMessage: 'Diese Bescheinigung ist gültig.' },
  revoked: {
    id: 'certificate.page.revoked',
    defaultMessage:
      'Diese Bescheinigung wurde am {date} widerrufen und gilt nicht mehr. Grund: {reason}',
  },
  reissued: {
    id: 'certificate.page.reissued',
    defaultMessage:
      'Diese Bescheinigung wurde am {date} durch eine neue ersetzt und gilt nicht mehr. Grund: {reason}',
  },
  successor: { id: 'certificate.page.successor', defaultMessage: 'Zur neuen Bescheinigung' },
  participant: {
    id: 'certificate.page.participant',
    defaultMessage: 'Teilnehmerin oder Teilnehmer',
  },
  course: { id: 'certificate.page.course', defaultMessage: 'Kurs' },
  organizer: { id: 'certificate.page.organizer', defaultMessage: 'Veranstalter' },
  period: { id: 'certificate.page.period', defaultMessage: 'Termin' },
  periodValue: { id: 'certificate.page.periodValue', defaultMessage: '{start} bis {end}' },
  hours: { id: 'certificate.page.hours', defaultMessage: 'Teilgenommen' },
  hoursValue: { id: 'certificate.page.hoursValue', defaultMessage: '{hours} Zeitstunden' },
  scope: { id: 'certificate.page.scope', defaultMessage: 'Fachgebiet' },
  issued: { id: 'certificate.page.issued', defaultMessage: 'Ausgestellt am' },
  sha256: { id: 'certificate.page.sha256', defaultMessage: 'SHA-256 des PDF' },
  sha256Hint: {
    id: 'certificate.page.sha256Hint',
    defaultMessage: 'Stimmt die Prüfsumme Ihrer PDF-Datei hiermit überein, ist sie unverändert.',
  },
  notFoundTitle: {
    id: 'certificate.page.notFoundTitle',
    defaultMessage: 'Bescheinigung nicht gefunden',
  },
  notFound: {
    id: 'certificate.page.notFound',
    defaultMessage:
      'Unter dieser Adresse gibt es keine Bescheinigung. Bitte prüfen Sie die Adresse.',
  },
  home: { id: 'certificate.page.home', defaultMessage: 'Zur Startseite' },
});

/** The page's path of certificate `id` (the QR code's address). */
export const verificationPagePath = (id: string) => `/bescheinigung/${encodeURIComponent(id)}`;
const stylePath = '/bescheinigung/resources/pages.css';

const day = (language: Locale, date: string) =>
  textsIn(language).formatDate(new Date(`${date}T00:00:00Z`), { format: 'day' });

/** The body of the page of `found`. */
function verificationBody(language: Locale, found: CertificateVerification): string {
  const texts = textsIn(language);
  const t = texts.formatMessage;
  const changedOn = found.revokedAt
    ? texts.formatDate(new Date(found.revokedAt), { format: 'germanDay' })
    : '';
  const status =
    found.status === 'VALID'
      ? `<p class="notice success" role="status">${escapeHtml(t(messages.valid))}</p>`
      : `<p class="notice" role="status">${escapeHtml(
          t(found.status === 'REVOKED' ? messages.revoked : messages.reissued, {
            date: changedOn,
            reason: found.revokeReason ?? '',
          }),
        )}</p>${
          found.successorId
            ? `<p class="links"><a href="${escapeHtml(verificationPagePath(found.successorId))}">${escapeHtml(t(messages.successor))}</a></p>`
            : ''
        }`;
  const rows: [string, string][] = [
    [t(messages.participant), found.participant],
    [t(messages.course), found.courseTitle],
    [t(messages.organizer), found.organizer],
    [
      t(messages.period),
      found.startDate === found.endDate
        ? day(language, found.startDate)
        : t(messages.periodValue, {
            start: day(language, found.startDate),
            end: day(language, found.endDate),
          }),
    ],
    [
      t(messages.hours),
      t(messages.hoursValue, {
        hours: texts.formatNumber(found.minutes / 60, { maximumFractionDigits: 2 }),
      }),
    ],
    ...(found.scope ? ([[t(messages.scope), found.scope]] as [string, string][]) : []),
    [t(messages.issued), texts.formatDate(new Date(found.issuedAt), { format: 'germanDay' })],
  ];
  const list = rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `${status}
<dl>${list}<dt>${escapeHtml(t(messages.sha256))}</dt><dd><code>${found.sha256}</code></dd></dl>
<p class="hint">${escapeHtml(t(messages.sha256Hint))}</p>`;
}

/** Registers the page and its stylesheet; 30 looks per client and minute. */
export function registerVerificationPage(app: FastifyInstance, { db }: { db: Db }) {
  app.get(stylePath, { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(pagesStyleOf(request.domain)),
  );
  app.get<{ Params: { id: string }; Querystring: { language?: string } }>(
    '/bescheinigung/:id',
    {
      schema: { hide: true },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const language = languageOf(request, request.query.language);
      const context: PageContext = {
        domain: request.domain,
        language,
        origin: publicOriginOf(request),
      };
      const t = textsIn(language).formatMessage;
      const id = request.params.id;
      const found = /^[A-Za-z0-9_-]{22}$/.test(id)
        ? await certificateVerification(db, id)
        : undefined;
      const page = found
        ? renderPage(context, {
            title: t(messages.title),
            body: verificationBody(language, found),
            stylePath,
          })
        : renderPage(context, {
            title: t(messages.notFoundTitle),
            body: `<p class="notice" role="status">${escapeHtml(t(messages.notFound))}</p>
<p class="links"><a href="${escapeHtml(context.origin)}/">${escapeHtml(t(messages.home))}</a></p>`,
            stylePath,
          });
      return reply
        .status(found ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
}
