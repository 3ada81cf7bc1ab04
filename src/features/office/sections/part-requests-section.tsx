import { PartRequestList } from '../part-requests/part-request-list';

/** /office/part-requests: customers' requests for parts they did not find (the company). */
export default function PartRequestsSection() {
  return <PartRequestList />;
}
