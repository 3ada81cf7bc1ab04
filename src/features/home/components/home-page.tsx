import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { NavBar } from '@/shared/ui/nav-bar';
import type { HomeSearch } from '../search';
import { HomeScreen } from './home-screen';

/** /pages/home/home: product search and home; the route composes the results and the bar's cart button. */
export function HomePage({
  search,
  results,
  navRight,
  onSearchIntent,
}: {
  search: HomeSearch;
  results?: ReactNode;
  navRight?: ReactNode;
  onSearchIntent?: () => void;
}) {
  const { t } = useLingui();
  const goBack = useGoBack();
  return (
    <>
      <NavBar title={t`Search parts and services`} onBack={goBack} right={navRight} />
      <main className="app-page">
        <HomeScreen search={search} showResults results={results} onSearchIntent={onSearchIntent} />
      </main>
    </>
  );
}
