import { bootDataId, type BackofficeBoot } from '@kursmarkt/schemas/rules';

/** The settings the server wrote into the page (packages/server/src/backoffice-site.ts). */
export function readBoot(page: Document = document): BackofficeBoot {
  const element = page.getElementById(bootDataId);
  if (!element?.textContent) throw new Error('The back office page carries no boot data.');
  return JSON.parse(element.textContent) as BackofficeBoot;
}
