import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { propertyPhotoBlobQuery } from '@/lib/queries/vacancy';

/** A property photo fetched with the landlord's token and shown from a blob: URL (CSP allows it). */
export function AuthorisedImage({ url, alt }: { url: string; alt: string }) {
  const { data, isError } = useQuery(propertyPhotoBlobQuery(url));
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  if (isError) return <span className="pm-photo__missing">{alt} could not be loaded</span>;
  return src ? (
    // Once drawn, the image no longer needs its URL: released then, not held for the page's life.
    <img src={src} alt={alt} width={240} height={160} onLoad={() => URL.revokeObjectURL(src)} />
  ) : (
    <span className="pm-photo__missing" aria-busy="true">
      Loading {alt}…
    </span>
  );
}
