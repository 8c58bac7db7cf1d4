/** A speaker's name, with or without the academic title. */
type Named = { title: string; firstName: string; lastName: string };

/** docs/entities-and-states.md, states: "Academic titles are hidden for RENO". */
export function hidesAcademicTitles(theme: string): boolean {
  return theme === 'RENO';
}

/** `Prof. Dr. Christine Vogel`, or `Christine Vogel` when titles are hidden or there is none. */
export function speakerName(speaker: Named, { hideTitle }: { hideTitle: boolean }): string {
  return [hideTitle ? '' : speaker.title, speaker.firstName, speaker.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
