/**
 * A consumer's paperwork on a durable medium (§ 312f Abs. 2 BGB, Art. 246a EGBGB): the
 * withdrawal notice after the model of Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB for services,
 * naming the seller as the addressee of a withdrawal (name, postal address, e-mail), the model
 * withdrawal form of Anlage 2, and the record of the early-start consent (§ 356 Abs. 4, § 357a
 * Abs. 2 BGB). The summary before ordering shows the same notice as the confirmation mail.
 */
import { defineMessages } from '@formatjs/intl';
import { countryCodes, type Locale, type Seller } from '@kursmarkt/schemas';
import { textsIn } from '../texts.ts';

const plain = defineMessages({
  title: { id: 'withdrawal.notice.title', defaultMessage: 'Widerrufsbelehrung' },
  rightHeading: { id: 'withdrawal.notice.right', defaultMessage: 'Widerrufsrecht' },
  right: {
    id: 'withdrawal.notice.right.text',
    defaultMessage:
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
  },
  period: {
    id: 'withdrawal.notice.period',
    defaultMessage: 'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
  },
  deadline: {
    id: 'withdrawal.notice.deadline',
    defaultMessage:
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
  },
  effectsHeading: { id: 'withdrawal.notice.effects', defaultMessage: 'Folgen des Widerrufs' },
  refund: {
    id: 'withdrawal.notice.refund',
    defaultMessage:
      'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
  },
  earlyStart: {
    id: 'withdrawal.notice.earlyStart',
    defaultMessage:
      'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
  },
  formTitle: { id: 'withdrawal.form.title', defaultMessage: 'Muster-Widerrufsformular' },
  formIntro: {
    id: 'withdrawal.form.intro',
    defaultMessage:
      '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  },
  formDeclaration: {
    id: 'withdrawal.form.declaration',
    defaultMessage:
      '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
  },
  formOrdered: { id: 'withdrawal.form.ordered', defaultMessage: '– Bestellt am (*):' },
  formName: { id: 'withdrawal.form.name', defaultMessage: '– Name des/der Verbraucher(s):' },
  formAddress: {
    id: 'withdrawal.form.address',
    defaultMessage: '– Anschrift des/der Verbraucher(s):',
  },
  formSignature: {
    id: 'withdrawal.form.signature',
    defaultMessage: '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
  },
  formDate: { id: 'withdrawal.form.date', defaultMessage: '– Datum:' },
  formStrike: { id: 'withdrawal.form.strike', defaultMessage: '(*) Unzutreffendes streichen.' },
  consentTitle: {
    id: 'withdrawal.consent.title',
    defaultMessage: 'Ihre Zustimmung zum Beginn vor Ablauf der Widerrufsfrist',
  },
});

const messages = defineMessages<{
  addressee: {
    name: string;
    street: string;
    zip: string;
    city: string;
    country: string;
    email: string;
  };
  exercise: { addressee: string };
  formTo: { addressee: string };
  consentRecord: { date: string; time: string };
}>({
  addressee: {
    id: 'withdrawal.notice.addressee',
    defaultMessage: '{name}, {street}, {zip} {city}{country}, E-Mail: {email}',
  },
  exercise: {
    id: 'withdrawal.notice.exercise',
    defaultMessage:
      'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({addressee}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
  },
  formTo: { id: 'withdrawal.form.to', defaultMessage: '– An {addressee}:' },
  consentRecord: {
    id: 'withdrawal.consent.record',
    defaultMessage:
      'Mit Ihrer Bestellung am {date} um {time} haben Sie erklärt: „Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen. Mir ist bekannt, dass ich bei vollständiger Erbringung der Leistung mein Widerrufsrecht verliere.“',
  },
});

/** A notice's section: a heading and its paragraphs. */
export type NoticeSection = { heading: string; paragraphs: string[] };

/** The withdrawal notice: its title and its sections, in the reader's language. */
export type WithdrawalNotice = { title: string; sections: NoticeSection[] };

/** Who receives a withdrawal: the seller's name, postal address and e-mail on one line. */
function withdrawalAddressee(language: Locale, seller: Seller) {
  const countryName =
    seller.country === 'DEU'
      ? ''
      : `, ${new Intl.DisplayNames([language], { type: 'region' }).of(countryCodes[seller.country]) ?? seller.country}`;
  return textsIn(language).formatMessage(messages.addressee, {
    name: seller.legalName,
    street: seller.street,
    zip: seller.zip,
    city: seller.city,
    country: countryName,
    email: seller.email,
  });
}

/** The withdrawal notice for services, with the seller as the addressee. */
export function withdrawalNotice(language: Locale, seller: Seller): WithdrawalNotice {
  const intl = textsIn(language);
  const addressee = withdrawalAddressee(language, seller);
  return {
    title: intl.formatMessage(plain.title),
    sections: [
      {
        heading: intl.formatMessage(plain.rightHeading),
        paragraphs: [
          intl.formatMessage(plain.right),
          intl.formatMessage(plain.period),
          intl.formatMessage(messages.exercise, { addressee }),
          intl.formatMessage(plain.deadline),
        ],
      },
      {
        heading: intl.formatMessage(plain.effectsHeading),
        paragraphs: [intl.formatMessage(plain.refund), intl.formatMessage(plain.earlyStart)],
      },
    ],
  };
}

/** The model withdrawal form (Anlage 2 zu Art. 246a § 1 Abs. 2 EGBGB), addressed to the seller. */
export function withdrawalForm(language: Locale, seller: Seller): NoticeSection {
  const intl = textsIn(language);
  return {
    heading: intl.formatMessage(plain.formTitle),
    paragraphs: [
      intl.formatMessage(plain.formIntro),
      [
        intl.formatMessage(messages.formTo, { addressee: withdrawalAddressee(language, seller) }),
        intl.formatMessage(plain.formDeclaration),
        intl.formatMessage(plain.formOrdered),
        intl.formatMessage(plain.formName),
        intl.formatMessage(plain.formAddress),
        intl.formatMessage(plain.formSignature),
        intl.formatMessage(plain.formDate),
      ].join('\n'),
      intl.formatMessage(plain.formStrike),
    ],
  };
}

/** The record of the consumer's request to start before the withdrawal period ends. */
export function earlyStartConsentRecord(language: Locale, givenAt: Date): NoticeSection {
  const intl = textsIn(language);
  return {
    heading: intl.formatMessage(plain.consentTitle),
    paragraphs: [
      intl.formatMessage(messages.consentRecord, {
        date: intl.formatDate(givenAt, { format: 'germanDay' }),
        // With the zone's name (MEZ, MESZ): the record says when in Germany the consent was given.
        time: intl.formatTime(givenAt, { format: 'germanWithZone' }),
      }),
    ],
  };
}
