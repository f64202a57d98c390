import { ResultPage } from './result-page.tsx';

export default function TopupCancelPage() {
  return (
    <ResultPage
      tone="cancel"
      title="Top Up Cancelled"
      text="The payment was cancelled and nothing was charged. You can try again at any time from the Top Up page."
    />
  );
}
