import { socialsList } from './media-lists.tsx';
import { OrderedListPage } from './ordered-list-page.tsx';

/** /admin/socials: the links of /socials (https only), in order. */
function SocialsConsolePage() {
  return (
    <OrderedListPage
      title="Social links"
      titleId="socials-admin-title"
      intro="The links of /socials, in this order. Each opens in a new tab."
      list={socialsList}
    />
  );
}

export default SocialsConsolePage;
