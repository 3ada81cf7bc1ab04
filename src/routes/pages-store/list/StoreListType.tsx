import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { setDraftStore } from '@/features/checkout/draft';
import { optionalLineList } from '@/features/checkout/search';
import { StoreListPage } from '@/features/stores/components/store-list-page';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreListType')({
  validateSearch: searchSchema({ purpose: oneOf(['install', 'pickup'] as const), lines: optionalLineList }),
  component: StoreListTypeRoute,
});

/**
 * Chooses the workshop (installation) or store (self pickup) of the order being placed: with the
 * order's lines, the stores that hold them come first and the others say what they lack.
 */
function StoreListTypeRoute() {
  const { t } = useLingui();
  const { purpose = 'install', lines } = Route.useSearch();
  const goBack = useGoBack();
  return (
    <StoreListPage
      title={t`Workshops by service`}
      purpose={purpose}
      lines={lines}
      onSelect={(store) => {
        setDraftStore({ id: store.id, name: store.name, address: `${store.address}, ${store.city}`, kind: store.kind });
        goBack();
      }}
    />
  );
}
