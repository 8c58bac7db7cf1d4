/**
 * The job that issues certificates (docs/decisions/0062-certificates-anyone-can-verify.md): every
 * quarter hour it issues those attendance allows by now; a run that meets another issues nothing
 * twice (certificates/issue.ts).
 */
import type { Jobs } from '../jobs/jobs.ts';
import { issueDueCertificates, type CertificateContext } from './issue.ts';

const issueCertificatesJob = 'certificates.issue';

export function defineCertificateIssuing(
  context: CertificateContext & {
    jobs: Jobs;
    log: { info(object: object, message: string): void };
  },
) {
  context.jobs.define({
    name: issueCertificatesJob,
    cron: '*/15 * * * *',
    async handler() {
      const issued = await issueDueCertificates(context);
      if (issued > 0) context.log.info({ issued }, 'certificates issued');
    },
  });
}
