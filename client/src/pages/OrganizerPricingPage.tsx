import { PricingView } from '../features/billing/PricingView.tsx';

export default function OrganizerPricingPage() {
  return <PricingView item="organizer" />;
}
