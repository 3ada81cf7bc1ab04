import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import './theme.css';
import './search-box.css';

/**
 * A search above a list (the Workdesk, the goods desk): a box whose label is read aloud and a
 * Search button. It searches when sent, trimmed; emptying the box ends the search.
 */
export function SearchBox({
  label,
  placeholder,
  maxLength,
  onSearch,
}: {
  /** What can be searched, in full (the placeholder may be shorter to show whole at 320 px). */
  label: string;
  placeholder: string;
  maxLength: number;
  onSearch: (keyword: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="roda-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="roda-sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="app-input"
        placeholder={placeholder}
        value={text}
        maxLength={maxLength}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value === '') onSearch('');
        }}
      />
      <button type="submit" className="roda-button roda-search__button">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
