import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { setDraftStore } from '@/features/checkout/draft';
import { StoreListPage } from '@/features/stores/components/store-list-page';
import { useGoBack } from '@/shared/hooks/use-go-back';
import { oneOf, searchSchema } from '@/shared/lib/search-params';

export const Route = createFileRoute('/pages-store/list/StoreListType')({
  validateSearch: searchSchema({ purpose: oneOf(['install', 'pickup'] as const) }),
  component: StoreListTypeRoute,
});

/** Chooses the workshop (installation) or store (self pickup) of the order being placed. */
function StoreListTypeRoute() {
  const { t } = useLingui();
  const { purpose = 'install' } = Route.useSearch();
  const goBack = useGoBack();
  return (
    <StoreListPage
      title={t`Workshops by service`}
      purpose={purpose}
      onSelect={(store) => {
        setDraftStore({ id: store.id, name: store.name, address: `${store.address}, ${store.city}`, kind: store.kind });
        goBack();
      }}
    />
  );
}
