import { t } from '@lingui/core/macro';
import type { VehicleSpec } from '@/shared/contract/catalog';
import type { CarChoice } from '@/shared/ui/brand-selector';
import { confirm } from '@/shared/ui/modal';
import { vehicleQueryIn } from './clipboard';

/**
 * The clipboard advisory (docs/product.md#messages), after the search panel has read the clipboard (in
 * the button's user gesture, which browsers require): text that looks like a vehicle query is pasted
 * only after the person agrees; other text goes into the keyword as it is. Loaded on the first paste.
 */
export async function applyPastedText(
  text: string,
  panel: {
    specs: readonly VehicleSpec[];
    car: CarChoice | null;
    setKeyword: (keyword: string) => void;
    setHint: (hint: string) => void;
  },
): Promise<void> {
  const query = vehicleQueryIn(text, panel.specs);
  if (!query) {
    panel.setKeyword(text.slice(0, 100));
    return;
  }
  const ok = await confirm({
    title: t`Paste from the clipboard?`,
    content: t`The clipboard has content that looks like a vehicle query: "${text.slice(0, 100)}". Paste it into the search?`,
    confirmText: t`Paste`,
    cancelText: t`Cancel`,
  });
  if (!ok) return;
  panel.setKeyword(query.rest);
  const carName = [query.make, query.model, query.year].filter(Boolean).join(' ');
  const { car } = panel;
  if (!car || car.make !== query.make || car.model !== query.model)
    panel.setHint(t`Recognised ${carName}: choose its year, variant, engine and transmission under Car.`);
}
