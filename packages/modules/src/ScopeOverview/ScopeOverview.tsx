import { useMessages } from '@kursmarkt/api';
import type { ModuleConfig, ScopeEntry, SearchType } from '@kursmarkt/schemas';
import { searchPath } from '@kursmarkt/search';
import {
  Alert,
  Container,
  Grid,
  Heading,
  Link,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@kursmarkt/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { modulesMessages } from '../messages.ts';

type Variant = ModuleConfig<'SCOPE_OVERVIEW'>['variant'];

export type ScopeOverviewProps = {
  /** The module's configuration: the title and whose scopes to list, the lawyers' or the staff's. */
  config: ModuleConfig<'SCOPE_OVERVIEW'>;
};

/** The search type each variant's scopes are searched in. */
const searchTypes: Record<Variant, SearchType> = { LAWYER: 'SPECIALIZATION', RENO: 'RENO' };

/** The search for one scope, with its name so the results page can show it before it loads. */
const scopeSearchHref = (scope: ScopeEntry, variant: Variant) =>
  searchPath({ scope: scope.id, selectedScopeName: scope.name, types: [searchTypes[variant]] });

const placeholderCount = 8;

/**
 * Every scope of the catalogue for one audience, each a link to its search: the Fachanwaltschaften
 * for lawyers, the subject areas for office staff. The scopes come with the domain's messages.
 */
export function ScopeOverview({ config }: ScopeOverviewProps) {
  const { formatMessage, locale } = useIntl();
  const headingId = useId();
  const { data, error } = useMessages(locale);
  const scopes = data && (config.variant === 'LAWYER' ? data.lawyerScopes : data.renoScopes);
  // A heading over nothing helps nobody: without scopes the module stays away.
  if (scopes?.length === 0) return null;
  return (
    <Container as="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Heading level={2} id={headingId}>
          {formatMessage({ id: config.title })}
        </Heading>
        {scopes ? (
          <Grid as="ul" minItemWidth="size.cardMin" gap="sm">
            {scopes.map((scope) => (
              <li key={scope.id}>
                <Link appearance="standalone" href={scopeSearchHref(scope, config.variant)}>
                  {scope.name}
                </Link>
              </li>
            ))}
          </Grid>
        ) : error ? (
          <Alert tone="info">{formatMessage(modulesMessages.scopesUnavailable)}</Alert>
        ) : (
          <>
            <VisuallyHidden>{formatMessage(modulesMessages.scopesLoading)}</VisuallyHidden>
            <Grid minItemWidth="size.cardMin" gap="sm">
              {Array.from({ length: placeholderCount }, (_, index) => (
                <Skeleton key={index} variant="text" width="60%" />
              ))}
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
