import { RedeemForm } from '../../ui/redeem-form.tsx';

/** The redeem-code section of /user (spec "My account page"), filled in by the shop issue. */
export function RedeemSlot() {
  return <RedeemForm idPrefix="user-redeem" />;
}
