import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SocialNetwork } from '@kursmarkt/schemas';
import { shellMessages } from '@kursmarkt/i18n';
import { Container, Icon, type IconName, token } from '@kursmarkt/ui';
import { consentSettingsId, consentSettingsLink } from '../consent/settings-link.ts';
import { statementLink, statementPath } from '../accessibility/statement-link.ts';
import { withdrawLink } from '../after-order/withdraw-link.ts';
import { useDomain } from '../domain.tsx';
import { useLocation } from 'react-router-dom';

const FooterNewsletter = lazy(() => import('./FooterNewsletter.tsx'));

const Wrapper = styled.footer`
  margin-top: ${token('space.xxl')};
  padding-block: ${token('space.xl')};
  background: ${token('color.surface.inverse')};
  color: ${token('color.text.inverse')};

  a {
    color: ${token('color.text.inverse')};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${token('space.lg')};
`;
const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')} ${token('space.lg')};
  margin: 0;
  padding: 0;
  list-style: none;

  /* The links sit on the dark surface, where the light surfaces' ring would not show. */
  a:focus-visible {
    outline-color: ${token('color.focus.ringInverse')};
  }
`;
const Social = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${token('size.controlMd')};
  min-height: ${token('size.controlMd')};
`;
const Heading = styled.h2`
  margin: 0 0 ${token('space.sm')};
  font-size: ${token('typography.size.md')};
`;
/** The sign-up brings its own raised surface, so its field and texts keep their contrast here. */
const NewsletterArea = styled.div`
  flex: 1 1 ${token('size.cardMin')};
  max-width: ${token('size.dialog')};
`;
const Small = styled.p`
  margin: ${token('space.lg')} 0 0;
  font-size: ${token('typography.size.sm')};
`;

const networks: Record<SocialNetwork, { icon: IconName; name: keyof typeof shellMessages }> = {
  FACEBOOK: { icon: 'facebook', name: 'socialFacebook' },
  LINKEDIN: { icon: 'linkedin', name: 'socialLinkedin' },
  XING: { icon: 'xing', name: 'socialXing' },
  TWITTER: { icon: 'twitter', name: 'socialTwitter' },
  INSTAGRAM: { icon: 'instagram', name: 'socialInstagram' },
};

/**
 * The footer: the configured links and social-media profiles, and the newsletter sign-up when
 * the domain has the NEWSLETTER feature, except on a start page that
 * shows the NEWSLETTER module: one sign-up per page. The checkout's is slim: the links only, no
 * second e-mail field beside the one of the billing data, no way out to a profile.
 */
export function Footer({ slim = false }: { slim?: boolean }) {
  const intl = useIntl();
  const { configuration, hasFeature } = useDomain();
  const { pathname } = useLocation();
  const signUpOnPage =
    pathname === '/' && configuration.modules.some((module) => module.name === 'NEWSLETTER');
  const links = configuration.footerParts.filter((part) => part.type === 'LINK');
  const profiles = configuration.footerParts.filter((part) => part.type === 'SOCIAL_MEDIA');
  return (
    <Wrapper>
      <Container>
        <Row>
          <nav aria-label={intl.formatMessage(shellMessages.footerNavigation)}>
            <Links>
              {links.map((part) => (
                <li key={part.url}>
                  <a href={part.url}>{intl.formatMessage({ id: part.name })}</a>
                </li>
              ))}
              <li>
                <a href={`#${consentSettingsId}`}>{intl.formatMessage(consentSettingsLink)}</a>
              </li>
              {/* On every page of every domain (§ 356a BGB): not left to the configuration. */}
              <li>
                <a href="/widerruf">{intl.formatMessage(withdrawLink)}</a>
              </li>
              {/* Every domain sells to consumers and so owes its statement (BFSG § 14). */}
              <li>
                <a href={statementPath}>{intl.formatMessage(statementLink)}</a>
              </li>
            </Links>
          </nav>
          {!slim && profiles.length > 0 ? (
            <div>
              <Heading>{intl.formatMessage(shellMessages.footerFollowUs)}</Heading>
              <Links>
                {profiles.map((part) => {
                  const network = networks[part.name];
                  const label = intl.formatMessage(shellMessages.footerSocialLink, {
                    brand: configuration.name,
                    network: intl.formatMessage(shellMessages[network.name] as { id: string }),
                  });
                  return (
                    <li key={part.url}>
                      <Social
                        href={part.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${label} ${intl.formatMessage(shellMessages.opensInNewTab)}`}
                      >
                        <Icon name={network.icon} size="md" />
                      </Social>
                    </li>
                  );
                })}
              </Links>
            </div>
          ) : null}
          {!slim && hasFeature('NEWSLETTER') && !signUpOnPage ? (
            <NewsletterArea>
              <Suspense fallback={null}>
                <FooterNewsletter />
              </Suspense>
            </NewsletterArea>
          ) : null}
        </Row>
        <Small>
          {intl.formatMessage(shellMessages.footerCopyright, {
            year: new Date().getFullYear(),
            brand: configuration.name,
          })}
        </Small>
      </Container>
    </Wrapper>
  );
}
