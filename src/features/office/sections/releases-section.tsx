import { ReleaseList } from '../releases/release-list';

/** /office/releases: publish a release and see adoption (the company). */
export default function ReleasesSection() {
  return <ReleaseList />;
}
