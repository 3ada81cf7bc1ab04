import { api } from '@/shared/lib/api-calls';
import { callApi } from '@/shared/lib/api-client';

/** Records a banner tap; the answer says where it leads. */
export function jumpFromBanner(id: number) {
  return callApi(api.bannerJump, { id });
}
