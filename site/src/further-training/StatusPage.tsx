import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import {
  furtherTrainingYearKey,
  useChamberLetter,
  useFurtherTrainingYear,
  useChambers,
  useOrderPositionMutation,
  useSaveSpecialistTitlesMutation,
  useSpecialistTitles,
  type FurtherTrainingYearResponse,
  type SpecialistTitlesResponse,
} from '@kursmarkt/api';
import { courseTypes, formatDay, gapSearchPreset, germanToday } from '@kursmarkt/schemas/rules';
import { searchPath } from '@kursmarkt/search';
import { Alert, Button, Card, Heading, Link, Select, Skeleton, Stack, Text } from '@kursmarkt/ui';
import { useDomain } from '../domain.tsx';
import { save } from '../order/save-file.ts';
import { TitleProgress } from './components/TitleProgress.tsx';
import { TitlesForm } from './components/TitlesForm.tsx';
import {
  formatMessages,
  itemExplanationMessages,
  statusMessages as m,
  titleExplanationMessages,
  yearExplanationMessages,
} from './messages.ts';

type Titles = SpecialistTitlesResponse['titles'];
type Item = FurtherTrainingYearResponse['items'][number];

/**
 * The search for what is missing (`gapSearchPreset`, ADR 0068): the title's scope, from today
 * (or the year's start) to the year's last day, only dates with free seats; after the year's
 * self-study cap only in a room and online.
 */
function gapSearchHref(
  scopeId: number,
  year: number,
  today: string,
  selfStudyCountedMinutes: number,
): string {
  const { courseTypes: formats, ...preset } = gapSearchPreset(
    { scopeId, selfStudyCountedMinutes },
    year,
    today,
  );
  // Every format is no filter at all.
  return searchPath({
    ...preset,
    ...(formats.length < courseTypes.length ? { courseTypes: formats } : {}),
  });
}

/** One item: what it is, where it counts and why, and for a booking the title to count it for. */
function ItemEntry({
  item,
  state,
  titles,
  onMove,
  moving,
}: {
  item: Item;
  state: FurtherTrainingYearResponse;
  titles: Titles;
  onMove: (itemId: string, scopeId: number | null) => void;
  moving: boolean;
}) {
  const intl = useIntl();
  const source = state.sources.find((candidate) => candidate.itemId === item.itemId);
  const day = (iso: string) => formatDay(iso, intl.locale);
  const days =
    source && source.startDate !== source.endDate
      ? `${day(source.startDate)} – ${day(source.endDate)}`
      : source
        ? day(source.endDate)
        : '';
  return (
    <Stack as="div" gap="xs">
      <Text weight="bold">{source?.title}</Text>
      <Text>
        {intl.formatMessage(m.itemFacts, {
          days,
          organizer: source?.organizer ?? '',
          format: intl.formatMessage(formatMessages[item.format]),
          hours: intl.formatNumber(item.countedMinutes / 60, { maximumFractionDigits: 2 }),
        })}
      </Text>
      {item.explanations.map((code) => (
        <Text key={code} tone="secondary">
          {intl.formatMessage(itemExplanationMessages[code])}
        </Text>
      ))}
      {item.kind === 'BOOKING' && titles.length > 1 ? (
        <Select
          label={intl.formatMessage(m.countFor)}
          value={source?.assignedScopeId === null || !source ? '' : String(source.assignedScopeId)}
          disabled={moving}
          onChange={(event) =>
            onMove(item.itemId, event.target.value === '' ? null : Number(event.target.value))
          }
          options={[
            { value: '', label: intl.formatMessage(m.countAutomatically) },
            ...titles.map((title) => ({ value: String(title.scopeId), label: title.scopeName })),
          ]}
        />
      ) : null}
    </Stack>
  );
}

