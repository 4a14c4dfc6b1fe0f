import type { PropertyRead } from '@pango/shared';
import { AuthorisedImage } from '@/components/ui/authorised-image';

/** Property Gallery: rendered only when the property has images (seed 001 section 2). */
export function PropertyGallery({ property }: { property: PropertyRead }) {
  if (property.images.length === 0) return null;
  return (
    <section className="pm-section" aria-labelledby="pm-gallery">
      <h2 id="pm-gallery">Property Gallery</h2>
      <ul className="pm-gallery">
        {property.images.map((image, index) => (
          <li key={image.id}>
            <AuthorisedImage url={image.url} alt={`${property.name}, photo ${index + 1}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
