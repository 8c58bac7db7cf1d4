import { expect, test } from './fixtures.ts';

test.describe('The contact form', () => {
  test('names every missing field and puts the focus on the first one', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/kontakt');
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });

    await form.getByRole('button', { name: 'Senden' }).click();

    const name = form.getByRole('textbox', { name: /^Name/ });
    await expect(name).toBeFocused();
    const expected = [
      [name, 'Bitte geben Sie Ihren Namen an.'],
      [
        form.getByRole('textbox', { name: /^E-Mail/ }),
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      ],
      [form.getByRole('textbox', { name: /^Betreff/ }), 'Bitte geben Sie einen Betreff an.'],
      [
        form.getByRole('textbox', { name: /^Nachricht/ }),
        'Bitte schreiben Sie uns mindestens 10 Zeichen.',
      ],
      [
        form.getByRole('checkbox', { name: 'Datenschutzhinweise akzeptieren' }),
        'Bitte bestätigen Sie die Datenschutzhinweise.',
      ],
    ] as const;
    for (const [field, problem] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(new RegExp(problem.replace('.', '\\.')));
      await expect(form.getByText(problem)).toBeVisible();
    }

    // Correcting a field takes its message away; the focus follows the next submit.
    await name.fill('Erika Mustermann');
    await expect(form.getByText('Bitte geben Sie Ihren Namen an.')).toBeHidden();
    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(form.getByRole('textbox', { name: /^E-Mail/ })).toBeFocused();
  });

  test('shows a field the server refuses beside it and keeps what was typed', async ({
    page,
    storefront,
  }) => {
    await storefront.open('/kontakt');
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });
    // A character PostgreSQL cannot store passes the form's own rules; the server refuses it at
    // body.message with its code, and the form names that reason.
    const text = 'Bitte um Rückruf\u0000 zum Lehrgang Arbeitsrecht.';
    await form.getByRole('textbox', { name: /^Name/ }).fill('Erika Mustermann');
    await form.getByRole('textbox', { name: /^E-Mail/ }).fill('erika@example.org');
    await form.getByRole('textbox', { name: /^Betreff/ }).fill('Rückruf');
    const message = form.getByRole('textbox', { name: /^Nachricht/ });
    await message.fill(text);
    await form.getByRole('checkbox', { name: 'Datenschutzhinweise akzeptieren' }).check();
    await form.getByRole('button', { name: 'Senden' }).click();

    const refused =
      'Diese Angabe enthält ein Zeichen, das wir nicht speichern können. Bitte entfernen Sie es.';
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(new RegExp(refused.replaceAll('.', '\\.')));
    await expect(message).toHaveValue(text);
    await expect(form.getByText('Bitte schreiben Sie uns mindestens 10 Zeichen.')).toBeHidden();
    await expect(form.getByText('Vielen Dank für Ihre Nachricht.', { exact: false })).toBeHidden();
  });

  test('sends a complete message, thanks the visitor and mails the operator', async ({
    page,
    storefront,
    outbox,
  }, testInfo) => {
    const subject = `Frage zum Lehrgang ${testInfo.testId}`;
    await storefront.open('/kontakt');
    const form = page.getByRole('form', { name: 'Schreiben Sie uns' });

    await form.getByRole('textbox', { name: /^Name/ }).fill('Erika Mustermann');
    await form.getByRole('textbox', { name: /^E-Mail/ }).fill('erika@example.org');
    await form.getByRole('textbox', { name: /^Betreff/ }).fill(subject);
    await form
      .getByRole('textbox', { name: /^Nachricht/ })
      .fill('Gibt es den Fachanwaltslehrgang Arbeitsrecht auch online?');
    await form.getByRole('checkbox', { name: 'Datenschutzhinweise akzeptieren' }).check();
    await form.getByRole('button', { name: 'Senden' }).click();

    await expect(
      form.getByText('Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Betreff/ })).toHaveValue('');

    await expect
      .poll(async () => (await outbox.read()).find((mail) => mail.subject.includes(subject)))
      .toMatchObject({
        to: 'kontakt@recht.kursmarkt.test',
        subject: `[Kursmarkt Recht] ${subject}`,
      });
    const mail = (await outbox.read()).find((entry) => entry.subject.includes(subject));
    expect(mail?.text).toContain('erika@example.org');
  });
});
