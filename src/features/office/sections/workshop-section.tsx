import { WorkshopEditor } from '../workshops/workshop-editor';
import type { OfficeSectionProps } from '../office-router';

/** /office/workshops/:id: one store's hours, places per hour, services and closures. */
export default function WorkshopSection({ params }: OfficeSectionProps) {
  return <WorkshopEditor id={Number(params.id)} />;
}
