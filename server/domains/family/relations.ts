import type { FamilyRelation } from '../../../shared/family/schemas.ts';

/**
 * A connection stores the relation once for each side, as that side's list shows it:
 * requester_relation is what the recipient is to the requester (the relation picked in the
 * requester's row), recipient_relation is what the requester is to the recipient.
 *
 * This map turns one into the other. If B is my parent or my guardian, I am B's child; if B is my
 * child, I am B's parent. The spec's list has no "ward", so a guardian's counterpart is a child.
 */
export const RECIPROCAL_RELATION: Record<FamilyRelation, FamilyRelation> = {
  parent: 'child',
  child: 'parent',
  spouse: 'spouse',
  sibling: 'sibling',
  guardian: 'child',
  other: 'other',
};

export function reciprocalRelation(relation: FamilyRelation): FamilyRelation {
  return RECIPROCAL_RELATION[relation];
}
