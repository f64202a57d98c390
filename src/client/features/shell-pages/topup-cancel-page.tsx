import { ResultPage } from './result-page.tsx';

/** Where the provider sends the player who left the checkout: nothing was paid, so nothing was charged. */
export default function TopupCancelPage() {
  return (
    <ResultPage
      tone="cancel"
      title="Top Up Cancelled"
      text={
        <p>
          The payment was cancelled and nothing was charged. You can try again at any time from the Top Up
          page.
        </p>
      }
    />
  );
}
