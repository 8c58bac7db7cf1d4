import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  bannerKey,
  getBanner,
  useBanner,
  type BannerFilter,
  type BannerPlacement,
  type DataRequest,
} from '@kursmarkt/api';
import { shellMessages } from '@kursmarkt/i18n';
import type { ConfigurationResponse, CourseDetail } from '@kursmarkt/schemas';
import type { SearchState } from '@kursmarkt/search';
import { Link, Text, token } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';

/** The advert banner's box: the start page's advert message and the configured banners. */
export const Advert = styled.aside`
  margin-top: ${token('space.lg')};
  padding: ${token('space.md')} ${token('space.lg')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.accent.subtle')};
  color: ${token('color.text.primary')};
`;

type AdvertBannerProps = BannerFilter & { placement: BannerPlacement };

const hasBanner = (configuration: ConfigurationResponse, placement: BannerPlacement) =>
  configuration.banners.some((banner) => banner.placement === placement);

/** A results page's banner is narrowed to its search's scope and search types. */
export const searchBannerFilter = (search: SearchState): BannerFilter => ({
  scopes: search.scope === undefined ? undefined : [search.scope],
  types: search.types,
});

/** A course page's banner is narrowed to the course's scopes and search type. */
export const courseBannerFilter = (course: CourseDetail): BannerFilter => ({
  scopes: course.scopes.map((scope) => scope.id),
  types: [course.searchType],
});

/**
 * The banner call a page renders with on the server (route-data.ts), by the same key as
 * AdvertBanner's, so that the banner is in the page's HTML; none when the configuration has no
 * banner for the placement.
 */
export function bannerRequests(
  configuration: ConfigurationResponse,
  placement: BannerPlacement,
  filter: BannerFilter = {},
): DataRequest[] {
  if (!hasBanner(configuration, placement)) return [];
  const { language } = configuration;
  return [
    {
      key: bannerKey(placement, filter, language),
      load: (client) => getBanner(client, placement, filter, language),
    },
  ];
}

/**
 * The domain's advert banner for a placement (its configuration's `banners`, GET /api/banner/:x),
 * narrowed to the page's scopes and search types: a link when the banner names a target. Nothing
 * while it loads, when no banner fits or when the call fails: the page's content does not depend
 * on it. The server renders it with the page (bannerRequests); pages put it after their content,
 * so that, loaded later in the browser, its arrival moves nothing already in view. No call when
 * the configuration has no banner for the placement.
 */
export function AdvertBanner({ placement, scopes, types }: AdvertBannerProps) {
  const intl = useIntl();
  const { configuration } = useDomain();
  const { data: banner } = useBanner(
    hasBanner(configuration, placement) ? placement : null,
    { scopes, types },
    intl.locale,
  );
  if (!banner) return null;
  return (
    <Advert aria-label={intl.formatMessage(shellMessages.bannerLabel)}>
      {banner.href ? (
        <Link href={banner.href}>{banner.message}</Link>
      ) : (
        <Text>{banner.message}</Text>
      )}
    </Advert>
  );
}
