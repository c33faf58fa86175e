import { PricingView } from '../features/billing/PricingView.tsx';

/** Served at member/pricing and pricing/member: both routes are in the spec's table. */
export default function MemberPricingPage() {
  return <PricingView item="member" />;
}
