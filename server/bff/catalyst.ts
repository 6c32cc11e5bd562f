import 'server-only';
// The catalyst's owner page data (spec 2 §7 GET /challenges/{slug}/catalyst/picker): ideas with
// averages and rating counts, the Top 3 picks and the current update. Owner only at the provider.
import { pickerStateSchema } from '@/lib/challenges/picker';
import { provider } from './provider';

export async function getCatalystPicker(slug: string) {
  return provider(`/challenges/${encodeURIComponent(slug)}/catalyst/picker`, { schema: pickerStateSchema });
}
