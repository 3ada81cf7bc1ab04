import { WorkshopAdd } from '../workshops/workshop-add';

/** /office/workshops/new: the company adds a store. */
export default function WorkshopNewSection() {
  return <WorkshopAdd />;
}
