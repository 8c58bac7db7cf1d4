import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCreateManualOrder, useManualOrder, useUpdateManualOrder } from '@kursmarkt/api';
import { manualOrderIdSchema } from '@kursmarkt/schemas/forms';
import { dashboardPath } from '@kursmarkt/schemas/rules';
import { Alert, Heading, Link, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { scopesFor } from '../search/search-setup.ts';
import { useSession } from '../session/use-session.ts';
import { ManualOrderForm } from './ManualOrderForm.tsx';
import { manualOrderMessages as m } from './messages.ts';

/** Meine Kurse, where the page leads back to after saving. */
const myCoursesHref = `${dashboardPath}/meine-kurse`;

/**
 * "Externe Fortbildung eintragen": enters a course booked elsewhere with its certificate, or,
 * with `?id=` of one of the customer's, changes it. Saved, it goes back to Meine Kurse.
 */
export default function ManualOrderPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const { configuration, messages } = useDomain();
  const customerId = session.status === 'signedIn' ? (session.user.customerId ?? null) : null;
  const requested = new URLSearchParams(useLocation().search).get('id');
  const id =
    requested !== null && manualOrderIdSchema.safeParse(requested).success ? requested : null;
  const editing = requested !== null;
  const existing = useManualOrder(customerId, id);
  const create = useCreateManualOrder();
  const update = useUpdateManualOrder();
  const scopes = scopesFor(messages, configuration.types);

  const content = () => {
    if (editing && (existing.error || id === null)) {
      return <Alert tone="danger">{intl.formatMessage(m.loadFailed)}</Alert>;
    }
    if (customerId === null || (editing && !existing.data)) {
      return <Skeleton height="size.dialog" />;
    }
    return (
      <ManualOrderForm
        order={existing.data}
        scopes={scopes}
        onSave={async (input, file) => {
          if (existing.data) await update.trigger({ id: existing.data.id, input });
          else await create.trigger({ input, file: file! });
          void navigate(myCoursesHref);
        }}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>{intl.formatMessage(editing ? m.titleEdit : m.titleNew)}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      {content()}
      <div>
        <Link href={myCoursesHref}>{intl.formatMessage(m.back)}</Link>
      </div>
    </Stack>
  );
}
