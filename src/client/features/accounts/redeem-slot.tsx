import { RedeemForm } from '../../ui/redeem-form.tsx';

/** The redeem-code section of /user (docs/product/accounts.md, Account page), filled in by the shop issue. */
export function RedeemSlot() {
  return <RedeemForm idPrefix="user-redeem" />;
}
