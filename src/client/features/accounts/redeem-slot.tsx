/**
 * SLOT for the shop issue: the redeem-code section of /user (spec "My account page": redeem code section).
 * The shop engineer replaces this body; the account page already renders <RedeemSlot /> in the right place.
 */
export function RedeemSlot() {
  return null;
}
