import { usePageTitle } from '../../ui/use-page-title.ts';
import { BrandPictures } from './brand-pictures.tsx';

/** /admin/brand: the operator's brand on every page (docs/product/site-settings.md). */
function BrandPage() {
  usePageTitle('Brand');
  return (
    <section aria-labelledby="brand-title">
      <h1 id="brand-title" className="crumb">
        Brand
      </h1>
      <BrandPictures />
    </section>
  );
}

export default BrandPage;
