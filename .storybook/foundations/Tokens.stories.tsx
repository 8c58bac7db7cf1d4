import type { Meta, StoryObj } from '@storybook/react-vite';
import { cssVariableName, flattenTokens } from '@kursmarkt/schemas';
import { resolveTheme, themeIds } from '@kursmarkt/themes';
import { expect } from 'storybook/test';

/**
 * Every token of the theme chosen in the toolbar, read live from its CSS custom property,
 * so the swatches show exactly what components get.
 */
function TokenTable({ group }: { group: string }) {
  const reference = resolveTheme(themeIds[0] ?? '');
  if (!reference.ok) return null;
  const rows = flattenTokens(reference.tokens).filter(([path]) => path.startsWith(`${group}.`));
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBlock: '0.5rem' }}>
        {group}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start' }}>
            Token
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'start' }}>
            Description
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([path, { description }]) => (
          <tr key={path}>
            <td>
              <code>{cssVariableName(path)}</code>
            </td>
            <td>
              {group === 'color' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: '3rem',
                    height: '1.5rem',
                    background: `var(${cssVariableName(path)})`,
                    border: '1px solid var(--color-border-default)',
                  }}
                />
              ) : group === 'typography' && path.includes('.size.') ? (
                <span style={{ fontSize: `var(${cssVariableName(path)})` }}>Aa</span>
              ) : group === 'typography' && path.includes('.family.') ? (
                <span style={{ fontFamily: `var(${cssVariableName(path)})` }}>
                  Fachanwaltslehrgang
                </span>
              ) : group === 'space' ? (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    height: '0.75rem',
                    width: `var(${cssVariableName(path)})`,
                    background: 'var(--color-brand-primary)',
                  }}
                />
              ) : null}
            </td>
            <td>{description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  args: { group: 'color' },
  argTypes: {
    group: {
      control: 'select',
      options: ['color', 'typography', 'space', 'radius', 'shadow', 'size', 'motion'],
    },
  },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '--color-text-primary' })).toBeVisible();
  },
};
export const Typography: Story = { args: { group: 'typography' } };
export const Spacing: Story = { args: { group: 'space' } };
