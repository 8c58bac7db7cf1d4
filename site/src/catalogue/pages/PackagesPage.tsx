import { useIntl } from 'react-intl';
import { usePackages } from '@kursmarkt/api';
import { Card, Heading, Link, Price, Text } from '@kursmarkt/ui';
import { organizerPath } from '@kursmarkt/schemas/rules';
import { AddPackageToCart } from '../../cart/AddPackageToCart.tsx';
import { useDomain } from '../../domain.tsx';
import { CardItem } from '../components/CardItem.tsx';
import { CatalogueList } from '../components/CatalogueList.tsx';
import { FactList } from '../components/FactList.tsx';
import { searchTypeLabels } from '../components/labels.ts';
import { scopeNames } from '../logic/scopes.ts';
import { catalogueMessages as m } from '../messages.ts';

/**
 * `/seminar-pakete`: the credit packages with organizer, hours, price and scopes, the scopes
 * named from the domain's scope lists, each with its button that adds it to the cart.
 */
export default function PackagesPage() {
  const intl = useIntl();
  const { messages } = useDomain();
  const { data, error, mutate } = usePackages();
  return (
    <CatalogueList
      title={intl.formatMessage(m.packagesTitle)}
      lead={intl.formatMessage(m.packagesIntro)}
      data={data}
      error={error}
      onRetry={() => void mutate()}
      empty={intl.formatMessage(m.packagesEmpty)}
      placeholders={3}
    >
      {(creditPackage) => {
        const scopes = scopeNames(creditPackage.professionalScopeIds, messages);
        return (
          <CardItem key={creditPackage.id}>
            <Card as="article" aria-labelledby={`package-${creditPackage.id}`}>
              <Card.Header>
                <Heading level={2} size="md" id={`package-${creditPackage.id}`}>
                  {creditPackage.name}
                </Heading>
              </Card.Header>
              <Card.Body>
                <FactList
                  facts={[
                    {
                      label: intl.formatMessage(m.organizer),
                      value: (
                        <Link href={organizerPath(creditPackage.organizer)}>
                          {creditPackage.organizer.name}
                        </Link>
                      ),
                    },
                    {
                      label: intl.formatMessage(m.packageType),
                      value: intl.formatMessage(searchTypeLabels[creditPackage.educationalType]),
                    },
                    {
                      label: intl.formatMessage(m.packageCredits),
                      value: intl.formatMessage(m.hours, {
                        hours: creditPackage.creditValue,
                      }),
                    },
                    ...(scopes.length > 0
                      ? [{ label: intl.formatMessage(m.scopes), value: scopes.join(', ') }]
                      : []),
                  ]}
                />
              </Card.Body>
              <Card.Footer>
                <Text as="span" size="sm" tone="secondary">
                  {intl.formatMessage(m.packagePrice)}{' '}
                </Text>
                <Price cents={creditPackage.price} size="lg" />
                <AddPackageToCart
                  creditPackage={creditPackage}
                  scopes={scopes}
                  describedBy={`package-${creditPackage.id}`}
                />
              </Card.Footer>
            </Card>
          </CardItem>
        );
      }}
    </CatalogueList>
  );
}
