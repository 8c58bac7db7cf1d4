import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartWithNotAdded, CourseDetail, PackageSource } from '@kursmarkt/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, json, renderPage } from '../catalogue/test/support.tsx';
import CartPage from './CartPage.tsx';
import { clearGuestCart, updateGuestCart } from './guest-cart-store.ts';

const yearPackage: PackageSource = {
  id: 7,
  name: 'Zwangsvollstreckung kompakt',
  educationalType: 'RENO',
  organizer: { id: 3, name: 'RENO-Bildungswerk Nord' },
  professionalScopeIds: [25],
  creditValue: 7.5,
  price: 19_950,
};

describe("CartPage, a guest's cart", () => {
  afterEach(() => clearGuestCart());

  it('asks a guest with a credit package to sign in, since its hours go to an account, and offers no guest order', async () => {
    localStorage.setItem('cart', JSON.stringify([{ packageId: 7 }]));
    renderPage(<CartPage />, {
      path: '/warenkorb',
      route: 'warenkorb',
      fetch: fakeFetch((url) =>
        url.includes('/api/courses/packages/7') ? json(200, yearPackage) : json(404, {}),
      ),
    });

    expect(
      await screen.findByText(
        'Die Stunden eines Seminar-Pakets werden Ihrem Kundenkonto gutgeschrieben. Bitte melden Sie sich an oder registrieren Sie sich, um zu bestellen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden und Warenkorb übernehmen' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Als Gast bestellen' })).toBeNull();
  });
});

const course: CourseDetail = {
  id: 70,
  slug: 'arbeitsrecht-kompakt',
  name: 'Arbeitsrecht kompakt',
  description: 'Ein Tag Arbeitsrecht.',
  courseType: 'ONLINE',
  searchType: 'EDUCATION',
  category: 'online-seminar',
  durationValue: 5,
  organizer: { id: 4, name: 'Hanseatische Anwaltsakademie', slug: 'hanseatische-anwaltsakademie' },
  scopes: [{ id: 14, name: 'Arbeitsrecht' }],
  speakers: [],
  schedules: [
    {
      id: 150,
      city: null,
      venue: null,
      startDate: '2027-05-05',
      endDate: '2027-05-05',
      seats: 30,
      booked: 9,
      available: 21,
      full: false,
      running: false,
      priceLevels: [
        { id: 304, name: 'Standard', priceValue: 19_900, bookableUntil: null, condition: null },
      ],
    },
  ],
  documents: [],
  detailPath: '/online-seminar/arbeitsrecht-kompakt-70',
  meta: { title: 'Arbeitsrecht kompakt', description: 'Ein Tag Arbeitsrecht.' },
};

/** The server's priced guest cart: WILLKOMMEN10 takes 10 % off, WINTER24 is expired, others unknown. */
const pricedCart = (codes: string[]): CartWithNotAdded => {
  const code = codes[0];
  const applies = code === 'WILLKOMMEN10';
  return {
    id: '7d2e4f60-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
    positions: [],
    cartVoucher: applies ? { code, kind: 'PERCENT', value: 1_000, discountValue: 1_990 } : null,
    rejectedVoucher:
      code && !applies
        ? { code, reason: code === 'WINTER24' ? 'VOUCHER_EXPIRED' : 'VOUCHER_UNKNOWN' }
        : null,
    unusedVoucher: null,
    voucherCodes: applies ? [code] : [],
    sumValue: applies ? 17_910 : 19_900,
    netSumValue: applies ? 15_050 : 16_723,
    verificationStep: false,
    paymentStep: true,
    notAdded: [],
  };
};

describe("CartPage, a guest's voucher", () => {
  afterEach(() => clearGuestCart());

  it('checks a code as it is entered: an expired one is refused with its reason, a valid one applies and lowers the total at once, and it can be removed', async () => {
    // Through the store, which keeps what it read before.
    updateGuestCart(() => ({
      positions: [{ courseId: 70, courseScheduleId: 150, priceLevelId: 304 }],
      packages: [],
    }));
    const fetch = fakeFetch((url, init) => {
      if (url.startsWith('/api/course/70')) return json(200, course);
      if (url.startsWith('/api/cart/guest') && init.method === 'PUT') {
        return json(200, pricedCart(JSON.parse(String(init.body)).voucherCodes));
      }
      return json(404, {});
    });
    renderPage(<CartPage />, { path: '/warenkorb', route: 'warenkorb', fetch });
    const total = () => screen.getByText('Gesamtsumme (inkl. MwSt.)').nextElementSibling!;

    const field = await screen.findByRole('textbox', { name: 'Gutscheincode' });
    await waitFor(() => expect(total()).toHaveTextContent('199,00'));
    await userEvent.type(field, 'winter24');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(
      await screen.findByText('WINTER24: Dieser Gutschein ist abgelaufen.'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('WINTER24: Dieser Gutschein ist abgelaufen.');
    expect(total()).toHaveTextContent('199,00');
    expect(JSON.parse(localStorage.getItem('cart')!)[0].voucher).toBeUndefined();

    await userEvent.clear(field);
    await userEvent.type(field, 'WILLKOMMEN10');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const verdict = await screen.findByRole('status');
    await waitFor(() =>
      expect(verdict).toHaveTextContent('Gutschein WILLKOMMEN10 eingelöst, Sie sparen'),
    );
    expect(within(verdict).getByText(/19,90/)).toBeInTheDocument();
    expect(total()).toHaveTextContent('179,10');
    expect(field).toHaveValue('');
    expect(field).not.toHaveAccessibleDescription();
    expect(JSON.parse(localStorage.getItem('cart')!)[0].voucher).toEqual({
      voucherCode: 'WILLKOMMEN10',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Gutschein WILLKOMMEN10 entfernen' }));
    await waitFor(() => expect(verdict).toHaveTextContent('Gutschein WILLKOMMEN10 entfernt.'));
    await waitFor(() => expect(total()).toHaveTextContent('199,00'));
  });
});
