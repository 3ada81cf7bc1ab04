import { BannerEditor } from '../content/banner-editor';
import { useOfficeNavigate, type OfficeSectionProps } from '../office-router';

/** /office/content/new adds a banner; /office/content/<id> edits one. */
export default function BannerSection({ params }: OfficeSectionProps) {
  const go = useOfficeNavigate();
  const id = params.id ?? '';
  return <BannerEditor id={/^\d+$/.test(id) ? Number(id) : null} onDone={() => go('content')} />;
}
