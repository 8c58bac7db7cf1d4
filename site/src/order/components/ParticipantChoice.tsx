import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Checkbox, Heading, Stack, Text, token } from '@kursmarkt/ui';
import { ParticipantFields } from '../../forms/ParticipantFields.tsx';
import { orderMessages as m } from '../messages.ts';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${token('space.sm')};
  }
`;

export type ParticipantChoiceProps = {
  /** The checkout's course positions: their cart ids and names. */
  positions: readonly { id: string; name: string }[];
  /** The positions someone else attends; the customer attends the others. */
  others: ReadonlySet<string>;
  /** Says that `id` is attended by the customer (true) or by someone to be named (false). */
  onSelfChange: (id: string, self: boolean) => void;
};

/**
 * Who attends each course of the checkout ("Teilnehmer/in"): the customer by default ("Ich nehme
 * selbst teil"), else the name and e-mail address of the person, in the summary's form (values
 * `participants.<position id>.*`, by the shared rule `participantFormSchema`).
 */
export function ParticipantChoice({ positions, others, onSelfChange }: ParticipantChoiceProps) {
  const intl = useIntl();
  return (
    <section aria-labelledby="summary-participants">
      <Stack gap="md">
        <Heading level={2} size="md" id="summary-participants">
          {intl.formatMessage(m.participantsHeading)}
        </Heading>
        <Text size="sm">{intl.formatMessage(m.participantsHint)}</Text>
        {positions.map((position) => (
          <Group key={position.id}>
            <legend>
              <Text as="span" weight="bold">
                {intl.formatMessage(m.participantOf, { course: position.name })}
              </Text>
            </legend>
            <Stack gap="sm">
              <Checkbox
                checked={!others.has(position.id)}
                onChange={(event) => onSelfChange(position.id, event.target.checked)}
                label={intl.formatMessage(m.participantSelf)}
              />
              {others.has(position.id) ? (
                <ParticipantFields
                  idPrefix={`participant-${position.id}`}
                  path={`participants.${position.id}.`}
                />
              ) : null}
            </Stack>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
