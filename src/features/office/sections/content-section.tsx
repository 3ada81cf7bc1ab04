import { ContentNav } from '../content/content-nav';
import { BannerList } from '../content/banner-list';

/** /office/content: Home's banners, with the other Content pages above. */
export default function ContentSection() {
  return (
    <>
      <ContentNav current="banners" />
      <BannerList />
    </>
  );
}
