import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { readStatement } from './bank-statement.ts';

const entry = (amount: string, purpose: string, extra = '') => `
    <Ntry>
      ${extra}
      <Amt Ccy="EUR">${amount}</Amt>
      <CdtDbtInd>CRDT</CdtDbtInd>
      <BookgDt><Dt>2027-04-02</Dt></BookgDt>
      <NtryDtls><TxDtls>
        <RltdPties><Dbtr><Nm>Kanzlei Meyer</Nm></Dbtr></RltdPties>
        <RmtInf><Ustrd>${purpose}</Ustrd></RmtInf>
      </TxDtls></NtryDtls>
    </Ntry>`;

const camt = (...entries: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <Stmt>${entries.join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

const refusal = (content: string) => {
  try {
    readStatement(content);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the statement was read');
};

describe('reading a bank statement', () => {
  it('reads the credits of a CAMT.053 file with amount, day, payer and purpose', () => {
    const rows = readStatement(camt(entry('119.00', 'RK-2027-7'), entry('1234.5', 'Miete')));
    expect(rows.map(({ key: _key, ...row }) => row)).toEqual([
      {
        line: 5,
        bookedOn: '2027-04-02',
        amountCents: 11900,
        counterparty: 'Kanzlei Meyer',
        purpose: 'RK-2027-7',
      },
      {
        line: 15,
        bookedOn: '2027-04-02',
        amountCents: 123450,
        counterparty: 'Kanzlei Meyer',
        purpose: 'Miete',
      },
    ]);
  });

  it('leaves out debits', () => {
    const debit = entry('50.00', 'Gebühr').replace('CRDT', 'DBIT');
    expect(readStatement(camt(debit, entry('10.00', 'x')))).toHaveLength(1);
  });

  it("keys a row by the bank's reference, else equal rows by their place in the file", () => {
    const [first, second, third] = readStatement(
      camt(
        entry('10.00', 'same'),
        entry('10.00', 'same'),
        entry('10.00', 'same', '<AcctSvcrRef>BANK-1</AcctSvcrRef>'),
      ),
    );
    expect(first!.key).not.toBe(second!.key);
    expect(third!.key).toBe('ref:BANK-1');
    expect(readStatement(camt(entry('10.00', 'same')))[0]!.key).toBe(first!.key);
  });

  it('refuses broken XML with 422 naming its line', () => {
    const broken = camt(entry('10.00', 'x')).replace('</Ustrd>', '</Ustr>');
    expect(refusal(broken)).toEqual({
      status: 422,
      message: expect.stringMatching(/^Line 12 \(XML\)/),
    });
  });

  it('refuses an entry without an amount naming its line and element', () => {
    const rows = camt(entry('10.00', 'x'), entry('zehn', 'y'));
    expect(refusal(rows).message).toMatch(/^Line 15 \(Ntry\/Amt\)/);
  });

  it('reads a German CSV export by its column names, keeping only credits', () => {
    const csv = [
      'Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag',
      '02.04.2027;02.04.2027;Kanzlei Meyer;Rechnung RK-2027-7;1.190,00',
      '03.04.2027;03.04.2027;Bank;Kontoführung;-9,90',
    ].join('\n');
    const rows = readStatement(csv);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      line: 2,
      bookedOn: '2027-04-02',
      amountCents: 119000,
      counterparty: 'Kanzlei Meyer',
      purpose: 'Rechnung RK-2027-7',
    });
  });

  it('refuses a CSV row whose amount or day cannot be read, naming the line and column', () => {
    const header = 'Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag';
    expect(refusal(`${header}\n02.04.2027;;A;x;10,00\n02.04.2027;;B;y;zehn`).message).toMatch(
      /^Line 3 \(Betrag\)/,
    );
    expect(refusal(`${header}\n31.02.2027;;A;x;10,00`).message).toMatch(/^Line 2 \(Buchungstag\)/);
    expect(refusal('Datum;Betrag\n02.04.2027;1,00').message).toMatch(/^Line 1 \(bookedOn\)/);
  });
});