/** The year's hours per title, with their items, the way to fill a gap, and the letters. */
function YearState({
  state,
  titles,
  year,
}: {
  state: FurtherTrainingYearResponse;
  titles: Titles;
  year: number;
}) {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const move = useOrderPositionMutation();
  const letter = useChamberLetter(year, intl.locale);
  const [failed, setFailed] = useState<'move' | 'letter' | null>(null);
  const hours = (minutes: number) => intl.formatNumber(minutes / 60, { maximumFractionDigits: 2 });
  const today = germanToday();

  async function onMove(itemId: string, scopeId: number | null) {
    setFailed(null);
    try {
      await move.trigger({ id: itemId, change: { titleScopeId: scopeId } });
      await mutate(furtherTrainingYearKey(year));
    } catch {
      setFailed('move');
    }
  }

  const chambers = [
    ...new Map(
      titles.flatMap((title) =>
        title.chamberId === null ? [] : [[title.chamberId, title] as const],
      ),
    ).values(),
  ];
  async function download(chamberId: number) {
    setFailed(null);
    const scopeIds = titles
      .filter((title) => title.chamberId === chamberId)
      .map((title) => title.scopeId);
    const counted = state.items.filter(
      (item) => item.scopeId !== null && scopeIds.includes(item.scopeId),
    );
    try {
      const blob = await letter.trigger({
        scopeIds,
        orderIds: counted.filter((item) => item.kind === 'BOOKING').map((item) => item.itemId),
        manuelOrderIds: counted.filter((item) => item.kind === 'MANUAL').map((item) => item.itemId),
        chamberId,
      });
      save(blob, `fortbildung-${year}.pdf`);
    } catch {
      setFailed('letter');
    }
  }

  const unplaced = state.items.filter((item) => item.scopeId === null);
  return (
    <Stack gap="lg">
      {state.explanations.map((code) => (
        <Text key={code}>{intl.formatMessage(yearExplanationMessages[code])}</Text>
      ))}
      <div aria-live="polite">
        {failed === 'move' ? <Alert tone="danger">{intl.formatMessage(m.moveFailed)}</Alert> : null}
      </div>
      {state.titles.map((titleYear) => {
        const name = titles.find((title) => title.scopeId === titleYear.scopeId)?.scopeName ?? '';
        const items = state.items.filter((item) => item.scopeId === titleYear.scopeId);
        return (
          <Card key={titleYear.scopeId}>
            <Stack gap="md" as="div">
              <Heading level={2} size="lg">
                {name}
              </Heading>
              <TitleProgress title={titleYear} />
              {titleYear.explanations.map((code) => (
                <Text key={code}>
                  {intl.formatMessage(titleExplanationMessages[code], {
                    hours: hours(
                      code === 'MADE_UP_LATER' ? titleYear.makeUpMinutes : titleYear.gapMinutes,
                    ),
                  })}
                </Text>
              ))}
              {titleYear.gapMinutes > 0 ? (
                <div>
                  <Link
                    appearance="button"
                    href={gapSearchHref(
                      titleYear.scopeId,
                      year,
                      today,
                      titleYear.selfStudyCountedMinutes,
                    )}
                  >
                    {intl.formatMessage(m.fillGap)}
                  </Link>
                </div>
              ) : null}
              <Heading level={3} size="md">
                {intl.formatMessage(m.items)}
              </Heading>
              {items.length === 0 ? <Text>{intl.formatMessage(m.noItems)}</Text> : null}
              <Stack as="ul" gap="md">
                {items.map((item) => (
                  <li key={item.itemId}>
                    <ItemEntry
                      item={item}
                      state={state}
                      titles={titles}
                      onMove={(id, scope) => void onMove(id, scope)}
                      moving={move.isMutating}
                    />
                  </li>
                ))}
              </Stack>
            </Stack>
          </Card>
        );
      })}
      {unplaced.length > 0 ? (
        <Stack gap="md">
          <Heading level={2} size="lg">
            {intl.formatMessage(m.otherItems)}
          </Heading>
          <Stack as="ul" gap="md">
            {unplaced.map((item) => (
              <li key={item.itemId}>
                <ItemEntry
                  item={item}
                  state={state}
                  titles={titles}
                  onMove={(id, scope) => void onMove(id, scope)}
                  moving={move.isMutating}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <Stack gap="sm" role="group" aria-labelledby="status-letter">
        <Heading level={2} size="lg" id="status-letter">
          {intl.formatMessage(m.letter)}
        </Heading>
        <Text>{intl.formatMessage(m.letterHint)}</Text>
        {failed === 'letter' ? (
          <Alert tone="danger">{intl.formatMessage(m.letterFailed)}</Alert>
        ) : null}
        <Stack direction="row" gap="sm" wrap>
          {chambers.map((title) => (
            <Button
              key={title.chamberId}
              variant="secondary"
              disabled={letter.isMutating}
              onClick={() => void download(title.chamberId!)}
            >
              {intl.formatMessage(m.letterFor, { chamber: title.chamberName })}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/**
 * Mein Fortbildungsstatus (`/customer-dashboard/mein-status`, ADR 0063): per specialist title
 * of the chosen year the hours as a bar of 15 with the gap, why each course counts where it
 * does and the choice of another title, the search that fills the gap, and the chamber letter.
 */
export default function StatusPage({ title }: { title: string }) {
  const intl = useIntl();
  const currentYear = Number(germanToday().slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const titles = useSpecialistTitles(true, intl.locale);
  const state = useFurtherTrainingYear(year);
  const { messages } = useDomain();
  const chambers = useChambers();
  const saveTitles = useSaveSpecialistTitlesMutation(intl.locale);
  const years = [...new Set([currentYear, ...(state.data?.years ?? []), year])].sort(
    (a, b) => b - a,
  );

  const content = () => {
    if ((state.error && !state.data) || (titles.error && !titles.data)) {
      return (
        <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              void state.mutate();
              void titles.mutate();
            }}
          >
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      );
    }
    if (!state.data || !titles.data) {
      return (
        <Stack gap="md" aria-busy="true">
          <Skeleton variant="rect" height="space.xxxl" />
        </Stack>
      );
    }
    if (titles.data.titles.length === 0) return <Text>{intl.formatMessage(m.noTitles)}</Text>;
    return <YearState state={state.data} titles={titles.data.titles} year={year} />;
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>{title}</Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <div>
        <Select
          label={intl.formatMessage(m.year)}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
          options={years.map((option) => ({ value: String(option), label: String(option) }))}
        />
      </div>
      {content()}
      {titles.data && chambers.data ? (
        <TitlesForm
          saved={titles.data}
          scopes={messages.lawyerScopes}
          chambers={chambers.data}
          onSave={async (change) => {
            await saveTitles.trigger(change);
            await state.mutate();
          }}
        />
      ) : null}
    </Stack>
  );
}
