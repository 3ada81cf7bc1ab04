import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { dictionaryKinds, type DictionaryKindKey } from './dictionary-kinds';

/** The Content area's pages: Home's banners, then the dictionary's texts. */
export function ContentNav({ current }: { current: 'banners' | DictionaryKindKey }) {
  const { t, i18n } = useLingui();
  const pages = [
    { key: 'banners', to: 'content', label: t`Banners` },
    ...(Object.keys(dictionaryKinds) as DictionaryKindKey[]).map((key) => ({
      key,
      to: `content/texts/${key}`,
      label: i18n._(dictionaryKinds[key].title),
    })),
  ];
  return (
    <nav className="office-content-nav" aria-label={t`Content`}>
      {pages.map((page) => (
        <Link
          key={page.key}
          to="/office/$"
          params={{ _splat: page.to }}
          search={{}}
          className="office-content-nav__link"
          activeOptions={{ exact: true, includeSearch: false }}
          aria-current={page.key === current ? 'page' : undefined}
        >
          {page.label}
        </Link>
      ))}
    </nav>
  );
}
