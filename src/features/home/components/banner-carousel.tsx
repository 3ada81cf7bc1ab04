import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Banner } from '@/shared/contract/content';
import { Swiper } from '@/shared/ui/swiper';
import { jumpFromBanner } from '../api/banner-jump';
import { bannersQueryOptions } from '../api/get-banners';
import { homeSearchSchema } from '../search';
import { parseSearch } from '@/shared/lib/search-params';

/** Home banners from the server; a tap records the jump and follows it. */
export function BannerCarousel() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const banners = useQuery(bannersQueryOptions());

  const follow = async (banner: Banner) => {
    const target = await jumpFromBanner(banner.id).catch(() => banner.jump);
    if (target.type === 'category')
      void navigate({ to: '/pages/home/home', search: parseSearch(homeSearchSchema, { category: target.value }) });
    else if (target.type === 'product')
      void navigate({ to: '/pages-shop/good/GoodDetails', search: { id: Number(target.value) } });
    else if (target.value.startsWith('/') && !target.value.startsWith('//')) void navigate({ to: target.value as '/' });
  };

  if (banners.isPending) return <div className="home-banner" aria-hidden="true" />;
  if (banners.isError || banners.data.length === 0) return null;

  return (
    <div className="home-banner">
      <Swiper
        label={t`Promotions`}
        autoplayMs={5000}
        loop
        items={banners.data.map((banner, index) => (
          <button key={banner.id} type="button" className="home-banner__slide" onClick={() => void follow(banner)}>
            <img
              src={banner.imageUrl}
              alt={banner.title}
              width={750}
              height={320}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </button>
        ))}
      />
    </div>
  );
}
