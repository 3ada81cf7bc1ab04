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
};

/** Searchable list of choices as buttons; used inside the area and brand selectors. */
export function OptionList({ options, onSelect, selected, searchFrom = 8 }: OptionListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.toLowerCase().includes(needle)) : options;
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
                {option}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
