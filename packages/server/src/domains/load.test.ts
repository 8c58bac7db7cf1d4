// @vitest-environment node
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '@kursmarkt/schemas';
import { loadDomains } from './load.ts';

const examples = path.join(import.meta.dirname, '..', '..', '..', '..', 'site', 'domains');

/** A scratch copy of the example domains with one file edited. */
async function withEdit(
  folder: string,
  file: string,
  edit: (json: Record<string, unknown>) => void,
) {
  const root = await mkdtemp(path.join(tmpdir(), 'domains-'));
  await cp(examples, root, { recursive: true });
  const target = path.join(root, folder, file);
  const json = JSON.parse(await readFile(target, 'utf8'));
  edit(json);
  await writeFile(target, JSON.stringify(json));
  return root;
}

const lines = async (root: string) => (await loadDomains(root)).issues.map(formatIssue);

describe('loadDomains', () => {
  it('loads the three example domains without a problem', async () => {
    const { domains, issues } = await loadDomains(examples);
    expect(issues).toEqual([]);
    expect(domains.map((domain) => domain.config.id)).toEqual(['lawyer', 'lumen', 'reno']);
    expect(domains.map((domain) => domain.theme.id)).toEqual(['LAWYER', 'LUMEN', 'RENO']);
  });

  it('gives each example domain its own composition of modules and footer', async () => {
    const { domains } = await loadDomains(examples);
    const compositions = domains.map((domain) =>
      JSON.stringify([domain.config.modules.map((m) => m.name), domain.config.footerParts]),
    );
    expect(new Set(compositions).size).toBe(3);
  });

  it('names a misspelt key and a wrong module option by file and path', async () => {
    const root = await withEdit('reno', 'config.json', (json) => {
      json.featurs = json.features;
      delete json.features;
      (json.modules as Array<{ config: { variant?: string } }>)[1]!.config.variant = 'NOTARY';
    });
    const found = await lines(root);
    expect(found).toContainEqual(
      expect.stringMatching(/reno\/config\.json:featurs: is not a known key$/),
    );
    expect(found).toContainEqual(expect.stringMatching(/reno\/config\.json:features: /));
    expect(found).toContainEqual(
      expect.stringMatching(/reno\/config\.json:modules\[1\]\.config\.variant: Invalid option/),
    );
  });

  it('names a message id that a language does not define', async () => {
    const root = await withEdit('lumen', 'messages.en.json', (json) => {
      delete (json.labels as Record<string, string>)['modules.about.p1'];
    });
    expect(await lines(root)).toEqual([
      expect.stringMatching(
        /lumen\/config\.json:modules\[0\]\.config\.paragraphs\[0\]: refers to message "modules\.about\.p1", which .*lumen\/messages\.en\.json does not define in labels$/,
      ),
    ]);
  });

  it('names a label that is not a valid ICU message', async () => {
    const root = await withEdit('lumen', 'messages.en.json', (json) => {
      (json.labels as Record<string, string>)['modules.about.p1'] = 'Since {year, plural, one {#}';
    });
    expect(await lines(root)).toEqual([
      expect.stringMatching(
        /lumen\/messages\.en\.json:labels\.modules\.about\.p1: is not a valid ICU message \(.+\)$/,
      ),
    ]);
  });

  it('rejects a customTheme with too little contrast and names the pair', async () => {
    const root = await withEdit('lawyer', 'config.json', (json) => {
      json.customTheme = { color: { text: { link: { value: '#9db8e0' } } } };
    });
    expect(await lines(root)).toContainEqual(
      expect.stringMatching(
        /lawyer\/config\.json:customTheme\.color\.text\.link: \d\.\d\d:1 on color\.surface\.page \(needs 4\.5:1\)$/,
      ),
    );
  });

  it('rejects a host served by two domains and an unknown theme', async () => {
    const root = await withEdit('reno', 'config.json', (json) => {
      json.hosts = ['localhost'];
      json.theme = 'NEON';
    });
    expect(await lines(root)).toContainEqual(
      expect.stringMatching(
        /reno\/config\.json:theme: is not a known theme \(known: LAWYER, RENO, LUMEN, VERWALTUNG\)$/,
      ),
    );
    const hostClash = await withEdit('reno', 'config.json', (json) => {
      json.hosts = ['localhost'];
    });
    expect(await lines(hostClash)).toEqual(['reno:hosts: localhost is already served by lawyer']);
  });

  it('takes an https origin on one of the hosts and refuses plain http, a path or a foreign host', async () => {
    const good = await withEdit('reno', 'config.json', (json) => {
      json.origin = 'https://reno.kursmarkt.test';
    });
    expect(await lines(good)).toEqual([]);
    const local = await withEdit('reno', 'config.json', (json) => {
      json.origin = 'http://reno.localhost:3000';
    });
    expect(await lines(local)).toEqual([]);
    for (const origin of [
      'http://reno.kursmarkt.test',
      'https://reno.kursmarkt.test/',
      'https://reno.kursmarkt.test/kurse',
    ]) {
      const root = await withEdit('reno', 'config.json', (json) => {
        json.origin = origin;
      });
      expect(await lines(root)).toEqual([
        expect.stringMatching(/reno\/config\.json:origin: must be an origin such as /),
      ]);
    }
    const foreign = await withEdit('reno', 'config.json', (json) => {
      json.origin = 'https://evil.example';
    });
    expect(await lines(foreign)).toEqual([
      expect.stringMatching(/reno\/config\.json:origin: must name one of hosts$/),
    ]);
  });

  it('checks the seller block: IBAN, BIC, a VAT id or tax number, payment methods', async () => {
    const root = await withEdit('lumen', 'config.json', (json) => {
      const seller = json.seller as Record<string, unknown> & { bank: Record<string, string> };
      seller.bank.iban = 'DE02120300000000202052';
      seller.bank.bic = 'BYLA';
      delete seller.taxNumber;
      seller.paymentMethods = ['INVOICE', 'PAYPAL'];
    });
    const found = await lines(root);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/lumen\/config\.json:seller\.bank\.iban: must be a valid IBAN/),
        expect.stringMatching(/lumen\/config\.json:seller\.bank\.bic: must be a valid BIC$/),
        expect.stringMatching(/lumen\/config\.json:seller\.paymentMethods\[1\]: Invalid option/),
      ]),
    );
    const withoutTaxIds = await withEdit('lumen', 'config.json', (json) => {
      delete (json.seller as Record<string, unknown>).taxNumber;
    });
    expect(await lines(withoutTaxIds)).toEqual([
      expect.stringMatching(
        /lumen\/config\.json:seller\.vatId: an invoice needs the VAT id or the tax number/,
      ),
    ]);
  });

  it('asks a registered legal form for its register court and number, and a GmbH for its managing directors, naming the path', async () => {
    const withoutRegister = await withEdit('lumen', 'config.json', (json) => {
      const seller = json.seller as Record<string, unknown>;
      delete seller.register;
      delete seller.managingDirectors;
    });
    expect(await lines(withoutRegister)).toEqual([
      expect.stringMatching(
        /lumen\/config\.json:seller\.register: a seller of the legal form gGmbH must give its register court and number$/,
      ),
      expect.stringMatching(
        /lumen\/config\.json:seller\.managingDirectors: a seller of the legal form gGmbH must name its managing directors/,
      ),
    ]);
    const badNumber = await withEdit('lumen', 'config.json', (json) => {
      (json.seller as { register: { number: string } }).register.number = '166301';
    });
    expect(await lines(badNumber)).toEqual([
      expect.stringMatching(
        /lumen\/config\.json:seller\.register\.number: must be a register number such as HRB 104277$/,
      ),
    ]);
    const soleTrader = await withEdit('lumen', 'config.json', (json) => {
      const seller = json.seller as Record<string, unknown> & { bank: Record<string, string> };
      seller.legalName = 'Mareike Sörensen Seminare';
      seller.bank.accountHolder = 'Mareike Sörensen';
      delete seller.register;
      delete seller.managingDirectors;
    });
    expect(await lines(soleTrader)).toEqual([]);
  });

  it('refuses two domains that describe one seller id differently', async () => {
    const root = await withEdit('reno', 'config.json', (json) => {
      (json.seller as Record<string, unknown>).invoicePrefix = 'RK';
    });
    expect(await lines(root)).toEqual([
      'reno:seller: describes seller kursmarkt otherwise than lawyer does',
    ]);
  });

  it('reports a file that is not JSON in one line', async () => {
    const root = await withEdit('lumen', 'config.json', () => undefined);
    await writeFile(path.join(root, 'lumen', 'config.json'), '{ "id": ');
    expect(await lines(root)).toEqual([
      expect.stringMatching(/lumen\/config\.json: is not valid JSON: /),
    ]);
  });
});
