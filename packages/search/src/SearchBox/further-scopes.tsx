import type { ScopeEntry } from '@kursmarkt/schemas';
import { DropdownMenu } from '@kursmarkt/ui';

type ScopeGroup = { id: number; name: string; scopes: ScopeEntry[] };

export type FurtherScopesProps = {
  /** The trigger's text. */
  label: string;
  /** The scopes grouped by the catalogue's scope categories, each group under its name. */
  groups: readonly ScopeGroup[];
  /** The scopes of no group: under `otherLabel` after the groups, or alone without groups. */
  ungrouped: readonly ScopeEntry[];
  /** The heading of the ungrouped scopes after the groups. */
  otherLabel: string;
  onChoose: (scope: ScopeEntry) => void;
};

/**
 * Step 1's dropdown of the scopes that are no button, grouped by the catalogue's categories. A
 * chunk of its own (SearchBox loads it lazily): the menu's machinery (positioning, focus,
 * dismissal) is not needed to show the box.
 */
export default function FurtherScopes({
  label,
  groups,
  ungrouped,
  otherLabel,
  onChoose,
}: FurtherScopesProps) {
  return (
    <DropdownMenu label={label}>
      {groups.map((group, index) => (
        <div key={group.id} role="group" aria-label={group.name}>
          {index > 0 && <DropdownMenu.Separator />}
          <DropdownMenu.Label>{group.name}</DropdownMenu.Label>
          {group.scopes.map((scope) => (
            <DropdownMenu.Item key={scope.id} onSelect={() => onChoose(scope)}>
              {scope.name}
            </DropdownMenu.Item>
          ))}
        </div>
      ))}
      {ungrouped.length > 0 && groups.length > 0 && (
        <div role="group" aria-label={otherLabel}>
          <DropdownMenu.Separator />
          <DropdownMenu.Label>{otherLabel}</DropdownMenu.Label>
          {ungrouped.map((scope) => (
            <DropdownMenu.Item key={scope.id} onSelect={() => onChoose(scope)}>
              {scope.name}
            </DropdownMenu.Item>
          ))}
        </div>
      )}
      {groups.length === 0 &&
        ungrouped.map((scope) => (
          <DropdownMenu.Item key={scope.id} onSelect={() => onChoose(scope)}>
            {scope.name}
          </DropdownMenu.Item>
        ))}
    </DropdownMenu>
  );
}
