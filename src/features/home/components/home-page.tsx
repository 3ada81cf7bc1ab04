import { useLingui } from '@lingui/react/macro';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { NavBar } from '@/shared/ui/nav-bar';
import type { HomeSearch } from '../search';
import { HomeScreen } from './home-screen';

/** /pages/home/home: product search and home. */
export function HomePage(search: HomeSearch) {
  const { t } = useLingui();
  const goBack = useGoBack();
  return (
    <>
      <NavBar title={t`Search parts and services`} onBack={goBack} />
      <main className="app-page">
        <HomeScreen search={search} showResults />
      </main>
    </>
  );
}
