import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import './theme.css';
import './option-list.css';

export type OptionListProps = {
  options: string[];
  onSelect: (option: string) => void;
  selected?: string;
  /** the search box appears when there are more options than this; default 8 */
  searchFrom?: number;
  /** How an option reads (a catalogue word in the reader's language); the option itself by default. */
  labelOf?: (option: string) => string;
};

/** Searchable list of choices as buttons; used inside the area and brand selectors. */
export function OptionList({ options, onSelect, selected, searchFrom = 8, labelOf = (o) => o }: OptionListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? options.filter((o) => o.toLowerCase().includes(needle) || labelOf(o).toLowerCase().includes(needle))
    : options;
  return (
    <div className="roda-options">
      {options.length > searchFrom && (
        <input
          type="search"
          className="roda-options__search"
          aria-label={t`Search`}
          placeholder={t`Search`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      {shown.length === 0 ? (
        <p className="roda-options__none">{t`No results`}</p>
      ) : (
        <ul className="roda-options__list">
          {shown.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="roda-options__option"
                aria-current={option === selected || undefined}
                onClick={() => onSelect(option)}
              >
                {labelOf(option)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
