/**
 * The provider of the domain's realm: the configured issuer (an external Keycloak), else the
 * server's embedded provider under this origin's `/realms/<realm>` (the identity contract).
 */
export const providerAuthority = (
  configuration: { authority?: string; realm: string },
  origin: string,
) => configuration.authority ?? `${origin}/realms/${encodeURIComponent(configuration.realm)}`;
