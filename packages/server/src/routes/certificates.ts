/**
 * Certificates of attendance (contract routes-certificates.ts; certificates/): the signed-in
 * customer's PDFs and list per course, a guest's by order number and e-mail, the public
 * verification by id (JSON here, the page in certificates/page.ts), and an operator's revocation
 * and reissue. Another customer's certificate answers 404, as an unknown id does; the public calls
 * are rate-limited, so ids cannot be tried in bulk.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CertificateContext } from '../certificates/issue.ts';
import {
  reissueCertificate,
  resendGuestCertificates,
  revokeCertificate,
} from '../certificates/issue.ts';
import {
  certificateById,
  certificateFile,
  certificateVerification,
  customerCourseCertificates,
  guestCourseCertificates,
  ownedCertificate,
  type CertificateOwner,
} from '../certificates/queries.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import { route, type SignedIn } from './contract.ts';

/** The realm role of the seller's operators (the identity provider's, e.g. Keycloak's). */
const operatorRole = 'operator';
/** Public look-ups per client and minute: enough to check a handful of certificates. */
const publicLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
/** Mails sent again per client and minute. */
const resendLimit = { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } };

const what = 'The certificate';

export function registerCertificateRoutes(
  app: FastifyInstance,
  {
    db,
    certificates: issuing,
  }: {
    db: Db;
    /** Issuing and the PDFs need the file storage; without one they fail, the rest answers. */
    certificates: CertificateContext | undefined;
  },
) {
  const withStorage = () => {
    if (!issuing) throw new Error('The app was built without a file storage.');
    return issuing;
  };
  const ownerOf = (identity: SignedIn): CertificateOwner => ({
    customerId: identity.customerId,
    domain: identity.domain,
  });
  const pdf = async (row: { id: string; storageKey: string } | undefined) => {
    if (!row) throw notFound(what);
    return {
      content: await certificateFile(withStorage().storage, row),
      mediaType: 'application/pdf',
      fileName: `Teilnahmebescheinigung-${row.id}.pdf`,
    };
  };
  const mediaTypes = {
    mediaTypes: { description: 'The certificate as issued', types: ['application/pdf'] },
  };

  route(
    app,
    'getCustomerCertificate',
    async (request, _reply, identity) =>
      pdf(await ownedCertificate(db, ownerOf(identity), request.params.id)),
    mediaTypes,
  );

  route(
    app,
    'getCustomerCertificateModule',
    async (request, _reply, identity) =>
      pdf(
        await ownedCertificate(db, ownerOf(identity), request.params.id, request.params.moduleId),
      ),
    mediaTypes,
  );

  route(app, 'getCustomerCourseCertificates', async (request, _reply, identity) =>
    customerCourseCertificates(db, ownerOf(identity), request.params.courseId),
  );

  route(
    app,
    'getAttendanceCertificate',
    async (request) => pdf(await certificateById(db, request.params.urlId)),
    { ...mediaTypes, ...publicLimit },
  );

  const guestKey = (request: FastifyRequest, orderNumber: string, email: string) => ({
    domain: request.domain.config.id,
    orderNumber,
    email,
  });

  route(
    app,
    'getGuestCourseCertificates',
    async (request) => {
      const found = await guestCourseCertificates(
        db,
        guestKey(request, request.params.orderNumber, request.query.email),
        request.params.courseId,
      );
      if (found.length === 0) throw notFound(what);
      return found;
    },
    publicLimit,
  );

  route(
    app,
    'putGuestCertificateMail',
    async (request) => {
      const sent = await resendGuestCertificates(
        withStorage(),
        guestKey(request, request.params.orderNumber, request.body.email),
        request.params.courseId,
      );
      if (sent === 0) throw notFound(what);
      return { sent };
    },
    resendLimit,
  );

  const verification = async (id: string) => {
    const found = await certificateVerification(db, id);
    if (!found) throw notFound(what);
    return found;
  };
  route(
    app,
    'getCertificateVerification',
    async (request) => verification(request.params.id),
    publicLimit,
  );
  route(
    app,
    'getAttendanceVerification',
    async (request) => verification(request.params.urlId),
    publicLimit,
  );

  const asOperator = (identity: SignedIn) => {
    if (!identity.account.roles.includes(operatorRole)) {
      throw new AppError(
        'FORBIDDEN',
        'Only an operator of the seller revokes or reissues certificates.',
      );
    }
    return identity.domain;
  };
  const answer = (
    change: Awaited<ReturnType<typeof revokeCertificate>>,
    status: 'REVOKED' | 'VALID',
  ) => {
    if (change.outcome === 'notFound') throw notFound(what);
    if (change.outcome === 'notValid') {
      throw new AppError('STATUS_TRANSITION_NOT_ALLOWED', 'The certificate is no longer valid.');
    }
    if (change.outcome === 'accountDeleted') {
      throw new AppError(
        'ACCOUNT_DELETED',
        'The customer deleted their account, and the evidence with it: revoke the certificate instead.',
      );
    }
    return { id: change.id, status };
  };

  route(app, 'postCertificateRevocation', async (request, _reply, identity) => {
    const domain = asOperator(identity);
    return answer(
      await revokeCertificate(db, app.clock, domain, request.params.id, request.body.reason),
      'REVOKED',
    );
  });

  route(app, 'postCertificateReissue', async (request, _reply, identity) => {
    const domain = asOperator(identity);
    return answer(
      await reissueCertificate(withStorage(), domain, request.params.id, request.body.reason),
      'VALID',
    );
  });
}
