import { useIntl } from 'react-intl';
import { Text } from '@kursmarkt/ui';
import type { Rights } from '@kursmarkt/schemas/rules';
import { areaMessages } from '../navigation/messages.ts';
import { levelMessages, rightsMessages as messages } from './messages.ts';
import { Table } from './RightsTable.styles.ts';

type StaffMember = { email: string; rights: Rights };

export type RightsTableProps = {
  /** The organizer's name, in the table's caption. */
  organizer: string;
  staff: readonly StaffMember[];
};

const rightAreas = ['orders', 'payments', 'catalogue', 'dates', 'exports'] as const;

/** The words for one area's level, e.g. orders CHECK_IN: "Nur Einlass: …". */
const levelMessage = <A extends (typeof rightAreas)[number]>(area: A, level: Rights[A]) =>
  levelMessages[`${area}${level}` as keyof typeof levelMessages];

/**
 * "Wer darf was": every staff member of an organizer in a row, each area's level in words in
 * the columns, so that nobody has to know what CHECK_IN or VIEW means.
 */
export function RightsTable({ organizer, staff }: RightsTableProps) {
  const intl = useIntl();
  if (staff.length === 0) return <Text>{intl.formatMessage(messages.nobody)}</Text>;
  return (
    <Table>
      <caption>{intl.formatMessage(messages.caption, { organizer })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.person)}</th>
          {rightAreas.map((area) => (
            <th scope="col" key={area}>
              {intl.formatMessage(areaMessages[area])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => (
          <tr key={member.email}>
            <th scope="row">{member.email}</th>
            {rightAreas.map((area) => (
              <td key={area} data-level={member.rights[area]}>
                {intl.formatMessage(levelMessage(area, member.rights[area]))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
