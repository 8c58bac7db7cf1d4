import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Testimonial } from './Testimonial.tsx';

const labels = {
  'modules.testimonial.title': 'Das sagen Teilnehmende',
  'modules.testimonial.q1': 'In zehn Minuten hatte ich einen passenden Lehrgang gefunden.',
  'modules.testimonial.r1': 'Rechtsanwältin, Köln',
  'modules.testimonial.q2': 'Die Online-Seminare haben mir die Reisezeit erspart.',
};

describe('Testimonial', () => {
  it('lists each quote as a figure with a blockquote and a caption of author and role', () => {
    render(
      <IntlProvider locale="de" messages={labels}>
        <Testimonial
          config={{
            title: 'modules.testimonial.title',
            items: [
              {
                quote: 'modules.testimonial.q1',
                author: 'Dr. Katharina Wegener',
                role: 'modules.testimonial.r1',
              },
              { quote: 'modules.testimonial.q2', author: 'Markus Öztürk' },
            ],
          }}
        />
      </IntlProvider>,
    );
    const section = screen.getByRole('region', { name: 'Das sagen Teilnehmende' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Das sagen Teilnehmende',
    );
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!).getByRole('figure');
    expect(first.querySelector('blockquote')).toHaveTextContent(
      'In zehn Minuten hatte ich einen passenden Lehrgang gefunden.',
    );
    const caption = first.querySelector('figcaption');
    expect(caption).toHaveTextContent('Dr. Katharina Wegener');
    expect(caption).toHaveTextContent('Rechtsanwältin, Köln');

    const second = within(items[1]!).getByRole('figure');
    expect(second.querySelector('figcaption')?.textContent).toBe('Markus Öztürk');
  });
});
